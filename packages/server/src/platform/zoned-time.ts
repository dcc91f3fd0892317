// The server's one time-zone module. Wall-clock ↔ UTC conversion through Intl's time-zone data, so a
// change of Tunisia's rules (it kept summer time in 2005–2008) is honoured without touching code: no
// offset is written here.

import { TUNIS_TIME_ZONE } from '@tabib/contract';

/**
 * The practice's zone (the contract's): working hours are wall-clock times in it, instants are stored in
 * UTC and shown in it (docs/decisions/001, docs/design.md "Booking"). Every part of the server names it
 * through here.
 */
export { TUNIS_TIME_ZONE };

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant, as if that reading were a UTC instant (ms). */
function wallClockMs(timeZone: string, instantMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The offset read from Intl for one instant: one `formatToParts` call. */
function offsetFromIntl(timeZone: string, instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(timeZone, wholeSecond) - wholeSecond;
}

const HOUR_MS = 60 * MINUTE_MS;
const OFFSET_CACHE_SIZE = 100_000;
/** Per zone: UTC hour number → the offset that holds during that whole hour. */
const hourOffsets = new Map<string, Map<number, number>>();

/**
 * Offset of the zone from UTC at an instant, in ms (Africa/Tunis today: +3,600,000). Slot generation
 * asks this for every day of every doctor, and `formatToParts` is slow, so the offset is cached per
 * UTC hour — but only for an hour whose first and last second have the same offset (no change of
 * rules inside it); an hour with a change is read from Intl each time, so the answer is always Intl's.
 */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  let offsets = hourOffsets.get(timeZone);
  if (offsets === undefined) {
    offsets = new Map();
    hourOffsets.set(timeZone, offsets);
  }
  const hour = Math.floor(instantMs / HOUR_MS);
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const atStart = offsetFromIntl(timeZone, hour * HOUR_MS);
  const atEnd = offsetFromIntl(timeZone, (hour + 1) * HOUR_MS - 1000);
  if (atStart !== atEnd) return offsetFromIntl(timeZone, instantMs);
  if (offsets.size >= OFFSET_CACHE_SIZE) offsets.clear();
  offsets.set(hour, atStart);
  return atStart;
}

/** The civil date (as the UTC midnight ms of that date) on which an instant falls in the zone. */
export function civilDateOf(timeZone: string, instantMs: number): number {
  const wall = instantMs + zoneOffsetMs(timeZone, instantMs);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

const midnights = new Map<string, number>();
const MIDNIGHT_CACHE_SIZE = 10_000;

/** The UTC instant of a civil date's local midnight; cached, since every doctor shares the same days. */
function localMidnight(timeZone: string, civilDate: number): number {
  const key = `${timeZone} ${civilDate}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    instant = zonedTimeToUtc(timeZone, civilDate, 0);
    if (midnights.size >= MIDNIGHT_CACHE_SIZE) midnights.clear();
    midnights.set(key, instant);
  }
  return instant;
}

/**
 * Converts wall-clock minutes of one civil date to UTC instants. On the usual day, one offset
 * holds from midnight to midnight and each time is simple addition; on the day of a summer-time
 * change every time is converted on its own.
 */
export function dayClock(timeZone: string, civilDate: number): (minutes: number) => number {
  const start = localMidnight(timeZone, civilDate);
  const next = localMidnight(timeZone, civilDate + DAY_MS);
  if (next - start === DAY_MS) return (minutes) => start + minutes * MINUTE_MS;
  return (minutes) => zonedTimeToUtc(timeZone, civilDate, minutes);
}

/**
 * The UTC instant of a wall-clock time: `civilDate` (UTC midnight ms of the date) plus `minutes`
 * since local midnight. Across a summer-time change the offset is re-read at the candidate, so
 * times on either side come out right; a time skipped by the change maps past the gap.
 */
export function zonedTimeToUtc(timeZone: string, civilDate: number, minutes: number): number {
  const wall = civilDate + minutes * MINUTE_MS;
  const firstGuess = wall - zoneOffsetMs(timeZone, wall);
  const offset = zoneOffsetMs(timeZone, firstGuess);
  return wall - offset;
}

/**
 * The instants that bound whole civil days `fromDay` … `toDay` (inclusive, `YYYY-MM-DD`) in the
 * zone: `from` is the first day's local midnight, `to` the local midnight after the last day. This
 * is how `GET /v1/doctors/{id}/slots?from=&to=` (days, inclusive) becomes `computeFreeSlots` input.
 */
export function civilDaysRange(timeZone: string, fromDay: string, toDay: string): { from: Date; to: Date } {
  const dayStart = (day: string) => {
    const date = Date.parse(`${day}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date)) throw new RangeError(`Invalid day "${day}"`);
    return date;
  };
  return {
    from: new Date(zonedTimeToUtc(timeZone, dayStart(fromDay), 0)),
    to: new Date(zonedTimeToUtc(timeZone, dayStart(toDay) + DAY_MS, 0)),
  };
}

/** The civil day (`YYYY-MM-DD`) on which an instant falls in the zone. */
export function civilDayOf(timeZone: string, instant: Date): string {
  return new Date(civilDateOf(timeZone, instant.getTime())).toISOString().slice(0, 10);
}

/** The civil day `days` after `day` (`YYYY-MM-DD`; negative: before). */
export function shiftCivilDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Tunis calendar day of an instant, 'YYYY-MM-DD'. */
export function tunisDay(instant: Date): string {
  return civilDayOf(TUNIS_TIME_ZONE, instant);
}

/** The UTC instant of a Tunis wall-clock time: tunisInstant('2026-11-23', '08:30') → 07:30Z. */
export function tunisInstant(day: string, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(zonedTimeToUtc(TUNIS_TIME_ZONE, Date.parse(`${day}T00:00:00Z`), hours * 60 + minutes));
}

/** The day `days` after `day` (both 'YYYY-MM-DD'), and its weekday (0 = Sunday). */
export function addDays(day: string, days: number): { day: string; weekday: number } {
  const shifted = shiftCivilDay(day, days);
  return { day: shifted, weekday: new Date(`${shifted}T00:00:00Z`).getUTCDay() };
}

const tunisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TUNIS_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * An instant as a French reader reads a date and time in Tunisia, e.g. « mercredi 4 mars 2026 à 09:00 »:
 * what e-mails and payment pages say (French, the product's default language, requirements §9).
 */
export function formatTunisDateTime(instant: Date | string): string {
  return tunisDateTime.format(new Date(instant));
}
