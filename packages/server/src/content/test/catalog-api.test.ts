import { describe, expect, it } from 'vitest';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

describe.each(backends)('specialties and locations over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });

  it('lists specialties by popularity, most looked-for first', async () => {
    const { api } = await server().guest();
    const { data, response } = await api.GET('/doctorSpecialties', {
      params: { query: { sortBy: 'freq:desc', limit: 10 } },
    });
    expect(response.status).toBe(200);
    const all = await server()
      .database.db.selectFrom('specialties')
      .select(['name_fr', 'freq'])
      .orderBy('freq', 'desc')
      .orderBy('name_fr')
      .execute();
    expect(data?.results.map((s) => s.name)).toEqual(all.slice(0, 10).map((s) => s.name_fr));
    expect(data).toMatchObject({
      page: 1,
      limit: 10,
      totalResults: all.length,
      totalPages: Math.ceil(all.length / 10),
    });
    const freqs = data!.results.map((s) => s.freq);
    expect(freqs).toEqual([...freqs].sort((a, b) => b - a));
    const cardiology = (
      await api.GET('/doctorSpecialties', { params: { query: { limit: 200 } } })
    ).data?.results.find((s) => s.name === 'Cardiologie');
    expect(cardiology?.names.fr).toBe('Cardiologie');
    expect(cardiology?.names.en).toBe('Cardiology');
  });

  it('lists specialties by name by default, paginated', async () => {
    const { api } = await server().guest();
    const first = await api.GET('/doctorSpecialties', { params: { query: { limit: 200, page: 1 } } });
    const names = first.data!.results.map((s) => s.name);
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await api.GET('/doctorSpecialties', { params: { query: { limit: 5, page: 2 } } });
    expect(second.data?.results.map((s) => s.name)).toEqual(names.slice(5, 10));
    expect(second.data?.page).toBe(2);
  });

  it('lists the 24 governorates’ cities sorted by Label', async () => {
    const { api } = await server().guest();
    const { data } = await api.GET('/locations', { params: { query: {} } });
    const labels = data!.results.map((l) => l.Label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(data!.results.map((l) => l.governorate)).size).toBe(24);
    expect(data).toMatchObject({ page: 1, limit: 500, totalResults: labels.length, totalPages: 1 });
    const descending = await api.GET('/locations', { params: { query: { sortBy: 'Label:desc' } } });
    expect(descending.data?.results.map((l) => l.Label)).toEqual([...labels].reverse());
  });

  it('filters locations by governorate', async () => {
    const { api } = await server().guest();
    const { data } = await api.GET('/locations', { params: { query: { governorate: 'Sfax' } } });
    expect(data!.results.length).toBeGreaterThan(0);
    expect(data!.results.every((l) => l.governorate === 'Sfax')).toBe(true);
  });

  it('answers a bad sort or limit with 400 and the Error shape', async () => {
    const { origin } = server();
    const bad = await fetch(`${origin}/v1/doctorSpecialties?sortBy=popularity`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const tooMany = await fetch(`${origin}/v1/locations?limit=501`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
