import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Product/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec §8: 'No results found. Try adjusting your search criteria.' in the current locale. */
const NO_RESULTS = {
  fr: ['Aucun résultat trouvé.', 'Essayez de modifier vos critères de recherche.'],
  en: ['No results found.', 'Try adjusting your search criteria.'],
  ar: ['لم يتم العثور على أي نتيجة.', 'حاول تعديل معايير البحث.'],
} as const;

export const NoResults: Story = {
  args: { variant: 'noResults' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [title, description] = NO_RESULTS[storyLocale(globals)];
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(description)).toBeVisible();
  },
};

export const NoResultsEnglish: Story = { ...NoResults, globals: { locale: 'en' } };

export const NoResultsRTL: Story = { ...NoResults, globals: { locale: 'ar' } };

export const WithAction: Story = {
  args: {
    title: 'Aucun rendez-vous',
    description: 'Vous n’avez pas encore pris de rendez-vous.',
    action: (
      <button type="button" className="tabib-empty-state__button">
        Chercher un médecin
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    // the call to action is reachable by keyboard
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Chercher un médecin' })).toHaveFocus();
  },
};

export const TitleOnly: Story = { args: { title: 'Aucune question pour le moment' } };

export const WithActionRTL: Story = {
  args: {
    title: 'لا توجد مواعيد',
    description: 'لم تحجز أي موعد بعد.',
    action: (
      <button type="button" className="tabib-empty-state__button">
        ابحث عن طبيب
      </button>
    ),
  },
  globals: { locale: 'ar' },
};
