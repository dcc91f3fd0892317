import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/045: each stored day also keeps what a search page shows of it once it is no longer
 * today — `[day, count, first four slots as ISO text]` — written with its slots (booking/availability-data.ts),
 * so a page reads a later day as it is instead of counting, sorting and formatting its slots on every
 * request. Today's row is still read from its slots: some of them may have passed.
 */
export const availabilitySummary = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctor_availability ADD COLUMN summary json`).execute(db);
    await sql
      .raw(
        `UPDATE doctor_availability a SET summary = json_build_array(a.day, cardinality(a.slots), (
           SELECT json_agg(to_char(s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ORDER BY s)
           FROM (SELECT s FROM unnest(a.slots) s ORDER BY s LIMIT 4) l))`,
      )
      .execute(db);
    await sql.raw(`ALTER TABLE doctor_availability ALTER COLUMN summary SET NOT NULL`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctor_availability DROP COLUMN summary`).execute(db);
  },
};
