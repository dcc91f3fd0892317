import { dateTimeFormat } from './intlFormats';
import { TUNIS_TIME_ZONE, toDate, type Instant } from './tunisTime';

// Apart from tunisTime.ts, which the first page of a site loads: what only agendas, working hours and
// files need of Tunis time stays out of it.

const tunisWallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TUNIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** Minutes Africa/Tunis is ahead of UTC at `instant`, from Intl's zone rules (no offset written here). */
function tunisOffsetMinutes(instant: Date): number {
  const parts = tunisWallClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant Tunis time reaches midnight starting `day` (`YYYY-MM-DD`), as an ISO UTC string. */
export function tunisMidnight(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = tunisOffsetMinutes(new Date(utcMidnight - 12 * 3_600_000));
  return new Date(utcMidnight - offset * 60_000).toISOString();
}

const tunisClockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TUNIS_TIME_ZONE,
});

/** `HH:MM` of an instant in Africa/Tunis, in Latin digits whatever the language: what files and spreadsheets sort. */
export function tunisClock(instant: Instant): string {
  const parts = tunisClockFormat.formatToParts(toDate(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('hour')}:${part('minute')}`;
}

/** From one instant to another in Africa/Tunis, short dates and times, shared parts written once, in `locale`. */
export function formatTunisRange(start: Instant, end: Instant, locale: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TUNIS_TIME_ZONE,
  }).formatRange(toDate(start), toDate(end));
}
