import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PREPARED_MARK, executePrepared } from '../db/prepared.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

// docs/decisions/044: statements run by executePrepared are prepared once per PostgreSQL connection.
describe.each(backends)('executePrepared on %s', (backend) => {
  const database = useTestDatabase(backend, 'seeded');

  it('returns the rows of the values it is given, run after run', async () => {
    const { db } = database();
    const cities = await db
      .selectFrom('locations')
      .select(['id', 'label'])
      .orderBy('label')
      .limit(3)
      .execute();
    for (const city of [...cities, ...cities]) {
      const rows = await executePrepared(
        db,
        db.selectFrom('locations').select('label').where('id', '=', city.id),
      );
      expect(rows).toEqual([{ label: city.label }]);
    }
  });
});

describe('executePrepared on postgres', () => {
  const database = useTestDatabase('postgres', 'migrated');

  it('prepares the marked statement once on its connection, and no other statement', async () => {
    const { db } = database();
    const prepared = await db.connection().execute(async (connection) => {
      for (const fee of [30_000, 50_000, 30_000]) {
        await executePrepared(
          connection,
          connection.selectFrom('doctors').select('id').where('fee', '=', fee),
        );
        await connection.selectFrom('doctors').select('id').where('fee', '=', fee).execute();
      }
      const { rows } = await sql<{
        statement: string;
      }>`SELECT statement FROM pg_prepared_statements`.execute(connection);
      return rows.map((row) => row.statement);
    });
    expect(prepared).toEqual([`${PREPARED_MARK}select "id" from "doctors" where "fee" = $1`]);
  });
});
