import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/043 point 13: a doctor may write the bio in more than one language (`{"ar": "…"}`),
 * as for service names; a reader of that language is shown it, others the bio as written. Existing
 * doctors have none: every reader sees the bio as before.
 */
export const doctorBios = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `ALTER TABLE doctors ADD COLUMN bios jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(bios) = 'object')`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors DROP COLUMN bios`).execute(db);
  },
};
