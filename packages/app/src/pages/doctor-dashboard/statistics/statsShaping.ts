import type { components } from '@tabib/sdk';
import { formatCalendarDay } from '@tabib/ui';

import { addDays } from '../hours/workingHoursEditor';

type RdvStats = components['schemas']['RdvStats'];
type DoctorStatSeries = components['schemas']['DoctorStatSeries'];

/** One bar of a chart and one row of its table. */
export interface ChartRow {
  key: string;
  label: string;
  value: number;
  /** Share of the largest value of the chart, 0–100, for the bar's length. */
  percent: number;
}

/** Bars scaled to the largest value; an all-zero chart gets empty bars, not a division by zero. */
export function chartRows(entries: readonly { key: string; label: string; value: number }[]): ChartRow[] {
  const max = Math.max(0, ...entries.map((entry) => entry.value));
  return entries.map((entry) => ({
    ...entry,
    percent: max === 0 ? 0 : Math.round((entry.value / max) * 1000) / 10,
  }));
}

/** `2026-03` → the month as the locale names it (`mars 2026`). */
export function monthLabel(month: string, locale: string): string {
  return formatCalendarDay(`${month}-01`, locale, 'shortMonthYear');
}

/** requirements §7 `GET /rdvStats`: the total of each of the last 12 months, oldest first. */
export function monthlyRdvRows(stats: RdvStats, locale: string): ChartRow[] {
  return chartRows(
    [...stats.months]
      .sort((a, b) => a.month.localeCompare(b.month))
      .map((month) => ({ key: month.month, label: monthLabel(month.month, locale), value: month.total })),
  );
}

/** `GET /doctorStats`: one bar per day of the range, labelled by the locale's short date. */
export function dailyRows(series: DoctorStatSeries, locale: string): ChartRow[] {
  return chartRows(
    series.days.map((day) => ({
      key: day.date,
      label: formatCalendarDay(day.date, locale, 'dayMonth'),
      value: day.count,
    })),
  );
}

export interface StatsRange {
  from: string;
  to: string;
}

// spec/openapi.yaml getDoctorStats: default the last 30 days; `to` at most 366 days after `from`.
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(value));

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * The date range of `?from=&to=`: a missing or unreadable bound falls back to the default range
 * ending today; a reversed or too long range is refused with the reason, so the page can say it.
 */
export function statsRangeOf(
  search: URLSearchParams,
  today: string,
): { range: StatsRange; problem: 'ORDER' | 'TOO_LONG' | null } {
  const to = isDay(search.get('to')) ? (search.get('to') as string) : today;
  const from = isDay(search.get('from')) ? (search.get('from') as string) : addDays(to, -DEFAULT_RANGE_DAYS);
  const fallback = { from: addDays(today, -DEFAULT_RANGE_DAYS), to: today };
  if (from > to) return { range: fallback, problem: 'ORDER' };
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return { range: fallback, problem: 'TOO_LONG' };
  return { range: { from, to }, problem: null };
}
