import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import { RelativeTime } from './RelativeTime';
import * as RelativeTimeParts from './parts';

// Stories use a fixed "now" so their text never changes: 3 March 2025, 11:00 in Tunis.
const NOW = Date.parse('2025-03-03T10:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const meta = {
  title: 'Product/RelativeTime',
  component: RelativeTime,
  args: { now: NOW, date: NOW - 5 * MINUTE },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = {
  args: { date: NOW - 20_000 },
  play: async ({ canvasElement, globals }) => {
    const text = { fr: 'maintenant', en: 'just now', ar: 'الآن' }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
export const Minutes: Story = {
  args: { date: NOW - 5 * MINUTE },
  play: async ({ canvasElement, globals }) => {
    const text = { fr: 'Il y a 5 minutes', en: '5 minutes ago', ar: 'منذ 5 دقائق' }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
export const OneHour: Story = {
  args: { date: NOW - HOUR },
  play: async ({ canvasElement, globals }) => {
    const text = { fr: 'Il ya 1 heure', en: '1 hour ago', ar: 'منذ ساعة واحدة' }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
export const Hours: Story = { args: { date: NOW - 5 * HOUR } };
export const Yesterday: Story = {
  args: { date: NOW - 26 * HOUR },
  play: async ({ canvasElement, globals }) => {
    const text = { fr: 'hier', en: 'yesterday', ar: 'أمس' }[storyLocale(globals)];
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
export const Older: Story = { args: { date: NOW - 6 * 24 * HOUR } };
export const English: Story = { args: { date: NOW - 2 * HOUR }, globals: { locale: 'en' } };

export const MinutesRTL: Story = {
  args: { date: NOW - 2 * MINUTE },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('منذ دقيقتين')).toBeVisible();
  },
};
export const OlderRTL: Story = { args: { date: NOW - 6 * 24 * HOUR }, globals: { locale: 'ar' } };

const FIVE_MINUTES = { fr: 'Il y a 5 minutes', en: '5 minutes ago', ar: 'منذ 5 دقائق' };

/** The part through the consumer's own element (asChild), which shows the relative text. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: () => (
    <p>
      Publié{' '}
      <RelativeTimeParts.Root date={NOW - 5 * MINUTE} now={NOW} asChild>
        <time data-testid="when" />
      </RelativeTimeParts.Root>
    </p>
  ),
  play: async ({ canvasElement, globals }) => {
    const time = within(canvasElement).getByTestId('when');
    await expect(time).toHaveTextContent(FIVE_MINUTES[storyLocale(globals)]);
    await expect(time).toHaveAttribute('dateTime', new Date(NOW - 5 * MINUTE).toISOString());
  },
};

/** The consumer's classes from the state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: () => (
    <>
      <style>{`.my-time--fixed { color: #7b1fa2; font-style: italic; }`}</style>
      <RelativeTimeParts.Root
        date={NOW - 5 * MINUTE}
        now={NOW}
        className={({ live }) => (live ? 'my-time--live' : 'my-time--fixed')}
      />
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const time = within(canvasElement).getByText(FIVE_MINUTES[storyLocale(globals)]);
    await expect(time).toHaveClass('tabib-relative-time', 'my-time--fixed');
    await expect(getComputedStyle(time).fontStyle).toBe('italic');
  },
};
