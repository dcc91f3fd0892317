import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFreeSlots,
  isBookableSlot,
  type SlotWorkingHours,
  type TimeRange,
  type WorkingDay,
} from './slots';

const TUNIS = 'Africa/Tunis';
const weekdays = (intervals: WorkingDay['intervals'], days = [1, 2, 3, 4, 5]): WorkingDay[] =>
  days.map((day) => ({ day, intervals }));

function hours(schedule: WorkingDay[], extra: Partial<SlotWorkingHours> = {}): SlotWorkingHours {
  return { timezone: TUNIS, slotMinutes: 30, schedule, absences: [], ...extra };
}

const mondayMorning = hours([{ day: 1, intervals: [{ start: '08:00', end: '10:00' }] }]);
const monday = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-24T00:00:00Z') };
const longAgo = new Date('2026-11-01T00:00:00Z');

describe('free slots = working hours − absences − active rdvs − past, in Africa/Tunis, as UTC', () => {
  it('Monday 2026-11-23 08:00–10:00 Tunis with 30 min slots', () => {
    expect(computeFreeSlots({ workingHours: mondayMorning, booked: [], ...monday, now: longAgo })).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T07:30:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
  });

  it('an absence removes the slots it overlaps (08:45–09:15 Tunis removes 08:30 and 09:00)', () => {
    const workingHours = {
      ...mondayMorning,
      absences: [{ start: '2026-11-23T07:45:00Z', end: '2026-11-23T08:15:00Z' }],
    };
    expect(computeFreeSlots({ workingHours, booked: [], ...monday, now: longAgo })).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
  });

  it('a booked 08:30 removes that slot only', () => {
    const booked = [{ start: new Date('2026-11-23T07:30:00Z'), end: new Date('2026-11-23T08:00:00Z') }];
    expect(computeFreeSlots({ workingHours: mondayMorning, booked, ...monday, now: longAgo })).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
  });

  it('slots before now (plus the lead time) are gone', () => {
    const now = new Date('2026-11-23T07:10:00Z'); // 08:10 Tunis
    expect(computeFreeSlots({ workingHours: mondayMorning, booked: [], ...monday, now })).toEqual([
      '2026-11-23T07:30:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
    expect(
      computeFreeSlots({ workingHours: mondayMorning, booked: [], ...monday, now, minLeadMinutes: 60 }),
    ).toEqual(['2026-11-23T08:30:00.000Z']);
  });

  it('returns slot starts in [from, to)', () => {
    const slots = computeFreeSlots({
      workingHours: mondayMorning,
      booked: [],
      from: new Date('2026-11-23T07:30:00Z'),
      to: new Date('2026-11-23T08:30:00Z'),
      now: longAgo,
    });
    expect(slots).toEqual(['2026-11-23T07:30:00.000Z', '2026-11-23T08:00:00.000Z']);
  });

  it('a 45 min visit type on a 15 min grid returns only starts whose whole visit fits', () => {
    const workingHours = { ...mondayMorning, slotMinutes: 15 };
    expect(
      computeFreeSlots({ workingHours, visitDurationMinutes: 45, booked: [], ...monday, now: longAgo }),
    ).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T07:15:00.000Z',
      '2026-11-23T07:30:00.000Z',
      '2026-11-23T07:45:00.000Z',
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:15:00.000Z', // 09:15–10:00 Tunis, the last that fits
    ]);
    // An rdv 08:30–08:45 Tunis blocks every 45 min start that would overlap it.
    const booked = [{ start: '2026-11-23T07:30:00Z', end: '2026-11-23T07:45:00Z' }];
    expect(
      computeFreeSlots({ workingHours, visitDurationMinutes: 45, booked, ...monday, now: longAgo }),
    ).toEqual(['2026-11-23T07:45:00.000Z', '2026-11-23T08:00:00.000Z', '2026-11-23T08:15:00.000Z']);
  });

  it('spans days and weeks: two weeks of Mon–Fri 08–12 and 14–17, Saturday 08–12, Sunday off', () => {
    const workingHours = hours([
      ...weekdays([
        { start: '14:00', end: '17:00' },
        { start: '08:00', end: '12:00' },
      ]),
      { day: 6, intervals: [{ start: '08:00', end: '12:00' }] },
    ]);
    const slots = computeFreeSlots({
      workingHours,
      booked: [],
      from: new Date('2026-11-20T23:00:00Z'), // Saturday 21 November, 00:00 Tunis
      to: new Date('2026-12-04T23:00:00Z'), // Saturday 5 December, 00:00 Tunis
      now: longAgo,
    });
    expect(slots).toHaveLength(10 * 14 + 2 * 8);
    expect(slots[0]).toBe('2026-11-21T07:00:00.000Z');
    expect(slots.at(-1)).toBe('2026-12-04T15:30:00.000Z');
    expect(slots.filter((s) => s.startsWith('2026-11-22') || s.startsWith('2026-11-29'))).toEqual([]);
    expect(slots.filter((s) => s.startsWith('2026-11-23'))).toEqual(
      [
        ...['07:00', '07:30', '08:00', '08:30', '09:00', '09:30', '10:00', '10:30'],
        ...['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'],
      ].map((t) => `2026-11-23T${t}:00.000Z`),
    );
    expect([...slots].sort()).toEqual(slots);
  });

  it('stops after `limit` slots, as a search result needs only the next few', () => {
    const week = hours(weekdays([{ start: '08:00', end: '12:00' }]));
    const next = computeFreeSlots({
      workingHours: week,
      booked: [],
      ...monday,
      to: new Date('2026-12-31T00:00:00Z'),
      now: longAgo,
      limit: 3,
    });
    expect(next).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T07:30:00.000Z',
      '2026-11-23T08:00:00.000Z',
    ]);
    expect(computeFreeSlots({ workingHours: week, booked: [], ...monday, now: longAgo, limit: 0 })).toEqual(
      [],
    );
  });

  it('merges overlapping intervals of a day instead of repeating slots', () => {
    const workingHours = hours([
      {
        day: 1,
        intervals: [
          { start: '08:00', end: '09:00' },
          { start: '08:30', end: '09:30' },
        ],
      },
    ]);
    expect(computeFreeSlots({ workingHours, booked: [], ...monday, now: longAgo })).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-23T07:30:00.000Z',
      '2026-11-23T08:00:00.000Z',
    ]);
  });

  it('reads the offset from the time-zone rules, not a constant (Tunisia kept summer time in 2008)', () => {
    const slots = computeFreeSlots({
      workingHours: mondayMorning,
      booked: [],
      from: new Date('2008-07-07T00:00:00Z'),
      to: new Date('2008-07-08T00:00:00Z'),
      now: new Date('2008-01-01T00:00:00Z'),
    });
    expect(slots[0]).toBe('2008-07-07T06:00:00.000Z');
  });

  it('follows a summer-time change inside the range (Europe/Paris, 29 March 2026)', () => {
    const slots = computeFreeSlots({
      workingHours: { ...mondayMorning, timezone: 'Europe/Paris' },
      booked: [],
      from: new Date('2026-03-23T00:00:00Z'),
      to: new Date('2026-03-31T00:00:00Z'),
      now: new Date('2026-03-01T00:00:00Z'),
    });
    // 08:00–10:00 Paris: UTC+1 the Monday before the change, UTC+2 the Monday after.
    expect(slots).toEqual([
      ...['07:00', '07:30', '08:00', '08:30'].map((t) => `2026-03-23T${t}:00.000Z`),
      ...['06:00', '06:30', '07:00', '07:30'].map((t) => `2026-03-30T${t}:00.000Z`),
    ]);
  });

  it('computes 14 days of a busy 15-minute agenda (speed is measured by pnpm bench:api, not here)', () => {
    const workingHours = hours(
      weekdays([
        { start: '08:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ]),
      { slotMinutes: 15 },
    );
    const booked: TimeRange[] = Array.from({ length: 60 }, (_, i) => {
      const start = Date.parse('2026-11-23T07:00:00Z') + i * 5 * 3_600_000;
      return { start: new Date(start), end: new Date(start + 15 * 60_000) };
    });
    const input = {
      workingHours,
      booked,
      from: new Date('2026-11-22T23:00:00Z'),
      to: new Date('2026-12-06T23:00:00Z'),
      now: longAgo,
    };
    expect(computeFreeSlots(input).length).toBeGreaterThan(300);
  });
});

describe('isBookableSlot: the checks a booking must pass (the database decides "taken")', () => {
  const workingHours = hours(
    weekdays([
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ]),
    { absences: [{ start: '2026-11-24T07:00:00Z', end: '2026-11-24T11:00:00Z' }] },
  );
  const check = (
    start: string,
    extra: { now?: Date; visitDurationMinutes?: number; minLeadMinutes?: number } = {},
  ) => isBookableSlot({ workingHours, start: new Date(start), now: extra.now ?? longAgo, ...extra });

  it('accepts a slot on the grid inside working hours', () => {
    expect(check('2026-11-23T07:00:00.000Z')).toEqual({ bookable: true });
    expect(check('2026-11-23T15:30:00.000Z')).toEqual({ bookable: true }); // 16:30–17:00 Tunis
  });

  it('SLOT_IN_PAST before now plus the lead time', () => {
    const now = new Date('2026-11-23T07:10:00Z');
    expect(check('2026-11-23T07:00:00.000Z', { now })).toEqual({ bookable: false, reason: 'SLOT_IN_PAST' });
    expect(check('2026-11-23T07:30:00.000Z', { now, minLeadMinutes: 30 })).toEqual({
      bookable: false,
      reason: 'SLOT_IN_PAST',
    });
    expect(check('2026-11-23T07:30:00.000Z', { now, minLeadMinutes: 20 })).toEqual({ bookable: true });
  });

  it('SLOT_OUT_OF_HOURS outside the intervals, on a day off, or when the visit does not fit', () => {
    const outOfHours = { bookable: false, reason: 'SLOT_OUT_OF_HOURS' };
    expect(check('2026-11-23T11:00:00.000Z')).toEqual(outOfHours); // 12:00 Tunis, lunch
    expect(check('2026-11-23T06:30:00.000Z')).toEqual(outOfHours); // 07:30 Tunis
    expect(check('2026-11-22T09:00:00.000Z')).toEqual(outOfHours); // Sunday
    expect(check('2026-11-23T10:30:00.000Z', { visitDurationMinutes: 45 })).toEqual(outOfHours); // 11:30 + 45 min
  });

  it('SLOT_NOT_ON_GRID between slot starts', () => {
    const offGrid = { bookable: false, reason: 'SLOT_NOT_ON_GRID' };
    expect(check('2026-11-23T07:10:00.000Z')).toEqual(offGrid);
    expect(check('2026-11-23T07:00:30.000Z')).toEqual(offGrid);
  });

  it('SLOT_IN_ABSENCE during an absence', () => {
    expect(check('2026-11-24T08:00:00.000Z')).toEqual({ bookable: false, reason: 'SLOT_IN_ABSENCE' });
    expect(check('2026-11-24T13:00:00.000Z')).toEqual({ bookable: true });
  });
});

// The property test's oracle: Tunisia is UTC+1 all year in 2026–2027 (no summer time since 2009),
// and it walks every grid point of every day naively.
const TUNIS_OFFSET_MS = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

interface Generated {
  workingHours: SlotWorkingHours;
  visitDurationMinutes: number;
  booked: { start: Date; end: Date }[];
  from: Date;
  to: Date;
  now: Date;
  minLeadMinutes: number;
}

const generated: fc.Arbitrary<Generated> = fc
  .record({
    slotMinutes: fc.constantFrom(10, 15, 20, 30, 60),
    visitSlots: fc.integer({ min: 1, max: 4 }),
    days: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 6 }),
        intervals: fc.array(fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 1, max: 12 })), {
          maxLength: 3,
        }),
      }),
      { maxLength: 8 },
    ),
    fromMinute: fc.integer({ min: 0, max: 20 * 24 * 60 }),
    spanMinutes: fc.integer({ min: 1, max: 14 * 24 * 60 }),
    nowMinute: fc.integer({ min: -3 * 24 * 60, max: 35 * 24 * 60 }),
    minLeadMinutes: fc.integer({ min: 0, max: 180 }),
    absences: fc.array(
      fc.tuple(fc.integer({ min: 0, max: 36 * 24 * 60 }), fc.integer({ min: 1, max: 3000 })),
      {
        maxLength: 4,
      },
    ),
    booked: fc.array(fc.tuple(fc.integer({ min: 0, max: 36 * 24 * 60 }), fc.integer({ min: 1, max: 120 })), {
      maxLength: 25,
    }),
  })
  .map((g) => {
    const base = Date.parse('2026-11-16T00:00:00Z');
    const at = (minute: number) => new Date(base + minute * MINUTE);
    // Intervals start on the grid (units of slotMinutes, at most 24:00), as a doctor's settings would.
    const toTime = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const schedule = g.days.map(({ day, intervals }) => ({
      day,
      intervals: intervals.map(([startUnit, lengthUnits]) => {
        const start = Math.min(startUnit * g.slotMinutes, 24 * 60 - g.slotMinutes);
        return { start: toTime(start), end: toTime(Math.min(24 * 60, start + lengthUnits * g.slotMinutes)) };
      }),
    }));
    return {
      workingHours: {
        timezone: TUNIS,
        slotMinutes: g.slotMinutes,
        schedule,
        absences: g.absences.map(([start, length]) => ({ start: at(start), end: at(start + length) })),
      },
      visitDurationMinutes: g.slotMinutes * g.visitSlots,
      booked: g.booked.map(([start, length]) => ({ start: at(start), end: at(start + length) })),
      from: at(g.fromMinute),
      to: at(g.fromMinute + g.spanMinutes),
      now: at(g.nowMinute),
      minLeadMinutes: g.minLeadMinutes,
    };
  });

