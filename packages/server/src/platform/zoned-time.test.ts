import { describe, expect, it } from 'vitest';
import {
  civilDateOf,
  civilDaysRange,
  dayClock,
  formatTunisDateTime,
  zonedTimeToUtc,
  zoneOffsetMs,
} from './zoned-time';

const HOUR = 3_600_000;
const day = (text: string) => Date.parse(`${text}T00:00:00Z`);

describe('wall clock ↔ UTC through the time-zone rules', () => {
  it('Africa/Tunis is UTC+1 in 2026 and was UTC+2 in the summer of 2008', () => {
    expect(zoneOffsetMs('Africa/Tunis', Date.parse('2026-11-23T12:00:00Z'))).toBe(HOUR);
    expect(zoneOffsetMs('Africa/Tunis', Date.parse('2026-07-01T12:00:00Z'))).toBe(HOUR);
    expect(zoneOffsetMs('Africa/Tunis', Date.parse('2008-07-07T12:00:00Z'))).toBe(2 * HOUR);
  });

  it('08:30 on Monday 2026-11-23 in Tunis is 07:30 UTC', () => {
    expect(new Date(zonedTimeToUtc('Africa/Tunis', day('2026-11-23'), 8 * 60 + 30)).toISOString()).toBe(
      '2026-11-23T07:30:00.000Z',
    );
  });

  it('the civil date of an instant is the date in the zone, not in UTC', () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Tunis.
    expect(civilDateOf('Africa/Tunis', Date.parse('2026-11-22T23:30:00Z'))).toBe(day('2026-11-23'));
    expect(civilDateOf('Africa/Tunis', Date.parse('2026-11-22T22:59:59Z'))).toBe(day('2026-11-22'));
  });

  it('converts each time on its own on the day of a summer-time change (Europe/Paris, 2026-03-29)', () => {
    const clock = dayClock('Europe/Paris', day('2026-03-29'));
    expect(new Date(clock(60)).toISOString()).toBe('2026-03-29T00:00:00.000Z'); // 01:00 CET
    expect(new Date(clock(4 * 60)).toISOString()).toBe('2026-03-29T02:00:00.000Z'); // 04:00 CEST
    const usual = dayClock('Europe/Paris', day('2026-03-30'));
    expect(new Date(usual(4 * 60)).toISOString()).toBe('2026-03-30T02:00:00.000Z');
  });
});

describe('civilDaysRange turns inclusive days into instants', () => {
  it('from the first local midnight to the midnight after the last day', () => {
    expect(civilDaysRange('Africa/Tunis', '2026-11-23', '2026-11-29')).toEqual({
      from: new Date('2026-11-22T23:00:00.000Z'),
      to: new Date('2026-11-29T23:00:00.000Z'),
    });
  });

  it('refuses what is not a day', () => {
    expect(() => civilDaysRange('Africa/Tunis', '2026-11-31x', '2026-12-01')).toThrow(RangeError);
    expect(() => civilDaysRange('Africa/Tunis', '2026-13-01', '2026-12-01')).toThrow(RangeError);
  });
});

describe('the per-hour offset cache answers as Intl does', () => {
  it('on both sides of a summer-time change, asked in any order (Europe/Paris, 2026-03-29 01:00 UTC)', () => {
    const change = Date.parse('2026-03-29T01:00:00Z');
    // The hour after the change first, so a wrongly cached hour would leak into the hour before.
    expect(zoneOffsetMs('Europe/Paris', change + 30 * 60_000)).toBe(2 * HOUR);
    expect(zoneOffsetMs('Europe/Paris', change - 1000)).toBe(HOUR);
    expect(zoneOffsetMs('Europe/Paris', change)).toBe(2 * HOUR);
    expect(zoneOffsetMs('Europe/Paris', change - 30 * 60_000)).toBe(HOUR);
    expect(zoneOffsetMs('Europe/Paris', change - 1000)).toBe(HOUR);
  });

  it('in a zone whose change falls inside a UTC hour (Asia/Kolkata, UTC+5:30, 1942-09-01)', () => {
    // India moved from UTC+5:30 to UTC+6:30 on 1942-09-01 at 00:00 local, i.e. 18:30 UTC.
    const change = Date.parse('1942-08-31T18:30:00Z');
    expect(zoneOffsetMs('Asia/Kolkata', change - 1000)).toBe(5.5 * HOUR);
    expect(zoneOffsetMs('Asia/Kolkata', change)).toBe(6.5 * HOUR);
    expect(zoneOffsetMs('Asia/Kolkata', change - 1000)).toBe(5.5 * HOUR);
  });
});

describe('formatTunisDateTime: instants in Africa/Tunis, in French', () => {
  it('writes the day, the date and the Tunis wall-clock time', () => {
    expect(formatTunisDateTime('2026-03-04T08:00:00.000Z')).toBe('mercredi 4 mars 2026 à 09:00');
    // 23:30 UTC is already the next day in Tunis.
    expect(formatTunisDateTime('2026-12-31T23:30:00.000Z')).toBe('vendredi 1 janvier 2027 à 00:30');
  });
});
