import { civilDateOf, DAY_MS, dayClock } from '../platform/zoned-time';

const MINUTE_MS = 60_000;

/** A wall-clock interval of a working day, `"08:00"` to `"12:00"` (`"24:00"` ends at midnight). */
export interface WorkingInterval {
  start: string;
  end: string;
}

export interface WorkingDay {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  intervals: WorkingInterval[];
}

/** A span of time in UTC: an absence, an exception, or an active rdv. */
export interface TimeRange {
  start: string | Date;
  end: string | Date;
}

/** The parts of a doctor's `WorkingHours` (docs/decisions/001-domain-model.md) that define free slots. */
export interface SlotWorkingHours {
  /** IANA zone of the wall-clock times: `Africa/Tunis`. */
  timezone: string;
  /** The slot grid: slots start every `slotMinutes` from the start of each working interval. */
  slotMinutes: number;
  schedule: WorkingDay[];
  absences: TimeRange[];
}

export interface FreeSlotsInput {
  workingHours: SlotWorkingHours;
  /** Length of the visit type booked; defaults to `slotMinutes`. The whole visit must fit. */
  visitDurationMinutes?: number;
  /** Active rdvs of the doctor (pending or confirmed), in UTC. */
  booked: TimeRange[];
  /** Slot starts returned lie in `[from, to)`. */
  from: Date;
  to: Date;
  now: Date;
  /** A slot must start at least this long after `now` (default 0). */
  minLeadMinutes?: number;
  /** Stop after this many slots (a search result's `nextSlots` needs only the first few). */
  limit?: number;
}

export type SlotRefusal = 'SLOT_IN_PAST' | 'SLOT_OUT_OF_HOURS' | 'SLOT_IN_ABSENCE' | 'SLOT_NOT_ON_GRID';

export interface BookableSlotInput {
  workingHours: SlotWorkingHours;
  visitDurationMinutes?: number;
  start: Date;
  now: Date;
  minLeadMinutes?: number;
}

export type BookableSlotResult = { bookable: true } | { bookable: false; reason: SlotRefusal };

interface Span {
  start: number;
  end: number;
}

function parseWallTime(text: string): number {
  const match = /^([01][0-9]|2[0-4]):([0-5][0-9])$/.exec(text);
  const minutes = match === null ? NaN : Number(match[1]) * 60 + Number(match[2]);
  if (!(minutes <= 24 * 60)) throw new RangeError(`Invalid working-hours time "${text}"`);
  return minutes;
}

/** Sorts spans and merges those that overlap or touch. */
function mergeSpans(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Working minutes of each weekday (0–6), merged: the grid restarts at the start of each block. */
function weeklyBlocks(schedule: WorkingDay[]): Span[][] {
  const week: Span[][] = [[], [], [], [], [], [], []];
  for (const { day, intervals } of schedule) {
    const blocks = week[day];
    if (blocks === undefined) continue;
    for (const interval of intervals) {
      blocks.push({ start: parseWallTime(interval.start), end: parseWallTime(interval.end) });
    }
  }
  return week.map(mergeSpans);
}

function toSpans(ranges: TimeRange[]): Span[] {
  return ranges.map((r) => ({ start: new Date(r.start).getTime(), end: new Date(r.end).getTime() }));
}

/** The working blocks of one civil date, as UTC instants. */
function blocksOn(workingHours: SlotWorkingHours, week: Span[][], civilDate: number): Span[] {
  const blocks = week[new Date(civilDate).getUTCDay()] ?? [];
  if (blocks.length === 0) return [];
  const toUtc = dayClock(workingHours.timezone, civilDate);
  return blocks.map((block) => ({ start: toUtc(block.start), end: toUtc(block.end) }));
}

function gridSettings(workingHours: SlotWorkingHours, visitDurationMinutes: number | undefined) {
  const stepMs = workingHours.slotMinutes * MINUTE_MS;
  const durationMs = (visitDurationMinutes ?? workingHours.slotMinutes) * MINUTE_MS;
  if (!(stepMs > 0) || !(durationMs > 0)) throw new RangeError('Slot and visit lengths must be positive');
  return { stepMs, durationMs };
}

/**
 * Free slots of a doctor (docs/decisions/003): working intervals − absences − active rdvs − the past
 * (before `now` + lead), computed in the working hours' zone (Africa/Tunis) and returned as sorted
 * ISO UTC instants. Work is proportional to slots and bookings, not to minutes.
 */
export function computeFreeSlots(input: FreeSlotsInput): string[] {
  const { workingHours } = input;
  const { stepMs, durationMs } = gridSettings(workingHours, input.visitDurationMinutes);
  const earliest = Math.max(
    input.from.getTime(),
    input.now.getTime() + (input.minLeadMinutes ?? 0) * MINUTE_MS,
  );
  const latest = input.to.getTime();
  const limit = input.limit ?? Infinity;
  if (!(earliest < latest) || !(limit > 0)) return [];

  const week = weeklyBlocks(workingHours.schedule);
  const busy = mergeSpans([...toSpans(workingHours.absences), ...toSpans(input.booked)]);
  const slots: string[] = [];
  let next = 0; // first busy span that may still overlap a later slot

  const lastDate = civilDateOf(workingHours.timezone, latest);
  for (let date = civilDateOf(workingHours.timezone, earliest); date <= lastDate; date += DAY_MS) {
    for (const block of blocksOn(workingHours, week, date)) {
      // First grid point at or after `earliest`, without walking the grid from the block's start.
      let start = block.start + Math.max(0, Math.ceil((earliest - block.start) / stepMs)) * stepMs;
      while (start + durationMs <= block.end && start < latest) {
        while (next < busy.length && (busy[next] as Span).end <= start) next += 1;
        const blocking = busy[next];
        if (blocking !== undefined && blocking.start < start + durationMs) {
          // Jump to the first grid point at or after the end of the busy span.
          start = block.start + Math.ceil((blocking.end - block.start) / stepMs) * stepMs;
          continue;
        }
        slots.push(new Date(start).toISOString());
        if (slots.length >= limit) return slots;
        start += stepMs;
      }
    }
  }
  return slots;
}

/**
 * Whether a booking may take this start (docs/decisions/003): not in the past, inside working hours
 * for the whole visit, on the slot grid, not in an absence. Whether it is already taken is the
 * database's to say (a unique index over the active rdvs), not this function's.
 */
export function isBookableSlot(input: BookableSlotInput): BookableSlotResult {
  const { workingHours } = input;
  const { stepMs, durationMs } = gridSettings(workingHours, input.visitDurationMinutes);
  const start = input.start.getTime();
  if (start < input.now.getTime() + (input.minLeadMinutes ?? 0) * MINUTE_MS) {
    return { bookable: false, reason: 'SLOT_IN_PAST' };
  }
  const week = weeklyBlocks(workingHours.schedule);
  const date = civilDateOf(workingHours.timezone, start);
  const block = blocksOn(workingHours, week, date).find(
    (b) => b.start <= start && start + durationMs <= b.end,
  );
  if (block === undefined) return { bookable: false, reason: 'SLOT_OUT_OF_HOURS' };
  if ((start - block.start) % stepMs !== 0) return { bookable: false, reason: 'SLOT_NOT_ON_GRID' };
  const inAbsence = toSpans(workingHours.absences).some((a) => a.start < start + durationMs && start < a.end);
  if (inAbsence) return { bookable: false, reason: 'SLOT_IN_ABSENCE' };
  return { bookable: true };
}
