import type { Rdv } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import type { CalendarDay } from './calendarDays';
import { timeGrid, wallClock } from './timeGridLayout';

const rdv = (id: string, date: string, endDate: string, status: Rdv['status'] = 'confirmed') =>
  ({ _id: id, date, endDate, status }) as Rdv;

// Wednesday 2 December 2026; Tunis is UTC+1, so 09:00 in Tunis is 08:00Z.
const wednesday: CalendarDay = {
  day: '2026-12-02',
  weekday: 3,
  intervals: [
    { start: '08:00', end: '12:00' },
    { start: '14:00', end: '16:00' },
  ],
  absences: [
    { _id: 'a-1', start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T14:00:00.000Z', reason: null },
  ],
  rdvs: [
    rdv('bilan', '2026-12-02T08:00:00.000Z', '2026-12-02T09:00:00.000Z'),
    rdv('late', '2026-12-02T09:15:00.000Z', '2026-12-02T09:45:00.000Z', 'pending'),
    rdv('gone', '2026-12-02T10:00:00.000Z', '2026-12-02T10:30:00.000Z', 'cancelled'),
  ],
};
const thursday: CalendarDay = { day: '2026-12-03', weekday: 4, intervals: [], absences: [], rdvs: [] };
/** 08:30 in Tunis on the Wednesday. */
const now = new Date('2026-12-02T07:30:00.000Z');

describe('timeGrid: rows of the slot step from the first working hour to the last', () => {
  const grid = timeGrid([wednesday, thursday], 30, now);

  it('runs 08:00–16:00 in 16 rows of 30 minutes', () => {
    expect(grid.rows.map(wallClock)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(grid.columns.map((column) => column.day)).toEqual(['2026-12-02', '2026-12-03']);
  });

  it('places each rdv in the row it starts in, by its offset and length in rows; a cancelled one is not shown', () => {
    const placed = grid.columns[0]!.cells.flatMap((cell) =>
      cell.rdvs.map((entry) => [wallClock(cell.minutes), entry.rdv._id, entry.offset, entry.span]),
    );
    expect(placed).toEqual([
      ['09:00', 'bilan', 0, 2],
      ['10:00', 'late', 0.5, 1],
    ]);
  });

  it('marks each cell past, taken, closed, absent or free, with its start instant', () => {
    const states = grid.columns[0]!.cells.map((cell) => `${wallClock(cell.minutes)} ${cell.state}`);
    expect(states).toEqual([
      '08:00 past',
      '08:30 free',
      '09:00 taken',
      '09:30 taken',
      '10:00 taken',
      '10:30 taken',
      '11:00 free',
      '11:30 free',
      '12:00 closed',
      '12:30 closed',
      '13:00 closed',
      '13:30 closed',
      '14:00 absent',
      '14:30 absent',
      '15:00 free',
      '15:30 free',
    ]);
    expect(grid.columns[0]!.cells[6]!.start).toBe('2026-12-02T10:00:00.000Z');
    expect(grid.columns[1]!.cells.every((cell) => cell.state === 'closed')).toBe(true);
  });

  it('shows 08:00–18:00 when nothing says otherwise, and widens to an rdv outside the hours', () => {
    expect(timeGrid([thursday], 60, now).rows.map(wallClock)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    const evening = { ...thursday, rdvs: [rdv('x', '2026-12-03T18:30:00.000Z', '2026-12-03T19:15:00.000Z')] };
    const rows = timeGrid([evening], 60, now).rows.map(wallClock);
    expect([rows[0], rows.at(-1), rows.length]).toEqual(['19:00', '20:00', 2]);
  });
});

describe("timeGrid follows the doctor's slot starts", () => {
  // Slots of 20 minutes from 08:10 (08:10, 08:30, 08:50…) and, after lunch, from 14:00.
  const tenPast: CalendarDay = {
    day: '2026-12-02',
    weekday: 3,
    intervals: [
      { start: '08:10', end: '09:30' },
      { start: '09:30', end: '10:10' },
      { start: '14:00', end: '15:00' },
    ],
    absences: [],
    rdvs: [rdv('first', '2026-12-02T07:10:00.000Z', '2026-12-02T07:30:00.000Z')],
  };
  const grid = timeGrid([tenPast], 20, now);
  const cells = grid.columns[0]!.cells;

  it('starts its rows at 08:10 and steps by the slot, across touching intervals', () => {
    expect(grid.rows.map(wallClock).slice(0, 6)).toEqual([
      '08:10',
      '08:30',
      '08:50',
      '09:10',
      '09:30',
      '09:50',
    ]);
    expect(grid.rows.length).toBe(21);
    expect(cells.slice(0, 6).map((cell) => cell.start)).toEqual([
      '2026-12-02T07:10:00.000Z',
      '2026-12-02T07:30:00.000Z',
      '2026-12-02T07:50:00.000Z',
      '2026-12-02T08:10:00.000Z',
      '2026-12-02T08:30:00.000Z',
      '2026-12-02T08:50:00.000Z',
    ]);
    expect(cells.slice(0, 7).map((cell) => cell.state)).toEqual([
      'taken',
      'free',
      'free',
      'free',
      'free',
      'free',
      'closed',
    ]);
  });

  it('offers the slots of a block that does not fall on the rows at their own starts', () => {
    const afternoon = cells.filter((cell) => cell.state === 'free' && cell.minutes >= 14 * 60);
    expect(afternoon.map((cell) => [wallClock(cell.minutes), cell.start])).toEqual([
      ['14:00', '2026-12-02T13:00:00.000Z'],
      ['14:20', '2026-12-02T13:20:00.000Z'],
      ['14:40', '2026-12-02T13:40:00.000Z'],
    ]);
    expect(grid.rows.map(wallClock).slice(-4)).toEqual(['13:50', '14:10', '14:30', '14:50']);
  });

  it('places an rdv at 08:10 in the first row without an offset', () => {
    expect(cells[0]!.rdvs.map((entry) => [entry.rdv._id, entry.offset, entry.span])).toEqual([
      ['first', 0, 1],
    ]);
  });
});
