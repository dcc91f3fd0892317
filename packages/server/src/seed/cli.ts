import { openConfiguredDatabase } from '../app.js';
import { ConfigError, loadConfig } from '../platform/config.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { clearDatabase, demoAccounts, demoPassword, isDatabaseEmpty, seedDatabase } from './index.js';

/**
 * `pnpm seed` writes the demo data into an empty database; `pnpm seed --reset` first deletes every
 * row. Uses the same configuration as the server (DATABASE_URL or DATA_DIR).
 */
async function seedCommand(args: string[]): Promise<number> {
  const reset = args.includes('--reset');
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!reset) {
        console.error('The database already has data. Run `pnpm seed --reset` to delete it and reseed.');
        return 1;
      }
      await clearDatabase(database.db);
    }
    const started = Date.now();
    const counts = await seedDatabase(database.db);
    console.info(`Demo data written in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
    for (const [table, count] of Object.entries(counts)) console.info(`  ${table.padEnd(14)} ${count}`);
    console.info(`Demo accounts (password "${demoPassword}"):`);
    for (const account of Object.values(demoAccounts))
      console.info(`  ${account.role.padEnd(10)} ${account.email}`);
    return 0;
  } finally {
    await database.close();
  }
}

seedCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
