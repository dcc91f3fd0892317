import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../platform/crypto.js';
import type { Database } from '../platform/db/schema.js';
import { demoPassword } from './demo-accounts.js';
import { type SeedOptions, generateDemoData } from './generate.js';
import { insertSeedData } from './insert.js';
import { rollAvailability } from '../booking/availability-data.js';

export { demoAccounts, demoPassword } from './demo-accounts.js';
export type { DemoAccount } from './demo-accounts.js';
export type { SeedOptions } from './generate.js';

/** "Empty" means no account at all: the state of a fresh data directory or database after migrations. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Removes every row of every application table (the migration history stays). */
export async function clearDatabase(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables();
  const names = tables.map((table) => `"${table.name}"`).join(', ');
  if (names !== '') await sql.raw(`TRUNCATE ${names} CASCADE`).execute(db);
}

/**
 * Writes the demo data (docs/decisions/005). The password is hashed once (argon2id, the parameters sign-in
 * uses) and the hash reused for every account, so seeding costs one hash instead of thousands.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<Record<string, number>> {
  const passwordHash = await hashPassword(demoPassword);
  const counts = await insertSeedData(db, generateDemoData(passwordHash, options));
  // docs/decisions/036: the rows were inserted as they are, so every doctor's free slots are counted once.
  await rollAvailability(db, options.now ?? new Date());
  // After a bulk load PostgreSQL has no statistics to plan with and no visibility map for index-only
  // scans ("Populating a Database" in its manual: run ANALYZE afterwards). Autovacuum would catch up
  // within minutes on a server; PGlite has no autovacuum, so without this it never would.
  await sql`VACUUM ANALYZE`.execute(db);
  return counts;
}
