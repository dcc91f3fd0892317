import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import type { SeedData } from './generate.js';

/** PostgreSQL accepts at most 65,535 bind parameters per statement; stay well below. */
const maxParameters = 20_000;

async function insertBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const batchSize = Math.max(1, Math.floor(maxParameters / columns));
  for (let start = 0; start < rows.length; start += batchSize) {
    // Kysely's generic insert types cannot follow a table name held in a type parameter.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as never)
      .execute();
  }
}

/** Inserts the rows table by table, in multi-row statements, inside one transaction. */
export async function insertSeedData(db: Kysely<Database>, data: SeedData): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    for (const [table, rows] of Object.entries(data) as [
      keyof Database,
      Insertable<Database[keyof Database]>[],
    ][]) {
      await insertBatches(trx, table, rows);
      counts[table] = rows.length;
    }
  });
  return counts;
}
