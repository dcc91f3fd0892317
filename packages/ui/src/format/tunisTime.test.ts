import { describe, expect, it } from 'vitest';
import { tunisCalendarDate } from './tunisCalendar';
import { previousDay, tunisDay } from './tunisTime';

describe('tunisDay', () => {
  it('is the day in Africa/Tunis (UTC+1), not in UTC', () => {
    expect(tunisDay('2026-03-01T22:59:59Z')).toBe('2026-03-01');
    expect(tunisDay('2026-03-01T23:00:00Z')).toBe('2026-03-02');
    expect(tunisDay(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
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
