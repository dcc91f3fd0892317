import { dateTimeFormat } from './intlFormats';

/*
 * Calendar days — a working day, a statistic's day or month, the span of an agenda — written in a
 * language tag (react-intl's `intl.locale`), with that language's own CLDR forms as the app's instants
 * (tunisTime.ts). A day (`YYYY-MM-DD`) is not an instant: it is read and written in UTC, so no time
 * zone moves it to the day before or after.
 */

const dayStyles = {
  /** `lundi`: a weekday's name. */
  weekday: { weekday: 'long' },
  /** `lundi 2 mars`: a day of a calendar. */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  /** `2 mars`: a chart's day. */
  dayMonth: { day: 'numeric', month: 'short' },
  /** `2 mars 2026`, `Mar 2, 2026`. */
  date: { dateStyle: 'medium' },
  /** `lundi 2 mars 2026`: one day's agenda. */
  fullDate: { dateStyle: 'full' },
  /** `mars 2026`: a month's agenda. */
  monthYear: { month: 'long', year: 'numeric' },
  /** `mars 2026`, `Mar 2026`: a chart's month. */
  shortMonthYear: { month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type CalendarDayStyle = keyof typeof dayStyles;

const dayFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(locale, { ...options, timeZone: 'UTC' });

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A `YYYY-MM-DD` day in one of the app's styles, in `locale`. */
export function formatCalendarDay(day: string, locale: string, style: CalendarDayStyle): string {
  return dayFormat(locale, dayStyles[style]).format(utcDate(day));
}

/** From one day to another (`YYYY-MM-DD`, both included), long dates, shared parts written once. */
export function formatCalendarDayRange(first: string, last: string, locale: string): string {
  return dayFormat(locale, { dateStyle: 'long' }).formatRange(utcDate(first), utcDate(last));
}

/** A weekday's name in `locale`: 0 (or 7) = Sunday, 1 = Monday … 6 = Saturday (2024-01-07 was a Sunday). */
export function formatWeekday(weekday: number, locale: string): string {
  return dayFormat(locale, dayStyles.weekday).format(new Date(Date.UTC(2024, 0, 7 + (weekday % 7))));
}
