import { beforeAll, describe, expect, it } from 'vitest';
import { availabilityWindow } from '../../booking/availability-data.js';
import { shiftCivilDay } from '../../platform/zoned-time.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

/**
 * docs/decisions/036-search-results.md over HTTP on the demo data: the search box's grouped
 * suggestions in three languages, and the sorts, filters and five-day strip of `GET /doctors`.
 */
describe.each(backends)('%s: suggestions and results that help choose', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });
  let guest: TestClient;
  const specialtyIds = new Map<string, string>();

  beforeAll(async () => {
    guest = await server().guest();
    for (const row of await server()
      .database.db.selectFrom('specialties')
      .select(['id', 'name_fr'])
      .execute()) {
      specialtyIds.set(row.name_fr, row.id);
    }
  });

  const suggest = async (q: string, lang: 'fr' | 'en' | 'ar' = 'fr') =>
    (await guest.api.GET('/search/suggestions', { params: { query: { q, lang } } })).data!;

  describe('GET /search/suggestions', () => {
    it('ranks the city named exactly before those that only contain it: "Sousse" before "Hammam Sousse"', async () => {
      const { places } = await suggest('Sousse');
      expect(places[0]).toMatchObject({
        kind: 'city',
        name: 'Sousse',
        governorate: 'Sousse',
        match: 'exact',
      });
      const names = places.map((place) => `${place.kind}:${place.name}`);
      expect(names.indexOf('city:Hammam Sousse')).toBeGreaterThan(names.indexOf('governorate:Sousse'));
    });

    it.each([
      ['cardiologue', 'fr', 'Cardiologie'],
      ['cardiologist', 'en', 'Cardiology'],
      ['طبيب قلب', 'ar', 'أمراض القلب والشرايين'],
      ['dentiste', 'fr', 'Chirurgie dentaire'],
      ['pediatre', 'fr', 'Pédiatrie'],
      ['cardiolgue', 'fr', 'Cardiologie'],
    ] as const)('suggests for "%s" (%s) the specialty %s first', async (q, lang, name) => {
      const { specialties } = await suggest(q, lang);
      expect(specialties[0]).toMatchObject({ name, text: q });
    });

    it('suggests the place at the end of a longer text, saying which end it stands for', async () => {
      const { specialties, places } = await suggest('cardiologue Tun');
      expect(specialties).toEqual([]);
      expect(places[0]).toMatchObject({ kind: 'city', name: 'Tunis', match: 'prefix', text: 'Tun' });
      const arabic = await suggest('طبيب قلب صفا', 'ar');
      expect(arabic.places[0]).toMatchObject({ kind: 'city', name: 'صفاقس', text: 'صفا' });
    });

    it('suggests doctors by name, of the specialty the text names', async () => {
      const { doctors } = await suggest('Ben Salah');
      expect(doctors.map((doctor) => doctor.name)).toContain('Dr Karim Ben Salah');
      const cardiologists = await suggest('cardiologue ben');
      expect(cardiologists.doctors.length).toBeGreaterThan(0);
      expect(cardiologists.doctors.every((doctor) => doctor.specialty === 'Cardiologie')).toBe(true);
      const inArabic = await suggest('طبيب قلب ben', 'ar');
      expect(inArabic.doctors.length).toBeGreaterThan(0);
      expect(inArabic.doctors.every((doctor) => doctor.specialty === 'أمراض القلب والشرايين')).toBe(true);
    });

    it.each([
      ['🦷 😷', 200],
      ["'; DROP TABLE users; --", 200],
      ['(.*)+$ [a-z]{1,}', 200],
      ['Cardio تونس mix', 200],
      ['x'.repeat(200), 200],
      ['', 400],
      ['x'.repeat(500), 400],
    ])('answers %j with %i, never a 5xx', async (q, status) => {
      const { response, data } = await guest.api.GET('/search/suggestions', { params: { query: { q } } });
      expect(response.status).toBe(status);
      if (status === 200) expect(data?.q).toBe(q);
    });

    it('refuses an unknown language or a limit above 10 with 400', async () => {
      const raw = (query: string) => fetch(`${server().origin}/v1/search/suggestions?${query}`);
      expect((await raw('q=sousse&lang=de')).status).toBe(400);
      expect((await raw('q=sousse&limit=11')).status).toBe(400);
      expect((await raw('q=s&limit=2')).status).toBe(200);
    });
  });

  describe('GET /doctors: sorts, filters and the five-day strip', () => {
    const search = async (query: Record<string, unknown>) => {
      const { data, response } = await guest.api.GET('/doctors', {
        params: { query: { limit: 50, ...query } },
      });
      expect(response.status).toBe(200);
      return data!;
    };

    it('sorts by earliest availability when a specialty is chosen, doctors with no slot last', async () => {
      const specialty = specialtyIds.get('Cardiologie')!;
      const { results } = await search({ specialty });
      const first = results.map((doctor) => doctor.nextSlots![0] ?? '\uffff');
      expect(first).toEqual([...first].sort());
      expect((await search({ specialty, sort: 'availability' })).results).toEqual(results);
    });

    it('sorts by fee, lowest first, and by name', async () => {
      const byFee = (await search({ sort: 'fee' })).results.map((doctor) => doctor.fee);
      expect(byFee).toEqual([...byFee].sort((a, b) => a - b));
      const specialty = specialtyIds.get('Pédiatrie')!;
      const byName = (await search({ sort: 'name', specialty })).results.map((doctor) => doctor._id);
      const expected = await server()
        .database.db.selectFrom('doctors as d')
        .innerJoin('users as u', 'u.id', 'd.id')
        .select('d.id')
        .where('d.specialty_id', '=', specialty)
        .where('d.is_verified', '=', true)
        .where('d.is_active', '=', true)
        .where('u.blocked', '=', false)
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('d.id')
        .limit(50)
        .execute();
      expect(byName).toEqual(expected.map((row) => row.id));
    });

    it('keeps only doctors free today, or within three days, and shows it in their strip', async () => {
      const { today } = availabilityWindow(server().clock.now());
      const now = server().clock.now().toISOString();
      const todays = await search({ availableWithin: 'today' });
      for (const doctor of todays.results) {
        expect(doctor.availability![0]?.day).toBe(today);
        expect(doctor.availability![0]?.count).toBeGreaterThan(0);
      }
      const within = await search({ availableWithin: '3days' });
      expect(within.totalResults).toBeGreaterThanOrEqual(todays.totalResults);
      for (const doctor of within.results) {
        expect(doctor.availability!.slice(0, 3).some((day) => day.count > 0)).toBe(true);
        expect(doctor.availability!.map((day) => day.day)).toEqual(
          [0, 1, 2, 3, 4].map((offset) => shiftCivilDay(today, offset)),
        );
        for (const day of doctor.availability!) {
          expect(day.slots.length).toBe(Math.min(day.count, 4));
          for (const slot of day.slots) expect(slot >= now).toBe(true);
        }
      }
    });

    it('filters on online payment, CNAM, gender and every language asked', async () => {
      const filtered = await search({
        onlinePayment: true,
        cnam: true,
        gender: 'F',
        languages: ['en', 'fr'],
      });
      expect(filtered.results.length).toBeGreaterThan(0);
      for (const doctor of filtered.results) {
        expect(doctor).toMatchObject({ acceptsOnlinePayment: true, cnamConvention: true, sexe: 'F' });
        expect(doctor.languages).toEqual(expect.arrayContaining(['en', 'fr']));
      }
      const men = await search({ gender: 'M' });
      expect(men.results.every((doctor) => doctor.sexe === 'M')).toBe(true);
    });

    it('refuses a day past the 28 it knows, an unknown sort, gender or language with 400', async () => {
      const { through } = availabilityWindow(server().clock.now());
      const raw = (query: string) => fetch(`${server().origin}/v1/doctors?${query}`);
      expect((await raw(`date=${shiftCivilDay(through, 1)}`)).status).toBe(400);
      expect((await raw(`date=${through}`)).status).toBe(200);
      for (const query of ['sort=rating', 'gender=X', 'languages=de', 'availableWithin=week']) {
        expect((await raw(query)).status, query).toBe(400);
      }
    });
  });
});
