import type { WorkingHours } from '@tabib/sdk';

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
