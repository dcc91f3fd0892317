import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import * as EmptyStateParts from './parts';

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

/** The parts in a consumer's plain markup: the built-in noResults texts, a reset link as the action. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <EmptyStateParts.Root variant="noResults">
      <EmptyStateParts.Title level={3} />
      <EmptyStateParts.Description />
      <EmptyStateParts.Action>
        <a href="#reset">{SEARCH_DOCTOR.fr}</a>
      </EmptyStateParts.Action>
    </EmptyStateParts.Root>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [title, description] = NO_RESULTS[storyLocale(globals)];
    const region = canvas.getByRole('region', { name: title });
    await expect(region).toHaveAttribute('data-variant', 'noResults');
    await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(canvas.getByText(description)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: SEARCH_DOCTOR.fr })).toHaveFocus();
  },
};

/** The consumer's classes from the variant, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`
        .my-empty { padding: 24px; border: 2px dashed #999; text-align: start; }
        .my-empty--noResults { border-color: #7b1fa2; }
        .my-empty-title { color: #7b1fa2; }
      `}</style>
      <EmptyStateParts.Root variant="noResults" className={({ variant }) => `my-empty my-empty--${variant}`}>
        <EmptyStateParts.Icon />
        <EmptyStateParts.Title className="my-empty-title" />
        <EmptyStateParts.Description />
      </EmptyStateParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [title] = NO_RESULTS[storyLocale(globals)];
    const region = canvas.getByRole('region', { name: title });
    await expect(region).toHaveClass('tabib-empty-state', 'my-empty', 'my-empty--noResults');
    await expect(getComputedStyle(region).borderTopColor).toBe('rgb(123, 31, 162)');
    await expect(region.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};
