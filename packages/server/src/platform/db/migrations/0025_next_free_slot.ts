import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/036: each doctor's earliest free slot, stored beside the per-day rows of
 * `doctor_availability` and rewritten with them (booking/availability-data.ts), so search orders and filters by
 * availability from one column instead of reading every matching doctor's rows per request. A stored
 * slot that time has passed is recomputed by the reader and, every minute, by the availability timer.
 */
export const nextFreeSlot = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors ADD COLUMN next_free_slot timestamptz`).execute(db);
    // The timer's look for passed slots.
    await sql.raw(`CREATE INDEX doctors_next_free_slot_idx ON doctors (next_free_slot)`).execute(db);
    await sql
      .raw(
        `UPDATE doctors d SET next_free_slot = (
           SELECT min(s) FROM doctor_availability a CROSS JOIN LATERAL unnest(a.slots) AS s
           WHERE a.doctor_id = d.id AND s >= now())`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors DROP COLUMN next_free_slot`).execute(db);
  },
};
