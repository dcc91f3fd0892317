import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { TUNIS_TIME_ZONE, toDate, type Instant } from './tunisTime';

// @internationalized/date's calendar day of an instant: only tunisTime.test.ts uses it, to check `tunisDay`
// (Intl alone) against that library, a dev dependency of the kit; no component brings it along.

/** The calendar day an instant falls on in Africa/Tunis. */
export function tunisCalendarDate(instant: Instant): CalendarDate {
  return toCalendarDate(fromDate(toDate(instant), TUNIS_TIME_ZONE));
}
