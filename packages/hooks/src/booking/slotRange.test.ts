import { describe, expect, it } from 'vitest';

import { addDays, futurePart, monthOf, restOfMonth, slotRequestRanges } from './slotRange';

describe('the days a slot picker shows', () => {
  it('starts with the rest of the month, then moves by whole months (leap years included)', () => {
    expect(restOfMonth('2028-02-17')).toEqual({ start: '2028-02-17', end: '2028-02-29' });
    expect(monthOf('2028-02-17', 1)).toEqual({ start: '2028-03-01', end: '2028-03-31' });
    expect(monthOf('2028-01-31', -1)).toEqual({ start: '2027-12-01', end: '2027-12-31' });
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('never asks for past days', () => {
    expect(futurePart({ start: '2026-11-01', end: '2026-11-30' }, '2026-11-28')).toEqual({
      start: '2026-11-28',
      end: '2026-11-30',
    });
    expect(futurePart({ start: '2026-10-01', end: '2026-10-31' }, '2026-11-28')).toBeNull();
    expect(slotRequestRanges({ start: '2026-10-01', end: '2026-10-31' }, '2026-11-28')).toEqual([]);
  });

  it('asks 31 days at most per request', () => {
    expect(slotRequestRanges({ start: '2026-12-01', end: '2027-02-05' }, '2026-11-28')).toEqual([
      { start: '2026-12-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-01-31' },
      { start: '2027-02-01', end: '2027-02-05' },
    ]);
  });
});
