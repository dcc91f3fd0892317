import { type Kysely, sql } from 'kysely';
import { specialtySynonyms } from '../../../seed/data/specialty-synonyms.js';

/*
 * docs/decisions/031-natural-search.md: how patients name each specialty, per language, beside it,
 * so the search understands "cardiologue", "dentist" or "طبيب قلب". Databases seeded before get the
 * synonyms of the specialties they already have (matched by French name).
 */
export const specialtySynonymsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(`ALTER TABLE specialties ADD COLUMN synonyms jsonb NOT NULL DEFAULT '{"fr":[],"en":[],"ar":[]}'`)
      .execute(db);
    for (const [nameFr, synonyms] of Object.entries(specialtySynonyms)) {
      await sql`UPDATE specialties SET synonyms = ${JSON.stringify(synonyms)}::jsonb WHERE name_fr = ${nameFr}`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE specialties DROP COLUMN synonyms`).execute(db);
  },
};
