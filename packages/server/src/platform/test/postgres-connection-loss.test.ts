import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, postgresServerUrl } from '../../../test/helpers/db.js';

// docs/operations.md: a PostgreSQL restart must not take the server down with it.
describe('PostgreSQL pool', () => {
  it('survives the server killing its idle connections, and answers the next query', async () => {
    const database = await createTestDatabase('postgres', 'migrated');
    try {
      await sql`SELECT 1`.execute(database.db);
      const admin = new pg.Client({ connectionString: postgresServerUrl });
      await admin.connect();
      const name = new URL(database.url!).pathname.slice(1);
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await database.dispose();
    }
  });

  it('survives a connection dying while a transaction holds it, and answers the next query', async () => {
    const database = await createTestDatabase('postgres', 'migrated');
    const admin = new pg.Client({ connectionString: postgresServerUrl });
    await admin.connect();
    try {
      const outcome = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
          // The connection is checked out and idle when its socket closes: no query is there to fail.
          await new Promise((resolve) => setTimeout(resolve, 300));
          await sql`SELECT 1`.execute(trx);
          return 'committed';
        })
        .catch((error: Error) => error.message);
      expect(outcome).not.toBe('committed');

      const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await admin.end();
      await database.dispose();
    }
  });
});
