import { describe, expect, it } from 'vitest';

import { currentMonthRange, slotRangeOf, weekOf } from './profileSchedule';

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

describe('slot ranges (Africa/Tunis days)', () => {
  it('opens on today to the end of the month', () => {
    expect(currentMonthRange('2026-11-22')).toEqual({ start: '2026-11-22', end: '2026-11-30' });
    expect(currentMonthRange('2028-02-03')).toEqual({ start: '2028-02-03', end: '2028-02-29' });
  });

  it('never asks for past days', () => {
    expect(slotRangeOf({ start: '2026-11-01', end: '2026-11-30' }, '2026-11-22')).toEqual({
      start: '2026-11-22',
      end: '2026-11-30',
    });
    expect(slotRangeOf({ start: '2026-12-01', end: '2026-12-31' }, '2026-11-22')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    expect(slotRangeOf({ start: '2026-10-01', end: '2026-10-31' }, '2026-11-22')).toBeNull();
  });
});
