import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/036-search-results.md: each doctor's free slots of the next 28 days, one row per day
 * that has any, so search can sort by the earliest free slot, keep only doctors free today or within
 * three days, and show each result's next five days without computing slots for every doctor it looks
 * at. Rewritten in the transaction of every change that frees or takes a slot (booking/availability-data.ts);
 * `doctors.availability_through` is the last day the rows cover, so a timer rolls the horizon forward.
 * The `doctors` UPDATE of each rewrite notifies the search cache (migration 0005).
 */
const up: string[] = [
  `CREATE TABLE doctor_availability (
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    day date NOT NULL,
    slots timestamptz[] NOT NULL CHECK (cardinality(slots) > 0),
    PRIMARY KEY (doctor_id, day)
  )`,
  `ALTER TABLE doctors ADD COLUMN availability_through date`,
];

export const doctorAvailability = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors DROP COLUMN availability_through`).execute(db);
    await sql.raw(`DROP TABLE doctor_availability`).execute(db);
  },
};
