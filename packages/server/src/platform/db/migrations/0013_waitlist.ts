import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/029-waitlist.md: patients wait for a doctor's slot at the days and hours that suit
 * them; a freed slot is offered to the first of them for a limited time; the first to accept books it
 * through the ordinary booking (whose unique index keeps it to one rdv).
 * - `waitlist_entries_active_idx`: one waiting entry per patient and doctor;
 * - `waitlist_entries_doctor_idx`: the doctor's queue, oldest first, which a freed slot walks;
 * - `waitlist_offers_patient_idx`: a patient's open offers.
 * Notification kinds are checked by the application's type from now on: several features add kinds.
 */
const up: string[] = [
  `CREATE TABLE waitlist_settings (
    doctor_id uuid PRIMARY KEY REFERENCES doctors (id) ON DELETE CASCADE,
    enabled boolean NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE waitlist_entries (
    id uuid PRIMARY KEY,
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    patient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7),
    from_minutes integer NOT NULL CHECK (from_minutes BETWEEN 0 AND 1439),
    to_minutes integer NOT NULL CHECK (to_minutes BETWEEN 1 AND 1440 AND to_minutes > from_minutes),
    status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'booked', 'left')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX waitlist_entries_active_idx ON waitlist_entries (doctor_id, patient_id) WHERE status = 'waiting'`,
  `CREATE INDEX waitlist_entries_doctor_idx ON waitlist_entries (doctor_id, created_at) WHERE status = 'waiting'`,
  `CREATE TABLE waitlist_offers (
    id uuid PRIMARY KEY,
    entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    patient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    slot_start timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'taken')),
    rdv_id uuid REFERENCES rdvs (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX waitlist_offers_patient_idx ON waitlist_offers (patient_id, expires_at) WHERE status = 'open'`,
  `ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check`,
  `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind ~ '^[a-z_]+$')`,
];

export const waitlist = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`DROP TABLE IF EXISTS waitlist_offers`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS waitlist_entries`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS waitlist_settings`).execute(db);
  },
};
