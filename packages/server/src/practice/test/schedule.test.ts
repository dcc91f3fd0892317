import { describe, expect, it } from 'vitest';
import { assertValidSchedule, scheduleProblems } from '../working-hours-data.js';
import { DomainError } from '../../platform/errors.js';

const interval = (start: string, end: string) => ({ start, end });

describe('scheduleProblems', () => {
  it('accepts separate and touching intervals, and the end of the day', () => {
    expect(
      scheduleProblems({
        schedule: [
          { day: 1, intervals: [interval('08:30', '13:00'), interval('13:00', '19:00')] },
          { day: 2, intervals: [interval('15:00', '24:00'), interval('08:00', '12:00')] },
        ],
      }),
    ).toEqual([]);
  });

  it('refuses an interval that does not end after it starts', () => {
    expect(scheduleProblems({ schedule: [{ day: 3, intervals: [interval('12:00', '12:00')] }] })).toEqual([
      'Day 3: 12:00–12:00 does not end after it starts.',
    ]);
    expect(scheduleProblems({ schedule: [{ day: 0, intervals: [interval('18:00', '09:00')] }] })).toEqual([
      'Day 0: 18:00–09:00 does not end after it starts.',
    ]);
  });

  it('refuses overlapping intervals, also across two entries of one day', () => {
    expect(
      scheduleProblems({
        schedule: [
          { day: 4, intervals: [interval('09:00', '12:00')] },
          { day: 4, intervals: [interval('11:30', '14:00')] },
        ],
      }),
    ).toEqual(['Day 4: 09:00–12:00 overlaps 11:30–14:00.']);
  });

  it('refuses an absence that ends before it starts', () => {
    expect(
      scheduleProblems({
        schedule: [],
        absences: [{ start: '2026-12-02T08:00:00.000Z', end: '2026-12-01T08:00:00.000Z' }],
      }),
    ).toEqual(['Absence 2026-12-02T08:00:00.000Z–2026-12-01T08:00:00.000Z does not end after it starts.']);
  });

  it('throws 422 INVALID_SCHEDULE with every problem', () => {
    const attempt = () =>
      assertValidSchedule({
        schedule: [
          {
            day: 5,
            intervals: [interval('10:00', '09:00'), interval('08:00', '11:00'), interval('10:30', '12:00')],
          },
        ],
      });
    expect(attempt).toThrow(DomainError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'INVALID_SCHEDULE',
        status: 422,
        message: 'Day 5: 10:00–09:00 does not end after it starts.',
        details: {
          problems: [
            'Day 5: 10:00–09:00 does not end after it starts.',
            'Day 5: 08:00–11:00 overlaps 10:30–12:00.',
          ],
        },
      });
    }
  });
});
