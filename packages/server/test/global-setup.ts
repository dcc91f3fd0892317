import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import { seedDatabase } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite tarball of a new cluster with no tables (test/helpers/db.ts). */
    pgliteEmptyTemplate: string;
    /** The same with every migration applied. */
    pgliteMigratedTemplate: string;
    /** The same, plus the demo data. */
    pgliteSeededTemplate: string;
  }
}

/**
 * A fresh PGlite cluster costs an `initdb` (seconds); loading a tarball costs a fraction of that. So an
 * empty, a migrated and a seeded cluster are built once per run, and each test file loads its own copy.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'tabib-pglite-templates-'));
  const database = openDatabase({ dataDir: 'memory://' });
  const dump = async (name: string) => {
    const file = join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  try {
    await sql`SELECT 1`.execute(database.db);
    project.provide('pgliteEmptyTemplate', await dump('empty'));
    await migrateToLatest(database.db);
    project.provide('pgliteMigratedTemplate', await dump('migrated'));
    await seedDatabase(database.db);
    project.provide('pgliteSeededTemplate', await dump('seeded'));
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
