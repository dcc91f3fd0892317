import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/platform/config.js';
import { RENDERER_MODULE } from '../src/site/page-renderer.js';
import type { ServerVariant } from './servers.js';

/* `pnpm bench:api`'s settings, read from the environment (docs/benchmarks.md lists the variables). */

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

export const settings = {
  durationSeconds: positiveInteger('BENCH_DURATION', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP', 2),
  connections: positiveInteger('BENCH_CONNECTIONS', 50),
};
/**
 * Server processes per server, as production runs them (src/platform/cluster.ts): half the cores, PostgreSQL and
 * the load generator sharing the other half; at most 4, so the three servers' pools stay within
 * PostgreSQL's default 100 connections. One on a 2-core machine.
 */
export const workers = positiveInteger(
  'WORKERS',
  Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))),
);
/** Per server process: 10 for one, 6 each for several (3 servers × 4 workers × 6 = 72 connections). */
export const databasePoolMax = positiveInteger('DATABASE_POOL_MAX', workers === 1 ? 10 : 6);
export const variants: readonly ServerVariant[] = ['api', 'bare'];
/** The booking lines run in turn this many times, so a machine whose speed drifts slows them alike. */
export const bookingRounds = positiveInteger('BENCH_BOOKING_ROUNDS', 3);
/** BENCH_BOOKING_CHECKS=1: also the bare booking with each of the API's checks added back. */
export const bookingChecks = process.env.BENCH_BOOKING_CHECKS === '1';
/** BENCH_DOCTORS=10000: ten times the demo's doctors (docs/decisions/031: the search keeps its speed). */
export const seedDoctors =
  process.env.BENCH_DOCTORS === undefined ? undefined : positiveInteger('BENCH_DOCTORS', 1_000);
/** The built app (`pnpm --filter @tabib/app build`): without it, the page scenarios are skipped. */
export const appDist = join(repoRoot, 'packages', 'app', 'dist');
export const appBuilt = existsSync(join(appDist, RENDERER_MODULE));
/** BENCH_SCENARIOS=search-name,booking runs only those (e.g. to profile one with BENCH_CPU_PROF). */
const onlyScenarios = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
export const selected = (scenario: { name: string }) =>
  onlyScenarios === undefined || onlyScenarios.includes(scenario.name);
