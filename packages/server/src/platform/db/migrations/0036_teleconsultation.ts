import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/054-teleconsultation-rules.md: an rdv held at a distance, the patient's consent given
 * when booking it (both consents, when, and which version of the texts), and the derogation an admin
 * grants a doctor for first consultations at a distance. A remote rdv always has its consent (CHECK). Remote visit types live in
 * `working_hours.visit_types` (JSON), so they need no column.
 */
export const teleconsultation = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `ALTER TABLE rdvs ADD COLUMN remote boolean NOT NULL DEFAULT false, ADD COLUMN remote_consent jsonb,
          ADD CONSTRAINT rdvs_remote_consent CHECK (NOT remote OR remote_consent IS NOT NULL)`,
      )
      .execute(db);
    await sql
      .raw(`ALTER TABLE doctors ADD COLUMN teleconsultation_first_visits boolean NOT NULL DEFAULT false`)
      .execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE doctors DROP COLUMN teleconsultation_first_visits`).execute(db);
    await sql.raw(`ALTER TABLE rdvs DROP COLUMN remote_consent, DROP COLUMN remote`).execute(db);
  },
};
