import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryLink } from '../stories/StoryLink';
import { storyLocale } from '../stories/storyLocale';
import { AvailabilityStrip } from './AvailabilityStrip';
import * as AvailabilityStripParts from './parts';

// Tuesday 4 to Saturday 8 March 2025 in Tunis (UTC+1).
const DAYS = [
  {
    day: '2025-03-04',
    count: 9,
    slots: ['2025-03-04T10:00:00Z', '2025-03-04T10:30:00Z', '2025-03-04T13:00:00Z', '2025-03-04T13:30:00Z'],
  },
  { day: '2025-03-05', count: 2, slots: ['2025-03-05T08:00:00Z', '2025-03-05T13:00:00Z'] },
  { day: '2025-03-06', count: 0, slots: [] },
  { day: '2025-03-07', count: 1, slots: ['2025-03-07T07:30:00Z'] },
  { day: '2025-03-08', count: 0, slots: [] },
];

const meta = {
  title: 'Product/AvailabilityStrip',
  component: AvailabilityStrip,
  args: {
    days: DAYS,
    slotHref: (slot: string) => `/reservation?doctor=d1&slot=${encodeURIComponent(slot)}`,
    moreSlotsHref: '/doctor-profile?id=d1#creneaux',
    linkComponent: createStoryLink(),
  },
  decorators: [
    (Story) => (
      // a 360 px phone less the page's and the card's padding
      <div style={{ maxInlineSize: '18.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvailabilityStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const TEXT = {
  fr: {
    group: 'Disponibilités des 5 prochains jours',
    slot: 'mer. 5 mars 09:00',
    more: 'Plus de créneaux',
    none: 'Aucun créneau',
  },
  en: {
    group: 'Availability over the next 5 days',
    slot: 'Wed 5 Mar 09:00',
    more: 'More slots',
    none: 'No slots',
  },
  ar: {
    group: 'المواعيد المتاحة في الأيام الخمسة القادمة',
    slot: 'الأربعاء، 5 مارس 09:00',
    more: 'مواعيد أخرى',
    none: 'لا مواعيد',
  },
};

export const NextFiveDays: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = TEXT[storyLocale(globals)];
    const strip = within(canvasElement).getByRole('group', { name: text.group });
    await expect(within(strip).getByRole('link', { name: text.slot })).toHaveAttribute(
      'href',
      '/reservation?doctor=d1&slot=2025-03-05T08%3A00%3A00Z',
    );
    // Only Tuesday has more slots than it shows.
    const more = within(strip).getAllByRole('link', { name: text.more });
    await expect(more).toHaveLength(1);
    await expect(more[0]).toHaveAttribute('href', '/doctor-profile?id=d1#creneaux');
    await expect(within(strip).getAllByText(text.none)).toHaveLength(2);
  },
};

export const FullForFiveDays: Story = {
  args: {
    days: DAYS.map((day) => ({ ...day, count: 0, slots: [] })),
    nextSlot: '2025-03-11T08:00:00Z',
  },
};

export const SlotsAsText: Story = { args: { slotHref: undefined, moreSlotsHref: undefined } };

export const English: Story = { globals: { locale: 'en' } };

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('group', { name: TEXT.ar.group });
    await expect(strip).toHaveAttribute('dir', 'rtl');
    await expect(within(strip).getByText('الثلاثاء')).toBeVisible();
    await expect(within(strip).getByText('9 مواعيد')).toBeVisible();
  },
};

/** The parts in plain markup: each day a column with its own heading, the slots as a plain list. */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => (
    <AvailabilityStripParts.Root
      days={args.days}
      slotHref={args.slotHref}
      moreSlotsHref={args.moreSlotsHref}
      linkComponent={args.linkComponent}
    >
      <AvailabilityStripParts.Title />
      <AvailabilityStripParts.Days>
        {(day) => (
          <AvailabilityStripParts.Day day={day}>
            <AvailabilityStripParts.DayName>
              {({ weekday, date }) => `${weekday} ${date}`}
            </AvailabilityStripParts.DayName>
            <AvailabilityStripParts.Slots />
            <AvailabilityStripParts.Count />
          </AvailabilityStripParts.Day>
        )}
      </AvailabilityStripParts.Days>
    </AvailabilityStripParts.Root>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = TEXT[storyLocale(globals)];
    const strip = within(canvasElement).getByRole('group', { name: text.group });
    const days = strip.querySelectorAll('li[data-empty]');
    await expect(days).toHaveLength(2);
    await expect(within(strip).getByRole('link', { name: text.slot })).toHaveAttribute('data-linked', '');
    // "more slots" was left out of this layout
    await expect(within(strip).queryAllByRole('link', { name: text.more })).toHaveLength(0);
  },
};

/** The consumer's classes from each day's state, styled by the story's own CSS. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => (
    <>
      <style>{`
        .my-days { display: flex; gap: 4px; list-style: none; padding: 0; margin: 0; }
        .my-day { flex: 1; padding: 4px; border-radius: 6px; background: rgb(230, 240, 246); }
        .my-day--empty { background: transparent; outline: 1px dashed rgb(11, 95, 138); }
        .my-slot { display: block; color: rgb(11, 95, 138); font-weight: 700; }
      `}</style>
      <AvailabilityStripParts.Root
        days={args.days}
        slotHref={args.slotHref}
        moreSlotsHref={args.moreSlotsHref}
        linkComponent={args.linkComponent}
      >
        <AvailabilityStripParts.Title />
        <AvailabilityStripParts.Days className="my-days">
          {(day) => (
            <AvailabilityStripParts.Day
              day={day}
              className={({ empty }) => (empty ? 'my-day my-day--empty' : 'my-day')}
            >
              <AvailabilityStripParts.DayName />
              <AvailabilityStripParts.Count />
              <AvailabilityStripParts.Slots>
                {(slot) => (
                  <li>
                    <AvailabilityStripParts.Slot slot={slot} className="my-slot" />
                  </li>
                )}
              </AvailabilityStripParts.Slots>
              <AvailabilityStripParts.More />
            </AvailabilityStripParts.Day>
          )}
        </AvailabilityStripParts.Days>
      </AvailabilityStripParts.Root>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = TEXT[storyLocale(globals)];
    const strip = within(canvasElement).getByRole('group', { name: text.group });
    const empty = strip.querySelector('li[data-empty]') as HTMLElement;
    await expect(empty).toHaveClass('tabib-availability__day my-day my-day--empty', { exact: true });
    await expect(getComputedStyle(empty).outlineStyle).toBe('dashed');
    // keyboard only: Tab reaches the first slot, then the next ones in reading order
    await userEvent.tab();
    await expect(strip.querySelector('a.my-slot')).toHaveFocus();
    await expect(within(strip).getByRole('link', { name: text.more })).toHaveAttribute('aria-describedby');
  },
};
