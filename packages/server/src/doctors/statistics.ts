import { civilDateOf, DAY_MS, TUNIS_TIME_ZONE, zonedTimeToUtc } from '../platform/zoned-time.js';
import { rdvStatuses, type RdvStatus } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';

/** spec `GET /doctorStats`: `to` at most 366 days after `from`. */
export const MAX_SERIES_DAYS = 366;

/** docs/decisions/054: a month's teleconsultations are counted apart too. */
export type MonthCounts = { month: string; remote: { total: number; done: number } } & Record<
  'total' | RdvStatus,
  number
>;

const monthKey = (civilDate: number) => new Date(civilDate).toISOString().slice(0, 7);

/** The 12 months of `GET /rdvStats` (the current Tunis month and the 11 before) as UTC bounds. */
export function lastTwelveMonths(now: Date): { months: string[]; from: Date; to: Date } {
  const today = new Date(civilDateOf(TUNIS_TIME_ZONE, now.getTime()));
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const months = Array.from({ length: 12 }, (_, i) => monthKey(Date.UTC(year, month - 11 + i, 1)));
  return {
    months,
    from: new Date(zonedTimeToUtc(TUNIS_TIME_ZONE, Date.UTC(year, month - 11, 1), 0)),
    to: new Date(zonedTimeToUtc(TUNIS_TIME_ZONE, Date.UTC(year, month + 1, 1), 0)),
  };
}

/** Counts rdvs by the Tunis month of their start and by status, every month present (zeros included). */
export function countByMonth(
  months: string[],
  rdvs: { date: Date; status: RdvStatus; remote?: boolean }[],
): MonthCounts[] {
  const empty = () => Object.fromEntries(rdvStatuses.map((s) => [s, 0])) as Record<RdvStatus, number>;
  const byMonth = new Map<string, MonthCounts>(
    months.map((month) => [month, { month, total: 0, ...empty(), remote: { total: 0, done: 0 } }]),
  );
  for (const rdv of rdvs) {
    const counts = byMonth.get(monthKey(civilDateOf(TUNIS_TIME_ZONE, rdv.date.getTime())));
    if (counts === undefined) continue;
    counts.total += 1;
    counts[rdv.status] += 1;
    if (rdv.remote === true) {
      counts.remote.total += 1;
      if (rdv.status === 'done') counts.remote.done += 1;
    }
  }
  return [...byMonth.values()];
}

/** The days of `GET /doctorStats`: `from` … `to` inclusive, defaulting to the last 30 days in Tunis. */
export function seriesDays(now: Date, from?: string, to?: string): string[] {
  const today = civilDateOf(TUNIS_TIME_ZONE, now.getTime());
  const last = to === undefined ? today : Date.parse(`${to}T00:00:00Z`);
  const first = from === undefined ? last - 30 * DAY_MS : Date.parse(`${from}T00:00:00Z`);
  if (first > last) throw new DomainError('VALIDATION_FAILED', '`from` must not be after `to`.', 400);
  if (last - first > MAX_SERIES_DAYS * DAY_MS) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `\`to\` must be at most ${MAX_SERIES_DAYS} days after \`from\`.`,
      400,
    );
  }
  const days: string[] = [];
  for (let day = first; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/** Zero-fills a daily series: one entry per day, in order. */
export function fillDays(days: string[], counts: Map<string, number>): { date: string; count: number }[] {
  return days.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
