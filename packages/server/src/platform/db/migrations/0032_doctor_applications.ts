import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/053-doctor-applications.md: a doctor applies (or claims a listed profile) with a proof,
 * an admin reviews it, and the approved doctor sets the practice up before switching it on.
 * - `uploads`: checked files (proofs, photos), in the database unless object storage is configured.
 * - `doctor_applications`: one row per application; an open one per e-mail, and one live claim per
 *   listed profile (partial unique indexes), so two claims of one profile cannot both succeed.
 * - `doctors.claimed`: the profile belongs to a doctor who went through a review; the demo doctors
 *   and those an admin registered stay unclaimed, listed, and claimable.
 */
const up: string[] = [
  `CREATE TABLE uploads (
    id uuid PRIMARY KEY,
    purpose text NOT NULL CHECK (purpose IN ('proof', 'photo')),
    content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg', 'application/pdf')),
    size integer NOT NULL CHECK (size > 0),
    data bytea,
    storage_key text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((data IS NULL) <> (storage_key IS NULL))
  )`,
  `CREATE TABLE doctor_applications (
    id uuid PRIMARY KEY,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'info_requested', 'approved', 'rejected')),
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL CHECK (email = lower(email)),
    password_hash text NOT NULL,
    phone text NOT NULL,
    specialty_id uuid NOT NULL REFERENCES specialties (id),
    city_id uuid NOT NULL REFERENCES locations (id),
    address text NOT NULL,
    ordre_number text NOT NULL,
    proof_upload_id uuid NOT NULL REFERENCES uploads (id),
    claim_doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
    locale text NOT NULL DEFAULT 'fr' CHECK (locale IN ('fr', 'en', 'ar')),
    access_token_hash text NOT NULL,
    phone_code_hash text,
    phone_code_expires_at timestamptz,
    phone_code_attempts integer NOT NULL DEFAULT 0,
    phone_verified_at timestamptz,
    email_token_hash text,
    email_verified_at timestamptz,
    message text,
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX doctor_applications_open_email ON doctor_applications (email)
    WHERE status IN ('pending', 'info_requested')`,
  `CREATE UNIQUE INDEX doctor_applications_live_claim ON doctor_applications (claim_doctor_id)
    WHERE status <> 'rejected' AND claim_doctor_id IS NOT NULL`,
  `CREATE INDEX doctor_applications_queue ON doctor_applications (status, created_at)`,
  `ALTER TABLE doctors ADD COLUMN claimed boolean NOT NULL DEFAULT false`,
];

export const doctorApplications = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors DROP COLUMN claimed`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS doctor_applications`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS uploads`).execute(db);
  },
};
