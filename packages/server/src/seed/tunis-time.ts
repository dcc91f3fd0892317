import { DAY_MS, civilDateOf, zonedTimeToUtc } from '../booking/zoned-time.js';

/** Working hours are wall-clock times in Africa/Tunis (docs/decisions/001); rdvs are stored in UTC. */
export const tunisTimeZone = 'Africa/Tunis';

const civilDate = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const isoDay = (civil: number): string => new Date(civil).toISOString().slice(0, 10);

/** The Tunis calendar day of an instant, 'YYYY-MM-DD'. */
export function tunisDay(instant: Date): string {
  return isoDay(civilDateOf(tunisTimeZone, instant.getTime()));
}

/** The UTC instant of a Tunis wall-clock time: tunisInstant('2026-11-23', '08:30') → 07:30Z. */
export function tunisInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(zonedTimeToUtc(tunisTimeZone, civilDate(day), hours * 60 + minutes));
}

/** The day `days` after `day` (both 'YYYY-MM-DD'), and its weekday (0 = Sunday). */
export function addDays(day: string, days: number): { day: string; weekday: number } {
  const civil = civilDate(day) + days * DAY_MS;
  return { day: isoDay(civil), weekday: new Date(civil).getUTCDay() };
}
