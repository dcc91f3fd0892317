import type { ComponentPropsWithRef } from 'react';

import type { SlotPickerLabels } from './messages';
import { Calendar, Grid, Month, Root, Times } from './parts';
import type { VisibleRange } from './VisibleRangeReporter';

export interface SlotPickerProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** Free slots as ISO 8601 UTC instants (their start); shown on their day and time in Africa/Tunis. */
  slots: readonly string[];
  /** The chosen slot (ISO instant), if any. */
  value?: string | null;
  /** Called with the slot's ISO instant when the patient picks a time. Changing day does not call it. */
  onChange: (slot: string) => void;
  /**
   * An instant whose day the picker opens on while no slot is chosen, e.g. the date of the rdv being
   * moved; without it, the first day with a slot.
   */
  openOn?: string;
  /**
   * First bookable day, `YYYY-MM-DD`.
   * @default today in Africa/Tunis
   */
  minDate?: string;
  /** Last bookable day, `YYYY-MM-DD`. */
  maxDate?: string;
  /**
   * Extra days to grey out (`YYYY-MM-DD`), e.g. holidays. Days without any slot are greyed anyway,
   * except while `loading`.
   */
  isDateUnavailable?: (date: string) => boolean;
  /** Called on mount and on every month change with the days shown (`YYYY-MM-DD`): fetch their slots. */
  onVisibleRangeChange?: (range: VisibleRange) => void;
  /** Slots are being fetched: days are not greyed, the list says so and is `aria-busy`. */
  loading?: boolean;
  /** Overrides of the built-in labels (defaults: `slotPickerMessages`, in the provider's locale). */
  labels?: Partial<SlotPickerLabels>;
}

/**
 * Picks an rdv's slot: a month calendar (arrow keys move by day and week, Page Up/Down by
 * month, Enter picks the day) and that day's free times as a radio group (arrow keys move and pick).
 * Times are shown in Africa/Tunis on a 24-hour clock; month and day names follow the locale
 * (`ar` is `ar-TN`: Tunisian month names, Latin digits, right to left).
 *
 * It opens on the day of `value`, else of `openOn`, else on the first day from `minDate` on that has a slot. Slots usually
 * arrive after the first render (the caller fetches them once `onVisibleRangeChange` says which month is
 * shown): when `slots` first turns from empty to non-empty, the picker moves to the first day with a slot,
 * unless a `value` or `openOn` is set or the patient has already picked a day. The calendar's keyboard focus moves
 * there too, unless the patient has already moved it (arrow keys, month buttons): it is never taken from
 * under them. Later changes of `slots` (another month, a refetch) keep the chosen day.
 *
 * The picker composed of its parts (`SlotPickerParts`: `Root`, `Calendar`, `Times`…) in the kit's layout;
 * compose the parts yourself for another one.
 *
 * Data attributes: presence-only `data-loading=""` on the root; `data-selected`,
 * `data-unavailable`, `data-disabled`, `data-outside-month` on calendar cells and `data-selected` on times.
 */
export function SlotPicker(props: SlotPickerProps) {
  return (
    <Root {...props}>
      <Calendar>
        <Month />
        <Grid />
      </Calendar>
      <Times />
    </Root>
  );
}
