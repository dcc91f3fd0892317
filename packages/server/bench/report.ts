import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/platform/config.js';
import type { Measurement } from './load.js';
import type { ServerVariant } from './servers.js';

export const resultsDir = join(repoRoot, 'bench', 'results');

/** docs/decisions/012: the targets on the project's 2-core machine, at 50 connections. */
export const targets = {
  searchRequestsPerSecond: 2_000,
  searchP99Ms: 30,
  // Doctolib's national peak: 20,000 bookings per minute.
  bookingsPerSecond: 333,
} as const;

export interface TargetCheck {
  target: string;
  measured: string;
  verdict: 'PASS' | 'MISS';
}

export interface ScenarioResult {
  scenario: string;
  title: string;
  example: string;
  variants: Record<ServerVariant, Measurement>;
  /** Booking only: successes and conflicts per variant, and the database check. */
  booking?: Record<ServerVariant, BookingOutcome> & { doubleBookings: number };
  /** Booking only: every line of the comparison, its rounds, and its time per booking over the bare route's. */
  bookingLines?: BookingLineResult[];
  targets: TargetCheck[];
}

export interface BookingLineResult {
  variant: string;
  label: string;
  path: string;
  timesBare: number;
  serverCpuMsPerRequest: number;
  cpuTimesBare: number;
  outcome: BookingOutcome;
  measurement: Measurement;
  rounds: Measurement[];
}

export interface BookingOutcome {
  created201: number;
  conflicts409: number;
  bookingsPerSecond: number;
  /** Active rdvs added to the database by this variant's runs (warm-up included). */
  rowsInserted: number;
  slotsAvailable: number;
  slotsIssued: number;
  /** More requests than free slots: later requests re-used slots and got 409s. */
  slotsExhausted: boolean;
}

const check = (target: string, measured: string, ok: boolean): TargetCheck => ({
  target,
  measured,
  verdict: ok ? 'PASS' : 'MISS',
});

/** The search targets, checked against the real API (the bare route is only the baseline). */
export function searchTargets(api: Measurement): TargetCheck[] {
  return [
    check(
      `≥ ${targets.searchRequestsPerSecond} req/s`,
      `${api.requestsPerSecond} req/s`,
      api.requestsPerSecond >= targets.searchRequestsPerSecond,
    ),
    check(
      `p99 ≤ ${targets.searchP99Ms} ms`,
      `${api.latencyMs.p99} ms`,
      api.latencyMs.p99 <= targets.searchP99Ms,
    ),
  ];
}

export function bookingTargets(api: BookingOutcome, doubleBookings: number): TargetCheck[] {
  return [
    check(
      `≥ ${targets.bookingsPerSecond} bookings/s`,
      `${api.bookingsPerSecond} bookings/s`,
      api.bookingsPerSecond >= targets.bookingsPerSecond,
    ),
    check('zero double bookings', `${doubleBookings} double bookings`, doubleBookings === 0),
  ];
}

export function writeResult(result: { scenario: string }, context: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `api-${result.scenario}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, ...context }, null, 2)}\n`);
  return file;
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i] ?? 0)).join('  ');
}

/** The side-by-side table and the target verdicts, as printed at the end of a run. */
export function formatReport(results: ScenarioResult[]): string {
  const header = ['scenario', 'variant', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = results.flatMap((result) =>
    (['api', 'bare'] as const).map((variant) => {
      const m = result.variants[variant];
      return [
        result.scenario,
        variant,
        m.requestsPerSecond,
        m.latencyMs.p50,
        m.latencyMs.p97_5,
        m.latencyMs.p99,
        m.non2xx,
        m.errors,
      ];
    }),
  );
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => String(r[i]).length)));
  const lines = [row(header, widths), ...rows.map((r) => row(r, widths))];
  for (const result of results) {
    if (result.booking) {
      for (const line of result.bookingLines ?? []) {
        const b = line.outcome;
        const perRound = line.rounds.map((m) => m.requestsPerSecond).join(' / ');
        lines.push(
          `booking ${line.label}: ${b.created201} × 201, ${b.conflicts409} × 409, ${b.bookingsPerSecond} bookings/s ` +
            `(rounds ${perRound} req/s), p99 ${line.measurement.latencyMs.p99} ms, ${line.timesBare}× bare, ` +
            `server CPU ${line.serverCpuMsPerRequest} ms/request (${line.cpuTimesBare}× bare), ` +
            `${b.rowsInserted} rows inserted${b.slotsExhausted ? ' (free slots or patients exhausted)' : ''}`,
        );
      }
      lines.push(`double bookings in the database: ${result.booking.doubleBookings}`);
    }
  }
  lines.push('', 'Targets (the real API, 50 connections):');
  for (const result of results) {
    for (const t of result.targets) {
      lines.push(`  ${t.verdict.padEnd(4)}  ${result.scenario}: ${t.target} (measured ${t.measured})`);
    }
  }
  return lines.join('\n');
}
