import type { Rdv } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import { calendarDays, leadingBlanks } from './calendarDays';

const rdv = (id: string, date: string) => ({ _id: id, date }) as Rdv;

describe('calendar days in Africa/Tunis', () => {
  const hours = {
    schedule: [
      {
        day: 1,
        intervals: [
          { start: '14:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
      },
      { day: 2, intervals: [{ start: '09:00', end: '13:00' }] },
    ],
    absences: [
      { _id: 'a1', start: '2026-11-17T23:00:00.000Z', end: '2026-11-18T23:00:00.000Z', reason: null },
    ],
  };

  it('gives each day its weekday intervals in time order, and closed days none', () => {
    const [monday, tuesday, wednesday] = calendarDays(['2026-11-16', '2026-11-17', '2026-11-18'], hours, []);
    expect(monday?.weekday).toBe(1);
    expect(monday?.intervals).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(tuesday?.intervals).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(wednesday?.intervals).toEqual([]);
  });

  it('shows an absence only on the Tunis days it overlaps', () => {
    const days = calendarDays(['2026-11-17', '2026-11-18', '2026-11-19'], hours, []);
    expect(days.map((day) => day.absences.length)).toEqual([0, 1, 0]);
  });

  it('puts an rdv on its Tunis day, in time order', () => {
    const rdvs = [
      rdv('late', '2026-11-16T15:00:00Z'),
      rdv('night', '2026-11-15T23:30:00Z'),
      rdv('early', '2026-11-16T08:00:00Z'),
    ];
    const [monday] = calendarDays(['2026-11-16'], null, rdvs);
    expect(monday?.rdvs.map((item) => item._id)).toEqual(['night', 'early', 'late']);
    expect(monday?.intervals).toEqual([]);
  });

  it('starts a month grid on Monday', () => {
    expect(leadingBlanks('2026-11-01')).toBe(6); // a Sunday
    expect(leadingBlanks('2026-06-01')).toBe(0); // a Monday
  });
});
