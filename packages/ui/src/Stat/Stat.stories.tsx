import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { Stat, type StatProps } from './Stat';

const meta = {
  title: 'Product/Stat',
  component: Stat,
  args: { label: 'Rendez-vous ce mois-ci', value: 1234 },
  parameters: {
    localeArgs: {
      en: { label: 'Appointments this month' },
      ar: { label: 'المواعيد هذا الشهر' },
    } satisfies LocaleArgs<StatProps>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValueOnly: Story = {};

export const Rising: Story = {
  args: { delta: 0.125, deltaContext: 'par rapport au mois dernier' },
  parameters: {
    localeArgs: {
      en: { deltaContext: 'compared with last month' },
      ar: { deltaContext: 'مقارنة بالشهر الماضي' },
    } satisfies LocaleArgs<StatProps>,
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const trend = { fr: 'En hausse', en: 'Up', ar: 'ارتفاع' }[storyLocale(context.globals)];
    const { label, deltaContext } = localizedArgs(context);
    const tile = canvas.getByRole('group', { name: label as string });
    await expect(tile).toHaveAttribute('data-trend', 'up');
    await expect(tile).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText(trend)).toBeInTheDocument();
    await expect(tile).toHaveTextContent(deltaContext as string);
  },
};

/** More cancellations is bad news: the rise is shown in the negative tone. */
export const RisingButBad: Story = {
  args: { label: 'Annulations', value: 18, delta: 0.2, lowerIsBetter: true, deltaContext: 'sur 30 jours' },
  parameters: {
    localeArgs: {
      en: { label: 'Cancellations', deltaContext: 'over 30 days' },
      ar: { label: 'الإلغاءات', deltaContext: 'خلال 30 يومًا' },
    } satisfies LocaleArgs<StatProps>,
  },
};

export const Falling: Story = {
  args: { label: 'Patients absents', value: 7, delta: -0.3, lowerIsBetter: true },
  parameters: {
    localeArgs: {
      en: { label: 'Missed appointments' },
      ar: { label: 'المرضى الغائبون' },
    } satisfies LocaleArgs<StatProps>,
  },
};

export const Unchanged: Story = {
  args: { label: 'Questions ouvertes', value: 12, delta: 0 },
  parameters: {
    localeArgs: {
      en: { label: 'Open questions' },
      ar: { label: 'الأسئلة المفتوحة' },
    } satisfies LocaleArgs<StatProps>,
  },
};

export const Currency: Story = {
  args: {
    label: 'Honoraires encaissés',
    value: 5430.5,
    formatOptions: { style: 'currency', currency: 'TND' },
    description: 'Paiements en ligne confirmés',
  },
  parameters: {
    localeArgs: {
      en: { label: 'Fees received', description: 'Confirmed online payments' },
      ar: { label: 'الأتعاب المحصّلة', description: 'المدفوعات الإلكترونية المؤكدة' },
    } satisfies LocaleArgs<StatProps>,
  },
};

export const CountDelta: Story = {
  args: {
    label: 'Nouveaux patients',
    value: 42,
    delta: 5,
    deltaFormatOptions: {},
    deltaContext: 'cette semaine',
  },
  parameters: {
    localeArgs: {
      en: { label: 'New patients', deltaContext: 'this week' },
      ar: { label: 'المرضى الجدد', deltaContext: 'هذا الأسبوع' },
    } satisfies LocaleArgs<StatProps>,
  },
};

export const RisingRTL: Story = { ...Rising, globals: { locale: 'ar' } };
