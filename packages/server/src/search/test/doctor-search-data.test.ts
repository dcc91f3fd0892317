import { describe, expect, it } from 'vitest';
import { autocompleteDoctors, searchDoctors } from '../doctor-search-data.js';
import { addDays, tunisDay } from '../../platform/zoned-time.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

describe.each(backends)('searchDoctors on %s', (backend) => {
  const database = useTestDatabase(backend, 'seeded');
  const now = new Date();

  it('ranks the closest name first and gives it at most 3 future slots', async () => {
    const { hits, total } = await searchDoctors(
      database().db,
      { name: 'ben sala' },
      { page: 1, limit: 5 },
      now,
    );
    expect(total).toBeGreaterThanOrEqual(1);
    expect(hits.length).toBeLessThanOrEqual(5);
    const karim = hits.find((hit) => hit.row.first_name === 'Karim' && hit.row.last_name === 'Ben Salah');
    expect(karim?.nextSlots).toHaveLength(3);
    for (const slot of karim!.nextSlots) expect(Date.parse(slot)).toBeGreaterThan(now.getTime());
    expect(karim!.nextSlots).toEqual([...karim!.nextSlots].sort());
  });

  it('gives the total on a page past the last one, which has no row to carry it', async () => {
    const filter = { name: 'ben sala' };
    const first = await searchDoctors(database().db, filter, { page: 1, limit: 5 }, now);
    const past = await searchDoctors(database().db, filter, { page: 1_000, limit: 5 }, now);
    expect(past).toEqual({ hits: [], total: first.total });
  });

  it('never returns an unverified or inactive doctor', async () => {
    const { hits, total } = await searchDoctors(database().db, {}, { page: 1, limit: 100 }, now);
    expect(hits).toHaveLength(100);
    expect(hits.every((hit) => hit.row.is_verified && hit.row.is_active)).toBe(true);
    const hidden = await database()
      .db.selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('is_verified', '=', false), eb('is_active', '=', false)]))
      .executeTakeFirstOrThrow();
    const all = await database()
      .db.selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(hidden.n)).toBeGreaterThan(0);
    expect(total).toBe(Number(all.n) - Number(hidden.n));
  });

  it('with a Sunday, finds nobody free (no seeded schedule opens on Sundays)', async () => {
    let sunday = addDays(tunisDay(now), 1);
    while (sunday.weekday !== 0) sunday = addDays(sunday.day, 1);
    const result = await searchDoctors(database().db, { date: sunday.day }, { page: 1, limit: 20 }, now);
    expect(result).toEqual({ hits: [], total: 0 });
  });

  it('autocompletes nothing for a keyword without letters', async () => {
    expect(await autocompleteDoctors(database().db, '!!!', 8)).toEqual([]);
  });
});
