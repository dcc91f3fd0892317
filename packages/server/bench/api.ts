import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RENDERER_MODULE } from '../src/site/page-renderer.js';
import { prepareBookingLines, runBookingScenario } from './api-booking.js';
import { type Origins, runComparison, runReadScenario } from './api-reads.js';
import {
  appBuilt,
  appDist,
  databasePoolMax,
  seedDoctors,
  selected,
  variants,
  workers,
} from './api-settings.js';
import { findComparisonProblems, findProblems, runContext } from './api-verdict.js';
import {
  type Comparison,
  type ComparisonResult,
  formatComparisons,
  naturalQueries,
  naturalSearch,
  renderedPages,
  specialtiesWithDoctors,
} from './comparisons.js';
import { createBenchDatabase } from './database.js';
import { loadFixtures } from './fixtures.js';
import { formatReport, resultsDir, type ScenarioResult, writeResult } from './report.js';
import { bookingScenario, freeSlots, searchByCityAndSpecialty, searchByName } from './scenarios.js';
import { type RunningServer, startServer } from './servers.js';

/*
 * `pnpm bench:api` (docs/decisions/012): autocannon against doctor search, free slots and booking of the
 * real server on a freshly seeded PostgreSQL database, next to bare Fastify routes running the same
 * SQL; results in bench/results/api-*.json. docs/benchmarks.md explains the numbers.
 * Its settings are in api-settings.ts, the read scenarios' runs in api-reads.ts, the booking's in
 * api-booking.ts, what a results file records and what fails the run in api-verdict.ts.
 */

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

    const context = await runContext(db, fixtures);

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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
