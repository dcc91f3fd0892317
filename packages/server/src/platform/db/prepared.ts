import type { Compilable, Kysely } from 'kysely';

/*
 * docs/decisions/044-prepared-search.md: the statements every search page runs are planned once per
 * connection instead of once per request. A statement opened by this mark runs on PostgreSQL as a named
 * prepared statement (platform/db/connect.ts); PGlite reads the mark as the comment it is.
 */
export const PREPARED_MARK = '/* prepared */ ';

/** The rows of `query`, run as a prepared statement. Its text must depend only on its shape, never on values. */
export async function executePrepared<DB, O>(db: Kysely<DB>, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<O>({ ...compiled, sql: PREPARED_MARK + compiled.sql });
  return rows;
}
