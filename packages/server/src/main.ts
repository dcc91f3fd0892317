import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { buildServer, openConfiguredDatabase } from './app.js';
import { superviseWorkers } from './platform/cluster.js';
import { type Config, ConfigError, loadConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/connect.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { isDatabaseEmpty, seedDatabase } from './seed/index.js';
import { closeOnSignals } from './platform/shutdown.js';
import { startupBanner } from './startup-banner.js';

/** Migrations, then the demo data on an empty database: once, before any server process listens. */
async function prepareDatabase(config: Config, database: DatabaseHandle, log: FastifyBaseLogger) {
  const where = database.backend === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  log.info(`database: ${where}`);
  const migrations = await migrateToLatest(database.db);
  for (const result of migrations.results ?? []) log.info(`migration ${result.migrationName}: applied`);

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    log.info('empty database: writing the demo data');
    const counts = await seedDatabase(database.db);
    log.info({ counts, ms: Date.now() - started }, 'demo data written');
  }
}

/** One server process: listens on HOST:PORT (a cluster worker shares the port with the others). */
async function serve(config: Config, prepare: boolean): Promise<string> {
  const database = openConfiguredDatabase(config);
  // Before the server is built: it starts the hold sweep, the availability roll and the notification
  // worker, which read the tables at once.
  if (prepare) await prepareDatabase(config, database, pino({ level: config.logLevel }));
  const app = await buildServer(config, { database });
  closeOnSignals(app, () => database.close(), {
    timeoutMs: config.shutdownTimeoutMs,
    drainMs: config.shutdownDrainMs,
  });
  return app.listen({ host: config.host, port: config.port });
}

/** WORKERS > 1: prepare the database here, then supervise one server process per worker. */
async function runPrimary(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = openConfiguredDatabase(config);
  try {
    await prepareDatabase(config, database, log);
  } finally {
    await database.close();
  }
  log.info({ workers: config.workers }, 'starting the server processes');
  await superviseWorkers({
    workers: config.workers,
    log,
    onListening: ({ address, port }) => console.info(startupBanner(config, `http://${address}:${port}`)),
  });
}

/** `pnpm start`: migrate, seed an empty database, listen, and print the demo accounts. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config);
  const address = await serve(config, cluster.isPrimary);
  if (cluster.isPrimary) console.info(startupBanner(config, address));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
