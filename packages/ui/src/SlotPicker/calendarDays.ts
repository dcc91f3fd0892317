import { dateTimeFormat } from '../format/intlFormats';

// The calendar's days as `YYYY-MM-DD` strings, counted in UTC so that no time zone moves them (the days
// themselves are Africa/Tunis's, from slotDays.ts): what the parts needed of @internationalized/date.

/** A day of the calendar as `Days` gives it to `Day`: `toString()` is `YYYY-MM-DD`. */
export interface SlotPickerDate {
  readonly year: number;
  /** 1 – 12 */
  readonly month: number;
  readonly day: number;
  toString(): string;
}

const DAY_MS = 86_400_000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(time(day) + days * DAY_MS);

/** The same day `months` later, or the month's last day when it is shorter (31 January + 1 = 28 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 + months, Math.min(date, last)));
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Tunisia in every language. */
export const weekdayOf = (day: string) => (new Date(time(day)).getUTCDay() + 6) % 7;

export const clampDay = (day: string, min: string, max: string | undefined) =>
  day < min ? min : max !== undefined && day > max ? max : day;

/** The month's last day. */
export const monthEnd = (first: string) => addDays(addMonths(first, 1), -1);

/** Whether the month of `day` holds the first bookable day (previous) or the last (next). */
export function monthEdges(day: string, min: string, max: string | undefined) {
  const first = `${day.slice(0, 8)}01`;
  return { previous: addDays(first, -1) < min, next: max !== undefined && addDays(monthEnd(first), 1) > max };
}

/** The weeks shown for a month (`YYYY-MM-01`), Monday to Sunday, with the days of the months around. */
export function weeksOf(first: string): string[][] {
  const start = addDays(first, -weekdayOf(first));
  const count = Math.ceil((weekdayOf(first) + Number(monthEnd(first).slice(8))) / 7);
  return Array.from({ length: count }, (_, week) =>
    Array.from({ length: 7 }, (__, index) => addDays(start, week * 7 + index)),
  );
}

export function calendarDate(day: string): SlotPickerDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date, toString: () => day };
}

/** A day written in `locale` (an Intl tag) with `options`, read in UTC. */
export const formatDay = (day: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(time(day));
