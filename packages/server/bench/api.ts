import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { signAccessToken } from '../src/platform/crypto.js';
import { repoRoot } from '../src/platform/config.js';
import { activeRdvStatuses, type Database } from '../src/platform/db/schema.js';
import { RENDERER_MODULE } from '../src/site/page-renderer.js';
import {
  type CacheMode,
  type Comparison,
  type ComparisonResult,
  comparisonTargets,
  formatComparisons,
  naturalQueries,
  naturalSearch,
  renderedPages,
  specialtiesWithDoctors,
} from './comparisons.js';
import { createBenchDatabase } from './database.js';
import { type BenchFixtures, createBookingPatients, freeSlotPairs, loadFixtures } from './fixtures.js';
import { drained, measure, type Measurement } from './load.js';
import {
  type BookingOutcome,
  bookingTargets,
  formatReport,
  resultsDir,
  type ScenarioResult,
  searchTargets,
  writeResult,
} from './report.js';
import {
  type BookingLine,
  bookingRequests,
  bookingScenario,
  freeSlots,
  PatientQueue,
  type Scenario,
  searchByCityAndSpecialty,
  searchByName,
  SlotQueue,
} from './scenarios.js';
import { type RunningServer, type ServerVariant, startServer } from './servers.js';

/*
 * `pnpm bench:api` (docs/decisions/012): autocannon against doctor search, free slots and booking of the
 * real server on a freshly seeded PostgreSQL database, next to bare Fastify routes running the same
 * SQL; results in bench/results/api-*.json. docs/benchmarks.md explains the numbers.
 */

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return value;
}

const settings = {
  durationSeconds: positiveInteger('BENCH_DURATION', 10),
  warmupSeconds: positiveInteger('BENCH_WARMUP', 2),
  connections: positiveInteger('BENCH_CONNECTIONS', 50),
};
/**
 * Server processes per server, as production runs them (src/platform/cluster.ts): half the cores, PostgreSQL and
 * the load generator sharing the other half; at most 4, so the three servers' pools stay within
 * PostgreSQL's default 100 connections. One on a 2-core machine.
 */
const workers = positiveInteger('WORKERS', Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2))));
/** Per server process: 10 for one, 6 each for several (3 servers × 4 workers × 6 = 72 connections). */
const databasePoolMax = positiveInteger('DATABASE_POOL_MAX', workers === 1 ? 10 : 6);
const variants: readonly ServerVariant[] = ['api', 'bare'];
/** The booking lines run in turn this many times, so a machine whose speed drifts slows them alike. */
const bookingRounds = positiveInteger('BENCH_BOOKING_ROUNDS', 3);
/** BENCH_BOOKING_CHECKS=1: also the bare booking with each of the API's checks added back. */
const bookingChecks = process.env.BENCH_BOOKING_CHECKS === '1';
/** BENCH_DOCTORS=10000: ten times the demo's doctors (docs/decisions/031: the search keeps its speed). */
const seedDoctors =
  process.env.BENCH_DOCTORS === undefined ? undefined : positiveInteger('BENCH_DOCTORS', 1_000);
/** The built app (`pnpm --filter @tabib/app build`): without it, the page scenarios are skipped. */
const appDist = join(repoRoot, 'packages', 'app', 'dist');
const appBuilt = existsSync(join(appDist, RENDERER_MODULE));
/** BENCH_SCENARIOS=search-name,booking runs only those (e.g. to profile one with BENCH_CPU_PROF). */
const onlyScenarios = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim());
const selected = (scenario: { name: string }) =>
  onlyScenarios === undefined || onlyScenarios.includes(scenario.name);

type Origins = Record<ServerVariant, string>;

/** A warm-up (JIT, pools, caches), then the measured run. */
async function run(scenario: Scenario, variant: ServerVariant, origins: Origins): Promise<Measurement> {
  const load = { origin: origins[variant], connections: settings.connections };
  await measure({ ...load, durationSeconds: settings.warmupSeconds, requests: scenario.requests(variant) });
  const measurement = await measure({
    ...load,
    durationSeconds: settings.durationSeconds,
    requests: scenario.requests(variant),
  });
  console.info(`  ${variant}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms`);
  return measurement;
}

async function runReadScenario(scenario: Scenario, origins: Origins): Promise<ScenarioResult> {
  console.info(scenario.title);
  const api = await run(scenario, 'api', origins);
  const bare = await run(scenario, 'bare', origins);
  return {
    scenario: scenario.name,
    title: scenario.title,
    example: scenario.example,
    variants: { api, bare },
    targets: scenario.name.startsWith('search') ? searchTargets(api) : [],
  };
}

