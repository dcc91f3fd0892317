import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../stories/storyLocale';
import * as SlotPickerParts from './parts';
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
    // Reported from an effect, which may run after the play function starts on a busy machine.
    await waitFor(() =>
      expect(args.onVisibleRangeChange).toHaveBeenCalledWith({ start: '2025-03-01', end: '2025-03-31' }),
    );

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

/** Keeps the chosen slot for the parts' stories, as the booking page would. */
function usePickedSlot(onChange: (slot: string) => void) {
  const [value, setValue] = useState<string | null>(null);
  return {
    value,
    onChange: (slot: string) => {
      setValue(slot);
      onChange(slot);
    },
  };
}

/** The parts in plain markup: the calendar as the kit lays it out, the times in the page's own section. */
function UnstyledParts(args: SlotPickerProps) {
  const picked = usePickedSlot(args.onChange);
  return (
    <SlotPickerParts.Root {...args} {...picked}>
      <SlotPickerParts.Calendar>
        <SlotPickerParts.Month />
        <SlotPickerParts.Grid />
      </SlotPickerParts.Calendar>
      <section>
        <h3>
          <SlotPickerParts.DayTitle asChild>
            <span />
          </SlotPickerParts.DayTitle>
        </h3>
        <SlotPickerParts.Status />
        <SlotPickerParts.SlotList />
      </section>
    </SlotPickerParts.Root>
  );
}

/**
 * Parts — unstyled: the kit's parts in the page's own markup, keyboard only as in `PickWithKeyboard`;
 * the chosen time is marked `data-selected`.
 */
export const PartsUnstyled: Story = {
  name: 'Parts — unstyled',
  render: (args) => <UnstyledParts {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await userEvent.tab(); // next month (previous is disabled: March holds minDate)
    await userEvent.tab(); // the grid, on the first day with slots
    const active = () => canvasElement.ownerDocument.activeElement;
    await expect(active()?.textContent).toBe('4');
    await userEvent.keyboard(locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('h3 span')).toHaveTextContent(TIMES_OF_5_MARCH[locale]);
    const times = canvas.getByRole('radiogroup', { name: TIMES_OF_5_MARCH[locale] });
    await expect(times.closest('section')).not.toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-05T10:00:00Z');
    const labels = within(times)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label') as HTMLElement);
    await expect(labels.map((label) => label.hasAttribute('data-selected'))).toEqual([false, true]);
  },
};

const CUSTOM_CSS = `
.booking { display: grid; gap: 1rem; grid-template-columns: auto minmax(12rem, 1fr); align-items: start; }
.booking-card { padding: 1rem; border: 2px solid #0f766e; border-radius: 1rem; }
.booking-day--none { opacity: 0.45; }
.booking-day--on { outline: 3px solid #0f766e; }
.booking-slot { display: inline-block; margin: 0.25rem; padding: 0.25rem 0.75rem; border: 1px solid #0f766e; border-radius: 999px; }
.booking-slot--on { background: #0f766e; color: #fff; }
`;

/** The consumer's classes from the parts' state, and the times in the consumer's own card. */
function CustomClassParts(args: SlotPickerProps) {
  const picked = usePickedSlot(args.onChange);
  return (
    <>
      <style>{CUSTOM_CSS}</style>
      <SlotPickerParts.Root {...args} {...picked} className="booking">
        <SlotPickerParts.Calendar>
          <SlotPickerParts.Month />
          <SlotPickerParts.Grid>
            <SlotPickerParts.DayHeaders />
            <SlotPickerParts.Days>
              {(date) => (
                <SlotPickerParts.Day
                  date={date}
                  className={({ selected, unavailable }) =>
                    selected ? 'booking-day--on' : unavailable ? 'booking-day--none' : undefined
                  }
                />
              )}
            </SlotPickerParts.Days>
          </SlotPickerParts.Grid>
        </SlotPickerParts.Calendar>
        <SlotPickerParts.Times asChild>
          <article className="booking-card">
            <SlotPickerParts.DayTitle />
            <SlotPickerParts.Status />
            <SlotPickerParts.SlotList>
              {(slot) => (
                <SlotPickerParts.Slot
                  value={slot}
                  className={({ selected }) => (selected ? 'booking-slot booking-slot--on' : 'booking-slot')}
                />
              )}
            </SlotPickerParts.SlotList>
          </article>
        </SlotPickerParts.Times>
      </SlotPickerParts.Root>
    </>
  );
}

/** Parts — custom classes: a click on 14:00 gives it the consumer's "on" class; slotless days get theirs. */
export const PartsCustomClasses: Story = {
  name: 'Parts — custom classes',
  render: (args) => <CustomClassParts {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('article.booking-card') as HTMLElement;
    await expect(card).toHaveClass('tabib-slot-picker__times');
    const times = within(card).getByRole('radiogroup', { name: TIMES_OF_4_MARCH[storyLocale(globals)] });
    const grid = canvas.getByRole('grid');
    const sixth = within(grid)
      .getAllByRole('button')
      .find((button) => button.textContent === '6' && !button.hasAttribute('data-outside-month'));
    await expect(sixth).toHaveClass('booking-day--none');
    await userEvent.click(within(times).getByText('14:00'));
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-04T13:00:00Z');
    const chosen = within(times).getByText('14:00').closest('label') as HTMLElement;
    await expect(chosen).toHaveClass('booking-slot--on');
    await expect(chosen).toHaveAttribute('data-selected', 'true');
  },
};
