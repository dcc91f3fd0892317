import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** ISO weekdays, Monday (1) to Sunday (7), the order of the waiting list's days. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Monday 2 March 2026: any Monday works, this one names the ISO days in the reader's language. */
const MONDAY_UTC = Date.UTC(2026, 2, 2);

/** The names of the ISO weekdays in the page's language, by day number. */
export function useWeekdayNames(): Record<number, string> {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.fromEntries(
        WEEKDAYS.map((day) => [
          day,
          intl.formatDate(MONDAY_UTC + (day - 1) * 86_400_000, { weekday: 'long', timeZone: 'UTC' }),
        ]),
      ),
    [intl],
  );
}
