import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryLink } from '../stories/StoryLink';
import { storyLocale } from '../stories/storyLocale';
import { AvailabilityStrip } from './AvailabilityStrip';

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
