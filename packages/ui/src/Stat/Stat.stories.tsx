import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import { Stat } from './Stat';

const meta = {
  title: 'Product/Stat',
  component: Stat,
  args: { label: 'Rendez-vous ce mois-ci', value: 1234 },
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trend = { fr: 'En hausse', en: 'Up', ar: 'ارتفاع' }[storyLocale(globals)];
    const tile = canvas.getByRole('group', { name: 'Rendez-vous ce mois-ci' });
    await expect(tile).toHaveAttribute('data-trend', 'up');
    await expect(tile).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText(trend)).toBeInTheDocument();
  },
};

/** More cancellations is bad news: the rise is shown in the negative tone. */
export const RisingButBad: Story = {
  args: { label: 'Annulations', value: 18, delta: 0.2, lowerIsBetter: true, deltaContext: 'sur 30 jours' },
};

export const Falling: Story = {
  args: { label: 'Patients absents', value: 7, delta: -0.3, lowerIsBetter: true },
};

export const Unchanged: Story = { args: { label: 'Questions ouvertes', value: 12, delta: 0 } };

export const Currency: Story = {
  args: {
    label: 'Honoraires encaissés',
    value: 5430.5,
    formatOptions: { style: 'currency', currency: 'TND' },
    description: 'Paiements en ligne confirmés',
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
};

export const RisingRTL: Story = {
  args: { label: 'المواعيد هذا الشهر', value: 1234, delta: 0.125, deltaContext: 'مقارنة بالشهر الماضي' },
  globals: { locale: 'ar' },
};
