import { type Kysely, sql } from 'kysely';
import { tunisianSynonyms } from '../../../seed/data/specialty-synonyms.js';

/*
 * docs/decisions/031-natural-search.md: the Tunisian names of the specialties ("tbib snan", "طبيب سنان")
 * join their Arabic names in databases seeded before; taken back on the way down.
 */
async function rewriteArabicNames(
  db: Kysely<unknown>,
  change: (names: string[], tunisian: string[]) => string[],
) {
  for (const [nameFr, tunisian] of Object.entries(tunisianSynonyms)) {
    const { rows } = await sql<{ id: string; names: string[] }>`
      SELECT id, synonyms->'ar' AS names FROM specialties WHERE name_fr = ${nameFr}`.execute(db);
    for (const { id, names } of rows) {
      const changed = change(names, tunisian);
      await sql`UPDATE specialties SET synonyms = jsonb_set(synonyms, '{ar}', ${JSON.stringify(changed)}::jsonb)
        WHERE id = ${id}`.execute(db);
    }
  }
}

export const tunisianSynonymsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await rewriteArabicNames(db, (names, tunisian) => [
      ...names,
      ...tunisian.filter((word) => !names.includes(word)),
    ]);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await rewriteArabicNames(db, (names, tunisian) => names.filter((word) => !tunisian.includes(word)));
  },
};
