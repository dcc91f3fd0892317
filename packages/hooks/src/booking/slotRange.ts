/** Days as `YYYY-MM-DD` (Africa/Tunis), both ends included. */
export interface SlotRange {
  start: string;
  end: string;
}

/** What one `GET /doctors/{id}/slots` may ask for. */
export const MAX_SLOT_RANGE_DAYS = 31;

const DAY_MS = 86_400_000;
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOf(dayTime(day) + days * DAY_MS);

/** From `day` to the last day of its month: the month a calendar shows first. */
export function restOfMonth(day: string): SlotRange {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { start: day, end: dayOf(Date.UTC(year, month, 0)) };
}

/** The whole month `offset` months after the month of `day`. */
export function monthOf(day: string, offset: number): SlotRange {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return {
    start: dayOf(Date.UTC(year, month - 1 + offset, 1)),
    end: dayOf(Date.UTC(year, month + offset, 0)),
  };
}

/** The days of `range` from `today` on (past days have no free slot); `null` when it is all past. */
export function futurePart(range: SlotRange, today: string): SlotRange | null {
  if (range.end < today) return null;
  return { start: range.start < today ? today : range.start, end: range.end };
}

/**
 * The requests for a range: pieces of at most `MAX_SLOT_RANGE_DAYS` days, past days left out, so a
 * range "shown with more days" is asked piece by piece and each piece stays cached on its own.
 */
export function slotRequestRanges(range: SlotRange, today: string): SlotRange[] {
  const future = futurePart(range, today);
  if (future === null) return [];
  const pieces: SlotRange[] = [];
  for (let start = future.start; start <= future.end; start = addDays(start, MAX_SLOT_RANGE_DAYS)) {
    const end = addDays(start, MAX_SLOT_RANGE_DAYS - 1);
    pieces.push({ start, end: end < future.end ? end : future.end });
  }
  return pieces;
}
