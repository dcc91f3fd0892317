import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import { SlotPicker, type SlotPickerProps } from './SlotPicker';

/** Free slots in March 2025 (Tunis is UTC+1): Tue 4, Wed 5, Fri 7 and Mon 10 March. */
const SLOTS = [
  '2025-03-04T08:00:00Z', // 09:00
  '2025-03-04T08:30:00Z', // 09:30
  '2025-03-04T09:00:00Z', // 10:00
  '2025-03-04T13:00:00Z', // 14:00
  '2025-03-05T07:30:00Z', // 08:30
  '2025-03-05T10:00:00Z', // 11:00
  '2025-03-07T14:00:00Z', // 15:00
  '2025-03-10T08:00:00Z', // 09:00
];

/** Keeps the chosen slot in state, as the booking page would, and reports changes to the spy. */
function StatefulSlotPicker(props: SlotPickerProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <SlotPicker
      {...props}
      value={value}
      onChange={(slot) => {
        setValue(slot);
        props.onChange(slot);
      }}
    />
  );
}

/** How long the stories' pretend API takes to answer with the month's slots. */
const SLOTS_DELAY_MS = 300;

/** Passes no slot (loading) until the pretend API answers, as the app does while it fetches the month. */
function FetchedSlotPicker({ slots, ...props }: SlotPickerProps) {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), SLOTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <StatefulSlotPicker {...props} slots={arrived ? slots : []} loading={!arrived} />;
}

const meta = {
  title: 'Product/SlotPicker',
  component: SlotPicker,
  render: (args) => <StatefulSlotPicker {...args} />,
  args: { slots: SLOTS, minDate: '2025-03-03', onChange: fn(), onVisibleRangeChange: fn() },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADING = { fr: 'Chargement des créneaux…', en: 'Loading times…', ar: 'جارٍ تحميل المواعيد…' };

const TIMES_OF_4_MARCH = {
  fr: 'Créneaux du mardi 4 mars',
  en: 'Times on Tuesday 4 March',
  ar: 'المواعيد المتاحة يوم الثلاثاء، 4 مارس',
};

const TIMES_OF_5_MARCH = {
  fr: 'Créneaux du mercredi 5 mars',
  en: 'Times on Wednesday 5 March',
  ar: 'المواعيد المتاحة يوم الأربعاء، 5 مارس',
};

/**
 * Keyboard only: Tab to the calendar (on the first day with slots, 4 March), the arrow towards the
 * reading direction to 5 March, Enter to pick it, Tab to its times, ArrowDown to pick 11:00.
 */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(args.onVisibleRangeChange).toHaveBeenCalledWith({ start: '2025-03-01', end: '2025-03-31' });

    await userEvent.tab(); // next month (previous is disabled: March holds minDate)
    await userEvent.tab(); // the grid, on the selected day
    const active = () => canvasElement.ownerDocument.activeElement;
    await expect(active()?.textContent).toBe('4');
    await userEvent.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(active()?.textContent).toBe('5');
    await userEvent.keyboard('{Enter}');

    const times = canvas.getByRole('radiogroup', { name: TIMES_OF_5_MARCH[locale] });
    await expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['08:30', '11:00']);
    await userEvent.tab();
    await expect(within(times).getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-05T10:00:00Z');
    await expect(within(times).getAllByRole('radio')[1]).toBeChecked();
  },
};

/** Days without slots are greyed (unavailable); the next month is asked for when shown. */
export const UnavailableDaysAndNextMonth: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    const cell = (day: string) =>
      within(grid)
        .getAllByRole('button')
        .find((button) => button.textContent === day && !button.hasAttribute('data-outside-month'));
    await expect(cell('6')).toHaveAttribute('data-unavailable', 'true');
    await expect(cell('7')).not.toHaveAttribute('data-unavailable');
    await expect(cell('2')).toHaveAttribute('data-disabled', 'true');
    const [, next] = canvasElement.querySelectorAll<HTMLElement>('.tabib-slot-picker__month-button');
    await userEvent.click(next as HTMLElement);
    await expect(args.onVisibleRangeChange).toHaveBeenLastCalledWith({
      start: '2025-04-01',
      end: '2025-04-30',
    });
  },
};

export const WithChosenSlot: Story = { args: { value: '2025-03-05T07:30:00Z' } };

export const Loading: Story = {
  args: { slots: [], loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(LOADING[storyLocale(globals)]);
  },
};

/**
 * The slots arrive after the calendar, as from the API: it opens on 3 March (minDate) while loading, then
 * moves to 4 March, the first day with slots, and Tab into the grid lands there.
 */
export const SlotsArriveLater: Story = {
  render: (args) => <FetchedSlotPicker {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(LOADING[locale]);
    await expect(canvasElement.querySelector('.tabib-slot-picker__day[data-selected]')?.textContent).toBe(
      '3',
    );

    const times = await canvas.findByRole(
      'radiogroup',
      { name: TIMES_OF_4_MARCH[locale] },
      { timeout: 3000 },
    );
    await expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['09:00', '09:30', '10:00', '14:00']);
    await expect(canvasElement.querySelector('.tabib-slot-picker__day[data-selected]')?.textContent).toBe(
      '4',
    );
    await userEvent.tab(); // next month (previous is disabled: March holds minDate)
    await userEvent.tab(); // the grid, on the day it moved to
    await expect(canvasElement.ownerDocument.activeElement?.textContent).toBe('4');
  },
};

export const NoSlotsThatDay: Story = {
  args: { slots: [] },
  play: async ({ canvasElement, globals }) => {
    const noSlots = {
      fr: 'Aucun créneau disponible ce jour.',
      en: 'No time available on this day.',
      ar: 'لا توجد مواعيد متاحة في هذا اليوم.',
    };
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(noSlots[storyLocale(globals)]);
  },
};

/** A holiday given by the caller is greyed even though it has slots. */
export const WithHoliday: Story = { args: { isDateUnavailable: (date) => date === '2025-03-10' } };

export const English: Story = { globals: { locale: 'en' } };

export const PickWithKeyboardRTL: Story = { ...PickWithKeyboard, globals: { locale: 'ar' } };
