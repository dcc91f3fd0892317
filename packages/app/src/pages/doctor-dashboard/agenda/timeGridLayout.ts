import type { Rdv } from '@tabib/sdk';
import { tunisMidnight } from '@tabib/ui';

import type { CalendarDay } from './calendarDays';

/*
 * The calendar's time grid (docs/decisions/040): one row per slot step down, one column per day across.
 * Everything is in minutes from the Tunis midnight of the day, so a row is `minutes` and an rdv's place
 * is its start's row plus the fraction of a row it starts into, and its size its length in rows.
 */

const MINUTE_MS = 60_000;
/** The hours shown when no working hours or rdv say otherwise. */
const DEFAULT_HOURS = { start: 8 * 60, end: 18 * 60 } as const;

/** The statuses shown in the grid: a cancelled rdv holds no time any more. */
const SHOWN_STATUSES: ReadonlySet<Rdv['status']> = new Set(['pending', 'confirmed', 'done', 'absent']);
const ACTIVE_STATUSES: ReadonlySet<Rdv['status']> = new Set(['pending', 'confirmed']);

/** An rdv placed in the cell of the row it starts in. */
export interface PlacedRdv {
  rdv: Rdv;
  /** How far into its row it starts, in rows (0 when it starts on the step). */
  offset: number;
  /** Its length, in rows. */
  span: number;
}

/**
 * - `free`: within working hours, not absent, not past, no rdv: a new rdv or a moved one may go there;
 * - `closed`: outside working hours; `absent`: during an absence; `past`: started already;
 * - `taken`: an rdv (pending, confirmed, done or absent) covers it.
 */
export type CellState = 'free' | 'closed' | 'absent' | 'past' | 'taken';

export interface GridCell {
  /** Minutes from midnight (Tunis) of the cell's start: the doctor's slot within the row, else the row's. */
  minutes: number;
  /** The cell's start, an ISO instant: where a new or moved rdv goes. */
  start: string;
  state: CellState;
  /** The rdvs that start in this cell's row. */
  rdvs: PlacedRdv[];
}

export interface GridColumn {
  day: string;
  cells: GridCell[];
}

export interface TimeGrid {
  stepMinutes: number;
  /** Each row's start, in minutes from midnight. */
  rows: number[];
  columns: GridColumn[];
}

const minutesOf = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

interface Block {
  start: number;
  end: number;
}

/**
 * The day's working blocks, in minutes: its intervals merged where they touch or overlap, as the
 * server does, since the doctor's slots start every step from the start of a block (08:10, 08:30…).
 */
function blocksOf(day: CalendarDay): Block[] {
  const blocks: Block[] = [];
  const intervals = day.intervals
    .map((interval) => ({ start: minutesOf(interval.start), end: minutesOf(interval.end) }))
    .sort((a, b) => a.start - b.start);
  for (const interval of intervals) {
    const last = blocks.at(-1);
    if (last !== undefined && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else blocks.push(interval);
  }
  return blocks;
}

/** The doctor's slot that starts within `[row, row + step)`, whole inside a block; null when none does. */
function slotIn(blocks: readonly Block[], row: number, step: number): number | null {
  for (const block of blocks) {
    const slot = block.start + Math.max(0, Math.ceil((row - block.start) / step)) * step;
    if (slot < row + step && slot + step <= block.end) return slot;
  }
  return null;
}

/**
 * The grid of `days` at `stepMinutes` (the doctor's slot length). Its rows follow the doctor's slot
 * starts: they run every step from the earliest working block of the span (08:10, 08:30, 08:50 for a
 * doctor who starts at 08:10), extended by whole steps to the earliest rdv and to the latest end.
 * Without working hours they start on the hour of the earliest rdv (08:00–18:00 when there is none).
 * A cell stands for the doctor's slot that starts within its row, so a block whose slots do not fall
 * on the rows (an afternoon from 14:00 after a morning from 08:10) still offers its real slots.
 */
export function timeGrid(days: readonly CalendarDay[], stepMinutes: number, now: Date): TimeGrid {
  const midnights = new Map(days.map((day) => [day.day, Date.parse(tunisMidnight(day.day))]));
  const blocks = new Map(days.map((day) => [day.day, blocksOf(day)]));
  const shown = (day: CalendarDay) => day.rdvs.filter((rdv) => SHOWN_STATUSES.has(rdv.status));
  const fromMidnight = (day: CalendarDay, instant: string) =>
    (Date.parse(instant) - (midnights.get(day.day) as number)) / MINUTE_MS;

  const blockStarts = [...blocks.values()].flat().map((block) => block.start);
  const starts = [...blockStarts];
  const ends = [...blocks.values()].flat().map((block) => block.end);
  for (const day of days) {
    for (const rdv of shown(day)) {
      starts.push(fromMidnight(day, rdv.date));
      ends.push(fromMidnight(day, rdv.endDate));
    }
  }
  let rows: number[];
  if (starts.length === 0) {
    rows = [];
    for (let row = DEFAULT_HOURS.start; row < DEFAULT_HOURS.end; row += stepMinutes) rows.push(row);
  } else {
    const earliest = Math.min(...starts);
    const anchor = blockStarts.length > 0 ? Math.min(...blockStarts) : Math.floor(earliest / 60) * 60;
    const first = Math.max(0, anchor - Math.ceil((anchor - earliest) / stepMinutes) * stepMinutes);
    const last = Math.min(24 * 60, Math.max(...ends));
    rows = [];
    for (let row = first; row < last; row += stepMinutes) rows.push(row);
  }

  const columns = days.map((day) => {
    const midnight = midnights.get(day.day) as number;
    const dayBlocks = blocks.get(day.day) as Block[];
    const rdvs = shown(day).map((rdv) => ({
      rdv,
      start: fromMidnight(day, rdv.date),
      end: fromMidnight(day, rdv.endDate),
    }));
    const cells = rows.map((row): GridCell => {
      const slot = slotIn(dayBlocks, row, stepMinutes);
      const minutes = slot ?? row;
      const startMs = midnight + minutes * MINUTE_MS;
      const endMs = startMs + stepMinutes * MINUTE_MS;
      const starting = rdvs
        .filter((placed) => placed.start >= row && placed.start < row + stepMinutes)
        .map(({ rdv, start, end }) => ({
          rdv,
          offset: (start - row) / stepMinutes,
          span: (end - start) / stepMinutes,
        }));
      let state: CellState = 'free';
      if (rdvs.some((placed) => placed.start < minutes + stepMinutes && placed.end > minutes))
        state = 'taken';
      else if (slot === null) state = 'closed';
      else if (day.absences.some((a) => Date.parse(a.start) < endMs && Date.parse(a.end) > startMs))
        state = 'absent';
      else if (startMs < now.getTime()) state = 'past';
      return { minutes, start: new Date(startMs).toISOString(), state, rdvs: starting };
    });
    return { day: day.day, cells };
  });
  return { stepMinutes, rows, columns };
}

/** Whether an rdv can still be moved (spec `rescheduleRdv`: pending or confirmed only). */
export const isMovable = (rdv: Rdv) => ACTIVE_STATUSES.has(rdv.status);

/** `HH:mm` of minutes from midnight. */
export const wallClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
