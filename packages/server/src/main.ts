import { buildServer, openConfiguredDatabase } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest } from './db/migrate.js';
import { demoAccounts, demoPassword, isDatabaseEmpty, seedDatabase } from './seed/index.js';
import { closeOnSignals } from './shutdown.js';

/** `pnpm start`: migrate, seed an empty database, listen, and print the demo accounts. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  const app = await buildServer(config, { database });
  closeOnSignals(app, () => database.close(), config.shutdownTimeoutMs);

  const where = database.backend === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`database: ${where}`);
  const migrations = await migrateToLatest(database.db);
  for (const result of migrations.results ?? []) app.log.info(`migration ${result.migrationName}: applied`);

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    app.log.info('empty database: writing the demo data');
    const counts = await seedDatabase(database.db);
    app.log.info({ counts, ms: Date.now() - started }, 'demo data written');
  }

  const address = await app.listen({ host: config.host, port: config.port });
  console.info(`\nTabib is running at ${address} (public URL ${config.publicUrl})`);
  console.info(`Demo accounts (password "${demoPassword}"):`);
  for (const account of Object.values(demoAccounts)) {
    console.info(`  ${account.role.padEnd(10)} ${account.email.padEnd(24)} ${account.description}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
