import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { type Backend, type DatabaseHandle, openDatabase } from '../../src/platform/db/connect.js';
import { migrateToLatest } from '../../src/platform/db/migrate.js';
import { seedDatabase } from '../../src/seed/index.js';

/** Every database test runs on both: `describe.each(backends)('%s', (backend) => …)`. */
export const backends: readonly Backend[] = ['pglite', 'postgres'];

/**
 * The PostgreSQL server the tests use (CI guarantees it is up, `.ci/run`). Each test file gets its own
 * database on it, dropped afterwards. When the server is down the PostgreSQL tests fail; they are never
 * skipped.
 */
export const postgresServerUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `empty`: no tables; `migrated`: the schema; `seeded`: the schema and the demo data. */
export type DatabaseState = 'empty' | 'migrated' | 'seeded';

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: this database's connection string, e.g. for a server under test or a second pool. */
  url: string | undefined;
  /** Closes the connection and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Built once per run by test/global-setup.ts. */
const pgliteTemplates = {
  empty: 'pgliteEmptyTemplate',
  migrated: 'pgliteMigratedTemplate',
  seeded: 'pgliteSeededTemplate',
} as const;

function createPGliteDatabase(state: DatabaseState): TestDatabase {
  const template = inject(pgliteTemplates[state]);
  const database = openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  return { ...database, url: undefined, dispose: () => database.close() };
}

async function createPostgresDatabase(state: DatabaseState): Promise<TestDatabase> {
  const name = `tabib_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: '', poolMax: 20 });
  const dispose = async () => {
    await database.close();
    await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    if (state !== 'empty') await migrateToLatest(database.db);
    if (state === 'seeded') await seedDatabase(database.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { ...database, url: url.toString(), dispose };
}

/** A database of its own for one test file: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(
  backend: Backend,
  state: DatabaseState = 'migrated',
): Promise<TestDatabase> {
  return backend === 'pglite' ? createPGliteDatabase(state) : createPostgresDatabase(state);
}

/**
 * Opens a test database before the tests of the enclosing `describe` and disposes of it after them.
 * Returns a getter, since the database exists only once `beforeAll` has run.
 */
export function useTestDatabase(backend: Backend, state: DatabaseState = 'migrated'): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend, state);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return () => {
    if (database === undefined) throw new Error('The test database exists only inside tests and hooks.');
    return database;
  };
}

/**
 * A database of its own for each test of the enclosing `describe`, made before it and disposed of after
 * it: what one test writes, another never reads, so the tests pass in any order (`vitest --sequence.shuffle`).
 * Returns a getter, since the database exists only once `beforeEach` has run.
 */
export function useTestDatabasePerTest(
  backend: Backend,
  state: DatabaseState = 'migrated',
): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(backend, state);
  });
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });
  return () => {
    if (database === undefined) throw new Error('The test database exists only inside tests and hooks.');
    return database;
  };
}
