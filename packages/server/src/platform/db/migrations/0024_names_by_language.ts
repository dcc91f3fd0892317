import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/043: what doctors name in their own words — services, visit types — may carry a name
 * per language (`{"en": "Holter ECG", "ar": "…"}`), shown to readers of that language. A service's
 * names live beside it; a visit type's live in its working hours' `visit_types` (jsonb already, no
 * column); an rdv keeps the names of the visit type it was booked with, as it keeps its `visit_type`.
 * Existing rows have none: every reader sees the name as written, as before.
 */
const up: string[] = [
  `ALTER TABLE services ADD COLUMN names jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(names) = 'object')`,
  `ALTER TABLE rdvs ADD COLUMN visit_type_names jsonb NOT NULL DEFAULT '{}'
     CHECK (jsonb_typeof(visit_type_names) = 'object')`,
];

export const namesByLanguage = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw(`ALTER TABLE rdvs DROP COLUMN visit_type_names`).execute(db);
    await sql.raw(`ALTER TABLE services DROP COLUMN names`).execute(db);
  },
};
