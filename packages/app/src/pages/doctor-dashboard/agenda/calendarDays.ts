import type { Rdv, WorkingHours } from '@tabib/sdk';
import { tunisDay, tunisMidnight } from '@tabib/ui';

import { addDays } from './agenda';

export interface CalendarDay {
  /** `YYYY-MM-DD`, Africa/Tunis. */
  day: string;
  /** 0 = Sunday … 6 = Saturday, as the working hours number weekdays. */
  weekday: number;
  /** Working intervals (`HH:mm` wall clock in Tunis), in time order; none: closed. */
  intervals: WorkingHours['schedule'][number]['intervals'];
  /** Absences that overlap the day. */
  absences: WorkingHours['absences'];
  /** The day's rdvs, in time order. */
  rdvs: Rdv[];
}

/** Each day of the span with its working hours, the absences overlapping it and its rdvs (Tunis days). */
export function calendarDays(
  days: readonly string[],
  workingHours: Pick<WorkingHours, 'schedule' | 'absences'> | null,
  rdvs: readonly Rdv[],
): CalendarDay[] {
  return days.map((day) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const start = tunisMidnight(day);
    const end = tunisMidnight(addDays(day, 1));
    return {
      day,
      weekday,
      intervals: (workingHours?.schedule ?? [])
        .filter((workingDay) => workingDay.day === weekday)
        .flatMap((workingDay) => workingDay.intervals)
        .sort((a, b) => a.start.localeCompare(b.start)),
      absences: (workingHours?.absences ?? []).filter(
        (absence) => toTime(absence.start) < toTime(end) && toTime(absence.end) > toTime(start),
      ),
      rdvs: rdvs.filter((rdv) => tunisDay(rdv.date) === day).sort((a, b) => toTime(a.date) - toTime(b.date)),
    };
  });
}

function toTime(instant: string): number {
  return new Date(instant).getTime();
}

/** Empty cells before the first day so a month grid starts its weeks on Monday. */
export function leadingBlanks(firstDay: string): number {
  return (new Date(`${firstDay}T12:00:00Z`).getUTCDay() + 6) % 7;
}
