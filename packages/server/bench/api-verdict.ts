import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/platform/db/schema.js';
import { databasePoolMax, settings, variants, workers } from './api-settings.js';
import type { ComparisonResult } from './comparisons.js';
import type { BenchFixtures } from './fixtures.js';
import type { ScenarioResult } from './report.js';

/* What `pnpm bench:api` writes beside its figures (the settings, the machine, the fixtures) and what fails it. */

/** The settings, the machine and the fixtures of a run, written into each results file. */
export async function runContext(db: Kysely<Database>, fixtures: BenchFixtures) {
  return {
    settings: {
      ...settings,
      databasePoolMax,
      workers,
      // The api server's page cache (docs/decisions/019); the bare server has none.
      searchCacheMs: Number(process.env.SEARCH_CACHE_MS ?? 1_000),
    },
    machine: {
      date: new Date().toISOString(),
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
      node: process.version,
      os: `${platform()} ${release()}`,
      postgres: (await sql<{ version: string }>`SELECT version()`.execute(db)).rows[0]?.version,
      loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
    },
    fixtures: {
      busiest: fixtures.busiest,
      name: fixtures.name,
      doctors: fixtures.doctors.length,
      patients: fixtures.patients.length,
      slotRange: fixtures.slotRange,
    },
  };
}

/** Every answer of a comparison must be a 200: a page or an answer that fails measures nothing. */
export function findComparisonProblems(results: readonly ComparisonResult[]): string[] {
  return results.flatMap((result) =>
    result.lines.flatMap(({ label, measurement: m }) => [
      ...(m.errors > 0 ? [`${result.scenario} — ${label}: ${m.errors} connection errors`] : []),
      ...(m.responses === 0 ? [`${result.scenario} — ${label}: no response at all`] : []),
      ...Object.entries(m.statusCodes)
        .filter(([status]) => status !== '200')
        .map(([status, count]) => `${result.scenario} — ${label}: ${count} responses with status ${status}`),
    ]),
  );
}

/** What makes the run fail (exit 1): a missed target does not; a broken server or a double booking does. */
export function findProblems(results: ScenarioResult[]): string[] {
  const problems: string[] = [];
  for (const result of results) {
    for (const variant of variants) {
      const m = result.variants[variant];
      const where = `${result.scenario} (${variant})`;
      if (m.errors > 0) problems.push(`${where}: ${m.errors} connection errors (${m.timeouts} timeouts)`);
      if (m.responses === 0) problems.push(`${where}: no response at all`);
      // Reads must all succeed; a booking may only lose a race (409).
      const unexpected = Object.entries(m.statusCodes).filter(
        ([status]) => !(status.startsWith('2') || (result.booking && status === '409')),
      );
      for (const [status, count] of unexpected)
        problems.push(`${where}: ${count} responses with status ${status}`);
    }
  }
  const doubleBookings = results.find((r) => r.booking)?.booking?.doubleBookings ?? 0;
  if (doubleBookings > 0) problems.push(`${doubleBookings} slots are booked twice`);
  return problems;
}
