import { type Kysely, sql } from 'kysely';

/*
 * The first schema, for PGlite and PostgreSQL alike. Plain SQL, one statement per entry: PGlite's
 * extended-protocol queries take a single statement, and SQL is what a reviewer of constraints reads best.
 * Enumerations are CHECK constraints (cheap to extend in a later migration, unlike CREATE TYPE … AS ENUM).
 */
const up: string[] = [
  // Doctor name autocomplete (docs/decisions/009): trigram GIN index over doctors.search_name.
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  `CREATE TABLE users (
    id uuid PRIMARY KEY,
    email text NOT NULL UNIQUE CHECK (email = lower(email) AND position('@' IN email) > 1),
    password_hash text,
    role text NOT NULL CHECK (role IN ('patient', 'doctor', 'secretary', 'admin')),
    first_name text NOT NULL,
    last_name text NOT NULL,
    phone text,
    photo_url text,
    sexe text CHECK (sexe IN ('M', 'F')),
    blocked boolean NOT NULL DEFAULT false,
    email_verified boolean NOT NULL DEFAULT false,
    last_login_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX users_role_created_at_idx ON users (role, created_at DESC)`,

  `CREATE TABLE user_identities (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
    subject text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (provider, subject)
  )`,
  `CREATE INDEX user_identities_user_id_idx ON user_identities (user_id)`,

  `CREATE TABLE specialties (
    id uuid PRIMARY KEY,
    name_fr text NOT NULL UNIQUE,
    name_en text NOT NULL,
    name_ar text NOT NULL,
    freq integer NOT NULL DEFAULT 0 CHECK (freq >= 0),
    icon text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // requirements §7: the public list sorts by freq:desc, the back office by name:asc (name_fr is UNIQUE, so indexed).
  `CREATE INDEX specialties_freq_idx ON specialties (freq DESC, name_fr)`,

  `CREATE TABLE locations (
    id uuid PRIMARY KEY,
    label text NOT NULL,
    governorate text NOT NULL,
    label_ar text NOT NULL,
    label_en text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (governorate, label)
  )`,
  // requirements §7: locations are listed with sortBy=Label:asc.
  `CREATE INDEX locations_label_idx ON locations (label)`,

  `CREATE TABLE doctors (
    id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    specialty_id uuid NOT NULL REFERENCES specialties (id),
    city_id uuid NOT NULL REFERENCES locations (id),
    address text,
    bio text,
    languages text[] NOT NULL DEFAULT '{}',
    fee integer NOT NULL CHECK (fee >= 0),
    cnam_convention boolean NOT NULL DEFAULT false,
    cnam_apci boolean NOT NULL DEFAULT false,
    is_verified boolean NOT NULL DEFAULT false,
    is_active boolean NOT NULL DEFAULT true,
    accepts_online_payment boolean NOT NULL DEFAULT false,
    teleconsultation boolean NOT NULL DEFAULT false,
    show_phone boolean NOT NULL DEFAULT true,
    cancellation_cutoff_hours integer NOT NULL DEFAULT 24 CHECK (cancellation_cutoff_hours BETWEEN 0 AND 720),
    search_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Search (docs/decisions/009) filters listed doctors by city and/or specialty; the partial indexes hold only
  // the doctors a search may return, ordered by name for stable pages.
  `CREATE INDEX doctors_city_specialty_idx ON doctors (city_id, specialty_id, search_name)
    WHERE is_active AND is_verified`,
  `CREATE INDEX doctors_specialty_idx ON doctors (specialty_id, search_name) WHERE is_active AND is_verified`,
  `CREATE INDEX doctors_search_name_trgm_idx ON doctors USING gin (search_name gin_trgm_ops)`,

  `CREATE TABLE patients (
    id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    birth_date date,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE secretaries (
    id uuid PRIMARY KEY,
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    email text NOT NULL UNIQUE CHECK (email = lower(email) AND position('@' IN email) > 1),
    user_id uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX secretaries_doctor_id_idx ON secretaries (doctor_id, created_at)`,

  `CREATE TABLE working_hours (
    id uuid PRIMARY KEY,
    doctor_id uuid NOT NULL UNIQUE REFERENCES doctors (id) ON DELETE CASCADE,
    timezone text NOT NULL DEFAULT 'Africa/Tunis',
    slot_minutes integer NOT NULL CHECK (slot_minutes BETWEEN 5 AND 240),
    schedule jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(schedule) = 'array'),
    visit_types jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(visit_types) = 'array'),
    absences jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(absences) = 'array'),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE services (
    id uuid PRIMARY KEY,
    benefactor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    name text NOT NULL,
    description text,
    price integer NOT NULL CHECK (price >= 0),
    duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 480),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // requirements §7: GET /service with query on benefactor, sorted by -createdAt.
  `CREATE INDEX services_benefactor_created_at_idx ON services (benefactor_id, created_at DESC)`,

  `CREATE TABLE rdvs (
    id uuid PRIMARY KEY,
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
    date timestamptz NOT NULL,
    end_date timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'done', 'cancelled', 'absent')),
    visit_type text,
    service_id uuid REFERENCES services (id) ON DELETE SET NULL,
    price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
    payment_mode text NOT NULL DEFAULT 'onsite' CHECK (payment_mode IN ('online', 'onsite')),
    payment_status text NOT NULL DEFAULT 'unpaid'
      CHECK (payment_status IN ('unpaid', 'pending', 'paid', 'refunded')),
    reason text,
    cancel_reason text,
    cancelled_by text CHECK (cancelled_by IN ('patient', 'doctor', 'secretary', 'admin')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date > date),
    -- docs/decisions/001: a cancellation requires a reason.
    CHECK (status <> 'cancelled' OR (cancel_reason IS NOT NULL AND cancelled_by IS NOT NULL))
  )`,
  // docs/design.md "Booking": two active bookings of one doctor's slot can never both exist. The database
  // rejects the second insert or reschedule (23505) whatever the application checked before.
  `CREATE UNIQUE INDEX rdvs_active_slot_key ON rdvs (doctor_id, date) WHERE status IN ('pending', 'confirmed')`,
  // Agenda, free-slot computation and counts by doctor; patient dashboard by patient.
  `CREATE INDEX rdvs_doctor_date_idx ON rdvs (doctor_id, date)`,
  `CREATE INDEX rdvs_patient_date_idx ON rdvs (patient_id, date)`,

  `CREATE TABLE questions (
    id uuid PRIMARY KEY,
    patient_id uuid NOT NULL REFERENCES patients (id) ON DELETE CASCADE,
    doctor_id uuid REFERENCES doctors (id) ON DELETE SET NULL,
    category_id uuid NOT NULL REFERENCES specialties (id),
    title text NOT NULL,
    content text NOT NULL,
    answer text,
    answered_at timestamptz,
    closed boolean NOT NULL DEFAULT false,
    patient_feedback_to_doctor smallint CHECK (patient_feedback_to_doctor BETWEEN 1 AND 5),
    patient_feedback_comment text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    -- requirements §4: the answer is a patch that assigns the answering doctor; feedback is about that doctor.
    CHECK (answer IS NULL OR doctor_id IS NOT NULL),
    CHECK (patient_feedback_to_doctor IS NULL OR doctor_id IS NOT NULL)
  )`,
  // requirements §7: GET /questions by category + closed + doctor (a specialty's open, unanswered questions),
  // by patient, and counts by doctor + patientFeedBackToDoctor.
  `CREATE INDEX questions_category_closed_doctor_idx ON questions (category_id, closed, doctor_id, created_at DESC)`,
  `CREATE INDEX questions_patient_idx ON questions (patient_id, created_at DESC)`,
  `CREATE INDEX questions_doctor_idx ON questions (doctor_id, patient_feedback_to_doctor) WHERE doctor_id IS NOT NULL`,
  `CREATE INDEX questions_created_at_idx ON questions (created_at DESC)`,

  `CREATE TABLE doctor_stats (
    id uuid PRIMARY KEY,
    doctor_id uuid NOT NULL REFERENCES doctors (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('display', 'visit', 'phone')),
    date date NOT NULL,
    count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
    -- one counter per doctor, type and day: increments are INSERT … ON CONFLICT DO UPDATE.
    UNIQUE (doctor_id, type, date)
  )`,

  `CREATE TABLE articles (
    id uuid PRIMARY KEY,
    title text NOT NULL,
    slug text NOT NULL UNIQUE,
    excerpt text NOT NULL,
    content text NOT NULL,
    cover_url text,
    author text NOT NULL,
    show_on_landing boolean NOT NULL DEFAULT false,
    published boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // requirements §7: landing articles are showOnLanding=true sorted by updatedAt:desc; the full list by updatedAt.
  `CREATE INDEX articles_landing_updated_at_idx ON articles (show_on_landing, updated_at DESC) WHERE published`,
  `CREATE INDEX articles_updated_at_idx ON articles (updated_at DESC)`,

  `CREATE TABLE payments (
    id uuid PRIMARY KEY,
    rdv_id uuid NOT NULL REFERENCES rdvs (id) ON DELETE CASCADE,
    amount integer NOT NULL CHECK (amount > 0),
    currency text NOT NULL DEFAULT 'TND' CHECK (currency = 'TND'),
    provider text NOT NULL CHECK (provider IN ('paymee', 'sandbox')),
    provider_ref text,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'expired')),
    payment_url text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX payments_rdv_id_idx ON payments (rdv_id, created_at DESC)`,
  `CREATE UNIQUE INDEX payments_provider_ref_key ON payments (provider, provider_ref) WHERE provider_ref IS NOT NULL`,

  `CREATE TABLE refresh_tokens (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id uuid NOT NULL,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    rotated_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id)`,
  `CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id)`,

  `CREATE TABLE notifications (
    id uuid PRIMARY KEY,
    kind text NOT NULL,
    recipient_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
    payload jsonb NOT NULL DEFAULT '{}',
    available_at timestamptz NOT NULL DEFAULT now(),
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    processed_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX notifications_pending_idx ON notifications (available_at) WHERE processed_at IS NULL`,

  `CREATE TABLE audit_log (
    id uuid PRIMARY KEY,
    actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    actor_role text NOT NULL CHECK (actor_role IN ('guest', 'patient', 'doctor', 'secretary', 'admin', 'system')),
    action text NOT NULL,
    entity text NOT NULL,
    entity_id text,
    details jsonb,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at DESC)`,
  `CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, created_at DESC)`,
];

const tablesNewestFirst = [
  'audit_log',
  'notifications',
  'refresh_tokens',
  'payments',
  'articles',
  'doctor_stats',
  'questions',
  'rdvs',
  'services',
  'working_hours',
  'secretaries',
  'patients',
  'doctors',
  'locations',
  'specialties',
  'user_identities',
  'users',
];

export const initial = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of tablesNewestFirst) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  },
};
