import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, storyLocale, type LocaleArgs } from '../stories/storyLocale';
import { Stat, type StatProps } from './Stat';
import * as StatParts from './parts';

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

/** The trend words of the parts' stories in each locale. */
const TREND = {
  fr: { up: 'En hausse', down: 'En baisse' },
  en: { up: 'Up', down: 'Down' },
  ar: { up: 'ارتفاع', down: 'انخفاض' },
};

/** The parts in a consumer's plain markup: the value first, then what it counts. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <StatParts.Root delta={-0.3} lowerIsBetter>
      <StatParts.Value value={7} />
      <StatParts.Label>Patients absents</StatParts.Label>
      <StatParts.Trend>
        <StatParts.TrendContext>sur 30 jours</StatParts.TrendContext>
      </StatParts.Trend>
    </StatParts.Root>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('group', { name: 'Patients absents' });
    await expect(tile).toHaveAttribute('data-trend', 'down');
    await expect(tile).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText(TREND[storyLocale(globals)].down)).toBeInTheDocument();
  },
};

/** The consumer's classes from the tone, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`
        .my-tile { padding: 16px; border-radius: 16px; background: #f4f4f4; }
        .my-delta--negative { color: #b00020; }
        .my-delta--positive { color: #1e6b3a; }
      `}</style>
      <StatParts.Root delta={0.2} lowerIsBetter className="my-tile">
        <StatParts.Label>Annulations</StatParts.Label>
        <StatParts.Value value={18} />
        <StatParts.Trend className={({ tone }) => `my-delta my-delta--${tone}`} />
      </StatParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const tile = canvas.getByRole('group', { name: 'Annulations' });
    await expect(tile).toHaveAttribute('data-tone', 'negative');
    const delta = canvas.getByText(TREND[storyLocale(globals)].up).parentElement as HTMLElement;
    await expect(delta).toHaveClass('tabib-stat__delta', 'my-delta', 'my-delta--negative');
    await expect(getComputedStyle(delta).color).toBe('rgb(176, 0, 32)');
  },
};
