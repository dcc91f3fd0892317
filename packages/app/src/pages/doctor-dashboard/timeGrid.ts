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
  /** Minutes from midnight (Tunis). */
  minutes: number;
  /** The cell's start, an ISO instant. */
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

/**
 * The grid of `days` at `stepMinutes` (the doctor's slot length): from the earliest working hour or rdv
 * of the span, down to the hour, to the latest, up to the hour (08:00–18:00 when there is neither).
 */
export function timeGrid(days: readonly CalendarDay[], stepMinutes: number, now: Date): TimeGrid {
  const midnights = new Map(days.map((day) => [day.day, Date.parse(tunisMidnight(day.day))]));
  const shown = (day: CalendarDay) => day.rdvs.filter((rdv) => SHOWN_STATUSES.has(rdv.status));
  const fromMidnight = (day: CalendarDay, instant: string) =>
    (Date.parse(instant) - (midnights.get(day.day) as number)) / MINUTE_MS;

  const starts: number[] = [];
  const ends: number[] = [];
  for (const day of days) {
    for (const interval of day.intervals) {
      starts.push(minutesOf(interval.start));
      ends.push(minutesOf(interval.end));
    }
    for (const rdv of shown(day)) {
      starts.push(fromMidnight(day, rdv.date));
      ends.push(fromMidnight(day, rdv.endDate));
    }
  }
  const first = starts.length === 0 ? DEFAULT_HOURS.start : Math.floor(Math.min(...starts) / 60) * 60;
  const last =
    ends.length === 0 ? DEFAULT_HOURS.end : Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60);
  const rows = Array.from(
    { length: Math.ceil((last - first) / stepMinutes) },
    (_, index) => first + index * stepMinutes,
  );

  const columns = days.map((day) => {
    const midnight = midnights.get(day.day) as number;
    const rdvs = shown(day).map((rdv) => ({
      rdv,
      start: fromMidnight(day, rdv.date),
      end: fromMidnight(day, rdv.endDate),
    }));
    const cells = rows.map((minutes): GridCell => {
      const startMs = midnight + minutes * MINUTE_MS;
      const endMs = startMs + stepMinutes * MINUTE_MS;
      const starting = rdvs
        .filter((placed) => placed.start >= minutes && placed.start < minutes + stepMinutes)
        .map(({ rdv, start, end }) => ({
          rdv,
          offset: (start - minutes) / stepMinutes,
          span: (end - start) / stepMinutes,
        }));
      let state: CellState = 'free';
      if (rdvs.some((placed) => placed.start < minutes + stepMinutes && placed.end > minutes))
        state = 'taken';
      else if (
        !day.intervals.some((i) => minutesOf(i.start) <= minutes && minutes + stepMinutes <= minutesOf(i.end))
      )
        state = 'closed';
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
