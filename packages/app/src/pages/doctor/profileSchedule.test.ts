import { describe, expect, it } from 'vitest';

import { weekOf } from './profileSchedule';

describe('weekOf (working hours per weekday, WorkingDay.day 0 = Sunday)', () => {
  it('lists the 7 days Monday first, days without hours closed, intervals in time order', () => {
    const week = weekOf([
      { day: 0, intervals: [] },
      {
        day: 1,
        intervals: [
          { start: '14:00', end: '18:00' },
          { start: '08:00', end: '12:00' },
        ],
      },
      { day: 6, intervals: [{ start: '09:00', end: '13:00' }] },
    ]);
    expect(week.map((entry) => entry.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]!.intervals).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(week[1]!.intervals).toEqual([]);
    expect(week[5]!.intervals).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(week[6]!.intervals).toEqual([]);
  });
});