async function runComparison(
  comparison: Comparison,
  origins: Record<CacheMode, string>,
): Promise<ComparisonResult> {
  console.info(comparison.title);
  const lines: ComparisonResult['lines'] = [];
  for (const { requests, ...line } of comparison.lines) {
    const load = { origin: origins[line.server], connections: settings.connections, requests };
    await measure({ ...load, durationSeconds: settings.warmupSeconds });
    await drained(load.origin);
    const measurement = await measure({ ...load, durationSeconds: settings.durationSeconds });
    await drained(load.origin);
    console.info(
      `  ${line.label}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms`,
    );
    lines.push({ ...line, measurement });
  }
  return { scenario: comparison.name, title: comparison.title, lines, targets: comparisonTargets(lines) };
}

/** The booking lines in turn, round after round, each round in another order (see `bookingLineSpecs`). */
async function runBookingScenario(
  lines: BookingLine[],
  servers: Record<ServerVariant, RunningServer>,
  db: Kysely<Database>,
): Promise<ScenarioResult> {
  console.info(bookingScenario.title);
  const origins = { api: servers.api.origin, bare: servers.bare.origin };
  const rounds = lines.map((): Measurement[] => []);
  const serverCpuMs = lines.map(() => 0);
  const rowsBefore = await Promise.all(lines.map((line) => countActiveRdvsOf(db, line.slots)));
  for (const line of lines) {
    const load = { origin: origins[line.server], connections: settings.connections };
    await measure({ ...load, durationSeconds: settings.warmupSeconds, requests: bookingRequests(line) });
  }
  for (let round = 0; round < bookingRounds; round++) {
    for (let k = 0; k < lines.length; k++) {
      const index = (round + k) % lines.length;
      const line = lines[index] as BookingLine;
      const cpuBefore = servers[line.server].cpuMs();
      const measurement = await measure({
        origin: origins[line.server],
        connections: settings.connections,
        durationSeconds: settings.durationSeconds,
        requests: bookingRequests(line),
      });
      serverCpuMs[index] = (serverCpuMs[index] ?? 0) + servers[line.server].cpuMs() - cpuBefore;
      console.info(
        `  round ${round + 1}, ${line.label}: ${measurement.requestsPerSecond} req/s, p99 ${measurement.latencyMs.p99} ms, load ${measurement.loadAverage.before[0]}`,
      );
      rounds[index]?.push(measurement);
    }
  }
  const measured = await Promise.all(
    lines.map(async (line, index) => {
      const measurement = combined(rounds[index] as Measurement[]);
      const created201 = measurement.statusCodes['201'] ?? 0;
      const outcome: BookingOutcome = {
        created201,
        conflicts409: measurement.statusCodes['409'] ?? 0,
        bookingsPerSecond: Math.round((created201 / measurement.durationSeconds) * 100) / 100,
        rowsInserted: (await countActiveRdvsOf(db, line.slots)) - (rowsBefore[index] as number),
        slotsAvailable: line.slots.pairs.length,
        slotsIssued: line.slots.issued,
        slotsExhausted: line.slots.exhausted || line.patients.exhausted,
      };
      const cpuMsPerRequest =
        Math.round(((serverCpuMs[index] ?? 0) / Math.max(1, measurement.responses)) * 100) / 100;
      return { line, measurement, outcome, cpuMsPerRequest, rounds: rounds[index] as Measurement[] };
    }),
  );
  const of = (variant: string) => {
    const found = measured.find((m) => m.line.variant === variant);
    if (found === undefined) throw new Error(`No booking line ${variant}`);
    return found;
  };
  const bare = of('bare');
  const doubleBookings = await countDoubleBookings(db);
  return {
    scenario: bookingScenario.name,
    title: bookingScenario.title,
    example: bookingScenario.example,
    variants: { api: of('api').measurement, bare: bare.measurement },
    booking: { api: of('api').outcome, bare: bare.outcome, doubleBookings },
    bookingLines: measured.map(({ line, measurement, outcome, cpuMsPerRequest, rounds: perRound }) => ({
      variant: line.variant,
      label: line.label,
      path: line.path,
      // At a fixed number of connections, the time a booking takes is the inverse of bookings/s.
      timesBare: Math.round((bare.outcome.bookingsPerSecond / outcome.bookingsPerSecond) * 100) / 100,
      // The server process's own CPU per request (not PostgreSQL's): steadier than wall time on a busy host.
      serverCpuMsPerRequest: cpuMsPerRequest,
      cpuTimesBare: Math.round((cpuMsPerRequest / bare.cpuMsPerRequest) * 100) / 100,
      outcome,
      measurement,
      rounds: perRound,
    })),
    targets: bookingTargets(of('api').outcome, doubleBookings),
  };
}

