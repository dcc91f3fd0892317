import { type Kysely, sql } from 'kysely';

/*
 * docs/decisions/018-back-office.md: the admin listings and the audit log.
 * - `search_fold(text)` lower-cases and strips Latin accents, Arabic diacritics and the hamza on alef
 *   in SQL, so the back office's `q` matches "Hédi" with "hedi" on PGlite and PostgreSQL alike without
 *   the `unaccent` extension. Unlike `normalizeSearchText` it keeps punctuation, because `q` also matches e-mails
 *   ("@", "."). Upper-case accented letters are translated before `lower()`, which in the C locale
 *   folds ASCII only. IMMUTABLE, so it can back an index.
 * - `users_search_trgm_idx` serves `q` (`LIKE '%…%'` over name and e-mail) for both listings;
 * - `users_created_idx`, `doctors_created_idx` serve "newest first" without a filter;
 * - `audit_log_created_idx` serves the audit log, newest first (0001's indexes lead with entity/actor);
 * - specialty French names are unique regardless of case (0001 made them unique as typed).
 */
// Latin accented letters, then the alef with hamza or madda, which Arabic users often type bare.
const accented = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿأإآ';
const plain = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyyااا';
// Characters of `from` with no counterpart in `to` are removed by translate(): the Arabic diacritics.
const arabicDiacritics = Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) =>
  String.fromCodePoint(0x064b + i),
).join('');

const up: string[] = [
  `CREATE FUNCTION search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(translate(value, '${accented}${arabicDiacritics}\u0670', '${plain}')) $$`,
  `CREATE INDEX users_search_trgm_idx ON users
    USING gin (search_fold(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)`,
  `CREATE INDEX users_created_idx ON users (created_at DESC, id DESC)`,
  `CREATE INDEX doctors_created_idx ON doctors (created_at DESC, id DESC)`,
  `CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)`,
  `CREATE UNIQUE INDEX specialties_name_fr_lower_key ON specialties (lower(name_fr))`,
];

const down: string[] = [
  `DROP INDEX IF EXISTS specialties_name_fr_lower_key`,
  `DROP INDEX IF EXISTS audit_log_created_idx`,
  `DROP INDEX IF EXISTS doctors_created_idx`,
  `DROP INDEX IF EXISTS users_created_idx`,
  `DROP INDEX IF EXISTS users_search_trgm_idx`,
  `DROP FUNCTION IF EXISTS search_fold(text)`,
];

export const backOffice = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const statement of down) await sql.raw(statement).execute(db);
  },
};
