import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect.js';
import { newId } from '../db/ids.js';
import { migrateToLatest } from '../db/migrate.js';

// docs/decisions/005: with no configuration the embedded database lives on disk and survives restarts.
describe('PGlite in a data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabib-pglite-persistence-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const id = newId();

  it('keeps what was written after the database is closed and reopened', async () => {
    const first = openDatabase({ dataDir });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('specialties')
      .values({ id, name_fr: 'Pédiatrie', name_en: 'Paediatrics', name_ar: 'طب الأطفال', freq: 720 })
      .execute();
    await first.close();

    const second = openDatabase({ dataDir });
    try {
      const migrations = await migrateToLatest(second.db);
      expect(migrations.results).toEqual([]);
      const row = await second.db
        .selectFrom('specialties')
        .select(['name_fr', 'name_ar', 'freq'])
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toEqual({ name_fr: 'Pédiatrie', name_ar: 'طب الأطفال', freq: 720 });
    } finally {
      await second.close();
    }
  });

  it('refuses a second open of the same directory while the first is open', async () => {
    const first = openDatabase({ dataDir });
    try {
      expect(() => openDatabase({ dataDir })).toThrow(
        `The database in ${dataDir} is already open in process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    const again = openDatabase({ dataDir });
    await again.close();
  });
});
