import { toDate, tunisDay } from '../format/tunisTime';

// Days as `YYYY-MM-DD` strings: the picker's parts count them in UTC (calendarDays.ts), no date library.

/** Slots grouped by their calendar day in Africa/Tunis (`YYYY-MM-DD`), each day's slots in time order. */
export function slotsByTunisDay(slots: readonly string[]): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  const ordered = [...slots].sort((a, b) => toDate(a).getTime() - toDate(b).getTime());
  for (const slot of ordered) {
    const day = tunisDay(slot);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

/**
 * The day the picker opens on (`YYYY-MM-DD`): the day of the chosen slot, else the first day from
 * `minDate` on that has slots, else `minDate` itself.
 */
export function initialDay(
  byDay: ReadonlyMap<string, string[]>,
  minDate: string,
  value?: string | null,
): string {
  if (value) return tunisDay(value);
  // `YYYY-MM-DD` strings sort in date order
  return [...byDay.keys()].sort().find((day) => day >= minDate) ?? minDate;
}
