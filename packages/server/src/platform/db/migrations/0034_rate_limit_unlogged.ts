import { type Kysely, sql } from 'kysely';

/*
 * Issue #35 point 2: the rate-limit counters are written by every limited request (each booking), and a
 * logged table makes each of those writes wait for its WAL flush — the upsert ran ~3.5× slower than on
 * an unlogged table (pgbench, 10 clients, same run). An unlogged table is still one table that every
 * instance shares, so a limit still holds across instances; what it loses is its rows on a crash of
 * PostgreSQL (they are emptied on recovery) — counters of at most one window, so a crash only gives each
 * caller a fresh window, and replicas do not carry them (the primary alone serves writes).
 */
export const rateLimitUnlogged = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE rate_limit_hits SET UNLOGGED`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE rate_limit_hits SET LOGGED`).execute(db);
  },
};