function mergedBlocks(workingHours: SlotWorkingHours, weekday: number): [number, number][] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const spans = workingHours.schedule
    .filter((d) => d.day === weekday)
    .flatMap((d) => d.intervals.map((i): [number, number] => [toMinutes(i.start), toMinutes(i.end)]))
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of spans) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

function oracle(input: Generated): string[] {
  const duration = input.visitDurationMinutes * MINUTE;
  const earliest = Math.max(input.from.getTime(), input.now.getTime() + input.minLeadMinutes * MINUTE);
  const busy = [...input.workingHours.absences, ...input.booked].map((r) => [
    new Date(r.start).getTime(),
    new Date(r.end).getTime(),
  ]);
  const result: string[] = [];
  const firstDay = Math.floor((input.from.getTime() + TUNIS_OFFSET_MS) / DAY) * DAY;
  for (let day = firstDay; day - TUNIS_OFFSET_MS < input.to.getTime(); day += DAY) {
    for (const [start, end] of mergedBlocks(input.workingHours, new Date(day).getUTCDay())) {
      for (
        let minute = start;
        minute + input.visitDurationMinutes <= end;
        minute += input.workingHours.slotMinutes
      ) {
        const t = day + minute * MINUTE - TUNIS_OFFSET_MS;
        const free = busy.every(([bs, be]) => !((bs as number) < t + duration && t < (be as number)));
        if (t >= earliest && t < input.to.getTime() && free) result.push(new Date(t).toISOString());
      }
    }
  }
  return result;
}

describe('property: every free slot is in hours, on the grid, free and not past — and none is missed', () => {
  it('matches a naive minute-by-minute oracle and passes isBookableSlot', () => {
    fc.assert(
      fc.property(generated, (input) => {
        const slots = computeFreeSlots(input);
        expect(slots).toEqual(oracle(input));
        for (const slot of slots) {
          const start = new Date(slot);
          const wall = new Date(start.getTime() + TUNIS_OFFSET_MS);
          const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
          expect(minute % input.workingHours.slotMinutes).toBe(0);
          const blocks = mergedBlocks(input.workingHours, wall.getUTCDay());
          expect(blocks.some(([s, e]) => s <= minute && minute + input.visitDurationMinutes <= e)).toBe(true);
          expect(start.getTime()).toBeGreaterThanOrEqual(input.now.getTime() + input.minLeadMinutes * MINUTE);
          expect(
            isBookableSlot({
              workingHours: input.workingHours,
              visitDurationMinutes: input.visitDurationMinutes,
              start,
              now: input.now,
              minLeadMinutes: input.minLeadMinutes,
            }),
          ).toEqual({ bookable: true });
        }
      }),
      { numRuns: 300 },
    );
  });
});
