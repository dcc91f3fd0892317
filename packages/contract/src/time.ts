/** Tabib stores instants in UTC and shows them, and reads working hours, in Tunisia's time zone. */
export const TUNIS_TIME_ZONE = 'Africa/Tunis';

const tunisDayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TUNIS_TIME_ZONE,
});

/**
 * The day (`YYYY-MM-DD`) an instant — a `Date`, epoch milliseconds or an ISO 8601 string — falls on in
 * Africa/Tunis, with `Intl` alone.
 */
export function tunisDay(instant: Date | number | string): string {
  const parts = tunisDayFormat.formatToParts(instant instanceof Date ? instant : new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
