import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/052-topology-and-safe-retries.md: a write sent again with the same Idempotency-Key (a
 * client or the proxy retrying after a lost answer) gets the first answer back instead of acting twice.
 * One row per (caller, key): `status` is null while the first request is still running, then it holds
 * that request's answer. Rows older than a day are swept.
 */
const up: string[] = [
  `CREATE TABLE idempotency_keys (
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    key text NOT NULL,
    operation text NOT NULL,
    request_hash text NOT NULL,
    status integer,
    body jsonb,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, key)
  )`,
  `CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`,
];

export const idempotencyKeys = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE idempotency_keys`).execute(db);
  },
};
