import { parseDate, type CalendarDate } from '@internationalized/date';
import { tunisCalendarDate } from '../format/tunisCalendar';
import { toDate } from '../format/tunisTime';

/** Slots grouped by their calendar day in Africa/Tunis (`YYYY-MM-DD`), each day's slots in time order. */
export function slotsByTunisDay(slots: readonly string[]): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  const ordered = [...slots].sort((a, b) => toDate(a).getTime() - toDate(b).getTime());
  for (const slot of ordered) {
    const day = tunisCalendarDate(slot).toString();
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

/**
 * The day the picker opens on: the day of the chosen slot, else the first day from `minDate` on that has
 * slots, else `minDate` itself.
 */
export function initialDay(
  byDay: ReadonlyMap<string, string[]>,
  minDate: CalendarDate,
  value?: string | null,
): CalendarDate {
  if (value) return tunisCalendarDate(value);
  // `YYYY-MM-DD` strings sort in date order
  const firstDay = [...byDay.keys()].sort().find((day) => day >= minDate.toString());
  return firstDay ? parseDate(firstDay) : minDate;
}
