import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import type { SeedOptions } from '../src/seed/generate.js';
import { seedDatabase } from '../src/seed/index.js';

/** The maintenance database of the local PostgreSQL server; only CREATE/DROP of the bench's own database. */
const maintenanceUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase extends DatabaseHandle {
  name: string;
  url: string;
  /** Closes the connections and drops this database (never any other). */
  drop(): Promise<void>;
}

async function onMaintenanceDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A uniquely named database on the local PostgreSQL server, migrated and seeded with the demo data (`seed`: e.g. more doctors). */
export async function createBenchDatabase(seed: SeedOptions = {}): Promise<BenchDatabase> {
  const name = `tabib_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDatabase(`CREATE DATABASE ${name}`);
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 10 });
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await database.close();
    await onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, seed);
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, name, url: url.toString(), drop };
}
