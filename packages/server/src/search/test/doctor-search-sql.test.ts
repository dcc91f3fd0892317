import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { normalizeSearchText } from '../../platform/db/search-text.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';
import { insertRdvFixture } from '../../../test/helpers/fixtures.js';

describe('normalizeSearchText', () => {
  it('lower-cases and strips accents and punctuation', () => {
    expect(normalizeSearchText('Dr. Hédi  Ben Sâlah')).toBe('dr hedi ben salah');
    expect(normalizeSearchText('Kalâat el-Andalous')).toBe('kalaat el andalous');
  });

  it('removes Arabic diacritics but keeps the letters', () => {
    expect(normalizeSearchText('مُحَمَّد')).toBe('محمد');
  });
});

const names = ['Karim Ben Salah', 'Amel Kallel', 'Sami Trabelsi', 'Hédi Chebbi', 'Salma Ben Salem'];

// docs/decisions/009: doctor autocomplete with pg_trgm, on PGlite and on PostgreSQL alike.
describe.each(backends)('trigram doctor search on %s', (backend) => {
  const database = useTestDatabase(backend);

  beforeAll(async () => {
    const { db } = database();
    const { specialtyId, cityId } = await insertRdvFixture(db);
    for (const name of names) {
      const id = newId();
      const [firstName, ...lastName] = name.split(' ');
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@tabib.test`,
          password_hash: null,
          role: 'doctor',
          first_name: firstName!,
          last_name: lastName.join(' '),
        })
        .execute();
      await db
        .insertInto('doctors')
        .values({
          id,
          specialty_id: specialtyId,
          city_id: cityId,
          fee: 50_000,
          search_name: normalizeSearchText(name),
        })
        .execute();
    }
  });

  const bySimilarity = (keyword: string) =>
    database()
      .db.selectFrom('doctors')
      .select('search_name')
      .where(sql<boolean>`search_name % ${normalizeSearchText(keyword)}`)
      .orderBy(sql`similarity(search_name, ${normalizeSearchText(keyword)})`, 'desc')
      .execute();

  it('finds a name typed with a typo, best match first', async () => {
    const rows = await bySimilarity('ben slah');
    expect(rows[0]).toEqual({ search_name: 'karim ben salah' });
  });

  it('matches without accents what was written with them', async () => {
    expect((await bySimilarity('HEDI chebi'))[0]).toEqual({ search_name: 'hedi chebbi' });
  });

  it('returns nothing for a name that is not there', async () => {
    expect(await bySimilarity('zzzz qqqq')).toEqual([]);
  });

  it('answers prefix autocomplete (ILIKE) through the trigram GIN index', async () => {
    const { db } = database();
    const plan = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN SELECT id FROM doctors WHERE search_name ILIKE ${'%trabel%'}`.execute(trx);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('doctors_search_name_trgm_idx');
    const rows = await db
      .selectFrom('doctors')
      .select('search_name')
      .where('search_name', 'ilike', '%trabel%')
      .execute();
    expect(rows).toEqual([{ search_name: 'sami trabelsi' }]);
  });
});
