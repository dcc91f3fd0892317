import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/040: phones are stored in E.164. The ones saved before, as typed, are rewritten when
 * they are Tunisian numbers (the rule of `normalizeTunisianPhone` in SQL); any other value is kept as it
 * was, since nobody can tell what it should have been, and the next profile change must fix it.
 */
const compact = `regexp_replace(phone, '[ .-]', '', 'g')`;

export const tunisianPhones = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql
      .raw(
        `UPDATE users SET phone = '+216' || right(${compact}, 8)
         WHERE ${compact} ~ '^(\\+216|00216)?[234579][0-9]{7}$' AND phone !~ '^\\+216[0-9]{8}$'`,
      )
      .execute(db);
  },
  // The typed forms are gone; E.164 is a valid value of the older schema too.
  async down(): Promise<void> {},
};
