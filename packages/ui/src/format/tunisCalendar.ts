import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { TUNIS_TIME_ZONE, toDate, type Instant } from './tunisTime';

// Apart from tunisTime.ts so that what only formats (cards, relative times on the home page) does not
// bring @internationalized/date's calendars along; the slot picker needs them anyway (react-aria).

/** The calendar day an instant falls on in Africa/Tunis. */
export function tunisCalendarDate(instant: Instant): CalendarDate {
  return toCalendarDate(fromDate(toDate(instant), TUNIS_TIME_ZONE));
}
