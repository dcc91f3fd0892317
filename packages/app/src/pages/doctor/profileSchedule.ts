import type { WorkingHours } from '@tabib/sdk';
import type { VisibleRange } from '@tabib/ui';

type WorkingDay = WorkingHours['schedule'][number];

/** Weekdays as the API numbers them (0 = Sunday … 6 = Saturday), Monday first as the week runs in Tunisia. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** Every day of the week, Monday first, with its working intervals in time order (none: closed). */
export function weekOf(
  schedule: readonly WorkingDay[],
): { day: number; intervals: WorkingDay['intervals'] }[] {
  return WEEK_FROM_MONDAY.map((day) => ({
    day,
    intervals: schedule
      .filter((workingDay) => workingDay.day === day)
      .flatMap((workingDay) => workingDay.intervals)
      .sort((a, b) => a.start.localeCompare(b.start)),
  }));
}

/** The month shown first: from today to the end of this month, Tunis time. */
export function currentMonthRange(today: string): VisibleRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: today, end: `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}` };
}

/**
 * The days to ask slots for when the calendar shows `visible`: past days have no free slot, so the range
 * starts today at the earliest; `null` when the whole range is past.
 */
export function slotRangeOf(visible: VisibleRange, today: string): VisibleRange | null {
  if (visible.end < today) return null;
  return { start: visible.start < today ? today : visible.start, end: visible.end };
}
