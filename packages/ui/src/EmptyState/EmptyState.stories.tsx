import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { EmptyState, type EmptyStateProps } from './EmptyState';

const meta = {
  title: 'Product/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** requirements §8: 'No results found. Try adjusting your search criteria.' in the current locale. */
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

/** The call to action of the `WithAction` story in each locale. */
const SEARCH_DOCTOR = { fr: 'Chercher un médecin', en: 'Find a doctor', ar: 'ابحث عن طبيب' };

const actionButton = (label: string) => (
  <button type="button" className="tabib-empty-state__button">
    {label}
  </button>
);

export const WithAction: Story = {
  args: {
    title: 'Aucun rendez-vous',
    description: 'Vous n’avez pas encore pris de rendez-vous.',
    action: actionButton(SEARCH_DOCTOR.fr),
  },
  parameters: {
    localeArgs: {
      en: {
        title: 'No appointments',
        description: 'You have not booked an appointment yet.',
        action: actionButton(SEARCH_DOCTOR.en),
      },
      ar: {
        title: 'لا توجد مواعيد',
        description: 'لم تحجز أي موعد بعد.',
        action: actionButton(SEARCH_DOCTOR.ar),
      },
    } satisfies LocaleArgs<EmptyStateProps>,
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { title } = localizedArgs(context);
    await expect(canvas.getByRole('heading', { name: title as string })).toBeVisible();
    // the call to action is reachable by keyboard
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: SEARCH_DOCTOR[storyLocale(context.globals)] }),
    ).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Aucune question pour le moment' },
  parameters: {
    localeArgs: {
      en: { title: 'No questions yet' },
      ar: { title: 'لا توجد أسئلة حاليًا' },
    } satisfies LocaleArgs<EmptyStateProps>,
  },
};

export const WithActionRTL: Story = { ...WithAction, globals: { locale: 'ar' } };
