import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/041-relatives.md: a patient's relatives (a child, a spouse, a parent…), for whom they
 * book rdvs and ask questions. A relative with a past rdv is removed by `deleted_at` only, so the
 * agenda and the patient's history still say who the rdv was for; one with an upcoming active rdv
 * cannot be removed (the application checks it, 409).
 */
const up: string[] = [
  `CREATE TABLE relatives (
    id uuid PRIMARY KEY,
    patient_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    first_name text NOT NULL CHECK (length(btrim(first_name)) BETWEEN 1 AND 80),
    last_name text NOT NULL CHECK (length(btrim(last_name)) BETWEEN 1 AND 80),
    birth_date date NOT NULL,
    sexe text NOT NULL CHECK (sexe IN ('M', 'F')),
    relation text NOT NULL CHECK (relation IN ('child', 'spouse', 'parent', 'sibling', 'other')),
    deleted_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX relatives_patient_id_idx ON relatives (patient_id) WHERE deleted_at IS NULL`,
  `ALTER TABLE rdvs ADD COLUMN relative_id uuid REFERENCES relatives (id)`,
  `CREATE INDEX rdvs_relative_id_idx ON rdvs (relative_id) WHERE relative_id IS NOT NULL`,
  `ALTER TABLE questions ADD COLUMN relative_id uuid REFERENCES relatives (id)`,
];

export const relatives = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE questions DROP COLUMN relative_id`).execute(db);
    await sql.raw(`ALTER TABLE rdvs DROP COLUMN relative_id`).execute(db);
    await sql.raw(`DROP TABLE relatives`).execute(db);
  },
};