/**
 * The booking lines: the API and the bare route, and with BENCH_BOOKING_CHECKS=1 the bare route with
 * each check of the API's booking added back alone, then all three. Each line books its own doctors'
 * slots (disjoint groups) as its own fresh patients.
 */
function bookingLineSpecs(): Pick<BookingLine, 'variant' | 'label' | 'server' | 'path'>[] {
  const bare = (variant: string, label: string, checks: string) => ({
    variant,
    label,
    server: 'bare' as const,
    path: `/rdvs?checks=${checks}`,
  });
  return [
    { variant: 'api', label: 'API, POST /v1/rdvs', server: 'api', path: '/v1/rdvs' },
    { variant: 'bare', label: 'bare, POST /rdvs', server: 'bare', path: '/rdvs' },
    ...(bookingChecks
      ? [
          bare('bare+revocation', 'bare + account and revocation query', 'revocation'),
          bare('bare+rate', 'bare + rate-limit count', 'rate'),
          bare('bare+metrics', 'bare + metrics', 'metrics'),
          bare('bare+all', 'bare + all three', 'revocation,rate,metrics'),
        ]
      : []),
  ];
}

/** The rounds of one line as one measurement: sums, the mean weighted, percentiles the rounds' median. */
function combined(rounds: Measurement[]): Measurement {
  const sum = (value: (m: Measurement) => number) => rounds.reduce((total, m) => total + value(m), 0);
  const median = (value: (m: Measurement) => number) => {
    const sorted = rounds.map(value).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  const responses = sum((m) => m.responses);
  const durationSeconds = Math.round(sum((m) => m.durationSeconds) * 100) / 100;
  const statusCodes: Record<string, number> = {};
  for (const m of rounds) {
    for (const [status, count] of Object.entries(m.statusCodes))
      statusCodes[status] = (statusCodes[status] ?? 0) + count;
  }
  return {
    requestsPerSecond: Math.round((responses / durationSeconds) * 10) / 10,
    responses,
    durationSeconds,
    latencyMs: {
      average:
        Math.round((sum((m) => m.latencyMs.average * m.responses) / Math.max(1, responses)) * 100) / 100,
      p50: median((m) => m.latencyMs.p50),
      p97_5: median((m) => m.latencyMs.p97_5),
      p99: median((m) => m.latencyMs.p99),
      max: Math.max(...rounds.map((m) => m.latencyMs.max)),
    },
    statusCodes,
    non2xx: sum((m) => m.non2xx),
    errors: sum((m) => m.errors),
    timeouts: sum((m) => m.timeouts),
    loadAverage: {
      before: rounds[0]?.loadAverage.before ?? [],
      after: rounds.at(-1)?.loadAverage.after ?? [],
    },
  };
}

async function main(): Promise<number> {
  console.info('Creating, migrating and seeding a benchmark database on 127.0.0.1:5432…');
  const seedStarted = Date.now();
  const database = await createBenchDatabase(seedDoctors === undefined ? {} : { doctors: seedDoctors });
  console.info(`  ${database.name} ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  const servers: RunningServer[] = [];
  const cleanUp = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  };
  process.once('SIGINT', () => {
    cleanUp().finally(() => process.exit(130));
  });

  try {
    const { db } = database;
    const now = new Date();
    const fixtures = await loadFixtures(db, now);

    const jwtSecret = randomBytes(48).toString('base64url');
    const bookingLines = selected(bookingScenario)
      ? await prepareBookingLines(db, fixtures, jwtSecret, now)
      : [];

    // Production settings: NODE_ENV=production turns response validation off (registerApi).
    const serverEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      // Production refuses the payment sandbox; the bench books without paying, so the key is never used.
      PAYMEE_API_KEY: 'bench-unused',
      METRICS_TOKEN: 'bench-unused',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      WORKERS: String(workers),
      DATABASE_POOL_MAX: String(databasePoolMax),
      SEED_ON_EMPTY: 'false',
      // Delivering queued notifications is background work the bare server does not do, and a tick
      // (every 30 s) sends what every line booked so far in whichever line is running: not during a run.
      NOTIFY_INTERVAL: process.env.NOTIFY_INTERVAL ?? '3600000',
      APP_DIST: appBuilt ? appDist : join(resultsDir, 'no-app'),
    };
    for (const variant of variants) servers.push(await startServer(variant, serverEnv));
    const origins = Object.fromEntries(servers.map((s) => [s.variant, s.origin])) as Origins;
    // The comparisons' baseline without the page cache: every request reads the database (and renders).
    const uncached = await startServer('api', { ...serverEnv, SEARCH_CACHE_MS: '0' });
    servers.push(uncached);
    const cacheOrigins = { cached: origins.api, uncached: uncached.origin };

    const context = {
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

    const results: ScenarioResult[] = [];
    const readScenarios = [searchByCityAndSpecialty(fixtures), searchByName(fixtures), freeSlots(fixtures)];
    for (const scenario of readScenarios.filter(selected)) {
      results.push(await runReadScenario(scenario, origins));
    }
    if (bookingLines.length > 0) {
      const [apiServer, bareServer] = servers as [RunningServer, RunningServer];
      results.push(await runBookingScenario(bookingLines, { api: apiServer, bare: bareServer }, db));
    }

    const comparisons: Comparison[] = [
      naturalSearch(fixtures, await naturalQueries(db, fixtures), await specialtiesWithDoctors(db)),
    ];
    if (appBuilt) {
      const { landingPath } = (await import(pathToFileURL(join(appDist, RENDERER_MODULE)).href)) as {
        landingPath: (specialty: string, city?: string) => string;
      };
      comparisons.push(
        renderedPages(fixtures, landingPath(fixtures.busiest.specialtyName, fixtures.busiest.cityLabel)),
      );
    } else {
      console.warn('The app is not built (pnpm --filter @tabib/app build): the page scenarios are skipped.');
    }
    const comparisonResults: ComparisonResult[] = [];
    for (const comparison of comparisons.filter(selected)) {
      comparisonResults.push(await runComparison(comparison, cacheOrigins));
    }

    for (const result of [...results, ...comparisonResults]) writeResult(result, context);
    console.info(
      `\n${formatReport(results)}\n${formatComparisons(comparisonResults)}\n\nResults written to ${resultsDir}/api-*.json`,
    );

    const problems = [...findProblems(results), ...findComparisonProblems(comparisonResults)];
    for (const problem of problems) console.error(`BROKEN: ${problem}`);
    return problems.length === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

/**
 * The lines of the booking comparison, each with a group of the doctors (two weeks of their free slots)
 * and fresh patients signed in (a sign-in each, so authentication asks whether it ended, as for a real
 * user), enough for 1,500 bookings/s over the whole run.
 */
async function prepareBookingLines(
  db: Kysely<Database>,
  fixtures: BenchFixtures,
  jwtSecret: string,
  now: Date,
): Promise<BookingLine[]> {
  const specs = bookingLineSpecs();
  const group = Math.ceil(fixtures.doctors.length / specs.length);
  const range = { from: fixtures.slotRange.from, to: addDays(fixtures.slotRange.from, 13) };
  const patientsPerLine = PatientQueue.needed(
    1_500 * (settings.warmupSeconds + bookingRounds * settings.durationSeconds),
  );
  const created = await createBookingPatients(db, patientsPerLine * specs.length);
  await sql`ANALYZE users, patients, refresh_tokens`.execute(db);
  const signed = await Promise.all(
    created.map(async ({ id, sid }) => ({
      accessToken: await signAccessToken({ sub: id, role: 'patient', sid }, jwtSecret, 3_600),
    })),
  );
  return Promise.all(
    specs.map(async (spec, index) => ({
      ...spec,
      slots: new SlotQueue(
        await freeSlotPairs(db, fixtures.doctors.slice(index * group, (index + 1) * group), range, now),
      ),
      patients: new PatientQueue(signed.slice(index * patientsPerLine, (index + 1) * patientsPerLine)),
    })),
  );
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The active rdvs of the doctors whose slots `slots` hands out. */
async function countActiveRdvsOf(db: Kysely<Database>, slots: SlotQueue): Promise<number> {
  const doctors = [...new Set(slots.pairs.map((pair) => pair.doctor))];
  const row = await db
    .selectFrom('rdvs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', activeRdvStatuses)
    .where('doctor_id', 'in', doctors)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** docs/decisions/008: two active rdvs of one doctor never share a start. */
async function countDoubleBookings(db: Kysely<Database>): Promise<number> {
  const rows = await sql<{ doctor_id: string }>`
    SELECT doctor_id, date, count(*) FROM rdvs
    WHERE status IN ('pending', 'confirmed')
    GROUP BY doctor_id, date
    HAVING count(*) > 1`.execute(db);
  return rows.rows.length;
}

/** Every answer of a comparison must be a 200: a page or an answer that fails measures nothing. */
function findComparisonProblems(results: readonly ComparisonResult[]): string[] {
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
function findProblems(results: ScenarioResult[]): string[] {
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
