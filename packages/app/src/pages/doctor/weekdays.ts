import { useMemo } from 'react';
import { formatWeekday } from '@tabib/ui';
import { useIntl } from 'react-intl';

/** ISO weekdays, Monday (1) to Sunday (7), the order of the waiting list's days. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The names of the ISO weekdays in the page's language, by day number. */
export function useWeekdayNames(): Record<number, string> {
  const intl = useIntl();
  return useMemo(
    () => Object.fromEntries(WEEKDAYS.map((day) => [day, formatWeekday(day, intl.locale)])),
    [intl],
  );
}

/**
 * The values of a waiting-list message about an entry (`WAITLIST.WAITING`, `WAITLIST.QUEUE_ENTRY`):
 * `{days}`, its weekdays as a list in the page's language, and its hours `{from}` and `{to}`.
 */
export function useWaitlistTimes() {
  const intl = useIntl();
  const dayNames = useWeekdayNames();
  return (entry: { weekdays: readonly number[]; from: string; to: string }) => ({
    days: intl.formatList(entry.weekdays.map((day) => dayNames[day]!)),
    from: entry.from,
    to: entry.to,
  });
}
