import type { Rdv } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';

import type { CalendarDay } from './calendarDays';
import { timeGrid, wallClock } from './timeGrid';

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
