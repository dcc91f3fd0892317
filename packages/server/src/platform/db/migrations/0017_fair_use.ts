import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/034-fair-use-and-hardening.md:
 * - a doctor caps the upcoming rdvs one patient may hold with them (a platform cap covers all doctors);
 * - request limits (login, register, booking…) are counted here, so every server instance shares them;
 * - a "paid" notice whose amount or currency differs from the payment's is kept on the payment, not settled.
 */
const up: string[] = [
  `ALTER TABLE doctors ADD COLUMN max_upcoming_rdvs_per_patient integer NOT NULL DEFAULT 3
    CHECK (max_upcoming_rdvs_per_patient BETWEEN 1 AND 100)`,
  `CREATE TABLE rate_limit_hits (
    key text PRIMARY KEY,
    window_start timestamptz NOT NULL,
    hits integer NOT NULL
  )`,
  `CREATE INDEX rate_limit_hits_window_start_idx ON rate_limit_hits (window_start)`,
  `ALTER TABLE payments ADD COLUMN mismatch jsonb`,
];

export const fairUse = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE payments DROP COLUMN mismatch`).execute(db);
    await sql.raw(`DROP TABLE rate_limit_hits`).execute(db);
    await sql.raw(`ALTER TABLE doctors DROP COLUMN max_upcoming_rdvs_per_patient`).execute(db);
  },
};
