import { describe, expect, it } from 'vitest';
import { tunisCalendarDate } from './tunisCalendar';
import { formatTunisRange, tunisClock, tunisMidnight } from './tunisAgenda';
import { formatTunisInstant, previousDay, tunisDay, type TunisInstantStyle } from './tunisTime';

describe('tunisDay', () => {
  it('is the day in Africa/Tunis (UTC+1), not in UTC', () => {
    expect(tunisDay('2026-03-01T22:59:59Z')).toBe('2026-03-01');
    expect(tunisDay('2026-03-01T23:00:00Z')).toBe('2026-03-02');
    expect(tunisDay(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    expect(tunisDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(tunisDay(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
    expect(tunisDay('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    expect(tunisDay('2026-11-21T22:59:00.000Z')).toBe('2026-11-21');
  });

  it('agrees with the calendar date of @internationalized/date', () => {
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const instant = Date.UTC(2026, 0, 1) + hour * 3_600_000;
      expect(tunisDay(instant)).toBe(tunisCalendarDate(instant).toString());
    }
  });
});

describe('previousDay', () => {
  it('steps back over months, years and leap days', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });
});

describe('tunisMidnight', () => {
  it('is the instant a Tunis day starts (UTC+1), as an ISO UTC string', () => {
    expect(tunisMidnight('2026-11-22')).toBe('2026-11-21T23:00:00.000Z');
    expect(tunisMidnight('2027-01-01')).toBe('2026-12-31T23:00:00.000Z');
  });

  it('follows the rules of the day: Tunisia kept summer time (UTC+2) in 2008', () => {
    expect(tunisMidnight('2008-07-07')).toBe('2008-07-06T22:00:00.000Z');
  });
});

describe('tunisClock', () => {
  it('is the Tunis wall-clock time, HH:MM on a 24-hour clock', () => {
    expect(tunisClock('2025-03-03T08:30:00Z')).toBe('09:30');
    expect(tunisClock('2025-03-03T13:05:00Z')).toBe('14:05');
    expect(tunisClock('2026-12-31T23:30:00Z')).toBe('00:30');
  });
});

describe('formatTunisInstant: the app’s styles, in Africa/Tunis, in the language tag given', () => {
  // Monday 3 March 2025, 09:30 in Tunis.
  const instant = '2025-03-03T08:30:00Z';
  const all = (style: TunisInstantStyle) =>
    (['fr', 'en', 'ar'] as const).map((locale) => formatTunisInstant(instant, locale, style));

  it('writes dates', () => {
    expect(all('date')).toEqual(['3 mars 2025', 'Mar 3, 2025', '03\u200f/03\u200f/2025']);
    expect(all('longDate')).toEqual(['3 mars 2025', 'March 3, 2025', '3 مارس 2025']);
  });

  it('writes dates and times, on the language’s clock unless the style is 24-hour', () => {
    expect(all('dateTime')).toEqual([
      '3 mars 2025, 09:30',
      'Mar 3, 2025, 9:30 AM',
      '03\u200f/03\u200f/2025، 9:30 ص',
    ]);
    expect(all('longDateTime')).toEqual([
      '3 mars 2025 à 09:30',
      'March 3, 2025 at 9:30 AM',
      '3 مارس 2025 في 9:30 ص',
    ]);
    expect(all('fullDateTime')).toEqual([
      'lundi 3 mars 2025 à 09:30',
      'Monday, March 3, 2025 at 9:30 AM',
      'الاثنين، 3 مارس 2025 في 9:30 ص',
    ]);
    expect(all('fullDateTime24')).toEqual([
      'lundi 3 mars 2025 à 09:30',
      'Monday, March 3, 2025 at 09:30',
      'الاثنين، 3 مارس 2025 في 09:30',
    ]);
    expect(all('time24')).toEqual(['09:30', '09:30', '09:30']);
  });

  it('takes the Tunis day, not the UTC one', () => {
    expect(formatTunisInstant('2026-12-31T23:30:00Z', 'fr', 'longDate')).toBe('1 janvier 2027');
  });
});

describe('formatTunisRange', () => {
  it('writes both ends in Tunis time, short', () => {
    const range = (locale: string) =>
      formatTunisRange('2025-03-03T08:30:00Z', '2025-03-05T17:00:00Z', locale);
    expect([range('fr'), range('en'), range('ar')]).toEqual([
      '03/03/2025 09:30 – 05/03/2025 18:00',
      '3/3/25, 9:30 AM – 3/5/25, 6:00 PM',
      '3\u200f/3\u200f/2025، 9:30 ص – 5\u200f/3\u200f/2025، 6:00 م',
    ]);
  });
});
