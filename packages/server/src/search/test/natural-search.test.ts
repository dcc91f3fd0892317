import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicDoctorNames } from '../doctor-search-data.js';
import { createDoctorNameTest, similarity } from '../doctor-names.js';
import { backends } from '../../../test/helpers/db.js';
import { type TestClient, useApiServer } from '../../../test/helpers/api.js';

/**
 * docs/decisions/031-natural-search.md on the demo catalogue: what patients type, read into filters,
 * and the first five doctors `GET /doctors` then lists are of that specialty and place.
 */
describe.each(backends)('%s: natural search queries', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });
  let guest: TestClient;
  const specialtyIds = new Map<string, string>();
  const cityIds = new Map<string, string>();
  const governorates = new Set<string>();
  const cityGovernorates = new Map<string, string>();

  beforeAll(async () => {
    guest = await server().guest();
    const { db } = server().database;
    for (const row of await db.selectFrom('specialties').select(['id', 'name_fr']).execute()) {
      specialtyIds.set(row.name_fr, row.id);
    }
    for (const row of await db.selectFrom('locations').select(['id', 'label', 'governorate']).execute()) {
      cityIds.set(row.label, row.id);
      cityGovernorates.set(row.label, row.governorate);
      governorates.add(row.governorate);
    }
  });

  const read = async (q: string) =>
    (await guest.api.GET('/search/query', { params: { query: { q } } })).data!;

  it.each([
    ['cardiologue Tunis', 'Cardiologie', 'Tunis'],
    ['dermato tunis', 'Dermatologie', 'Tunis'],
    ['cardiologist in Sousse', 'Cardiologie', 'Sousse'],
    ['طبيب قلب صفاقس', 'Cardiologie', 'Sfax'],
    ['ophtalmologue à Sfax', 'Ophtalmologie', 'Sfax'],
    ['dentist Ariana', 'Chirurgie dentaire', 'Ariana'],
    ['طبيب اطفال سوسة', 'Pédiatrie', 'Sousse'],
    ['generaliste la marsa', 'Médecine générale', 'La Marsa'],
    ['gynécologue Nabeul', 'Gynécologie obstétrique', 'Nabeul'],
    ['Dentiste Hammam Sousse', 'Chirurgie dentaire', 'Hammam Sousse'],
    ["women's doctor Tunis", 'Gynécologie obstétrique', 'Tunis'],
    ["children's doctor in Ariana", 'Pédiatrie', 'Ariana'],
    // Tunisian, in Latin letters and digits as texted, and in Arabic letters
    ['tbib snan sfax', 'Chirurgie dentaire', 'Sfax'],
    ['n7eb tbib 3inin fi Sousse', 'Ophtalmologie', 'Sousse'],
    ['tbib sghar Tunis', 'Pédiatrie', 'Tunis'],
    ['tbib 9alb Nabeul', 'Cardiologie', 'Nabeul'],
    ['طبيب سنان صفاقس', 'Chirurgie dentaire', 'Sfax'],
    ['طبيب صغار أريانة', 'Pédiatrie', 'Ariana'],
  ])('"%s" → %s in %s, and the first results are exactly that', async (q, specialty, place) => {
    const reading = await read(q);
    // A place that is a governorate too ("Sfax") is the governorate (decision 050); a town, the town.
    const governorate = governorates.has(place);
    expect(reading).toMatchObject({
      q,
      specialty: specialtyIds.get(specialty),
      city: governorate ? null : cityIds.get(place),
      governorate: governorate ? place : cityGovernorates.get(place),
      name: null,
    });
    // The city's doctors, or, when it has none of that specialty, its governorate's (as the app does).
    const search = (place: { city: string } | { governorate: string }) =>
      guest.api.GET('/doctors', {
        params: { query: { specialty: reading.specialty!, ...place, page: 1, limit: 5 } },
      });
    const inCity = reading.city === null ? [] : (await search({ city: reading.city })).data!.results;
    const results =
      inCity.length > 0 ? inCity : (await search({ governorate: reading.governorate! })).data!.results;
    expect(results.length).toBeGreaterThan(0);
    for (const doctor of results) {
      expect(doctor.doctorSpecialty._id).toBe(reading.specialty);
      if (inCity.length > 0) expect(doctor.city._id).toBe(reading.city);
      else expect(doctor.city.governorate).toBe(reading.governorate);
    }
  });

  it.each([
    ['dentiste', 'Chirurgie dentaire'],
    ['pediatre', 'Pédiatrie'],
    ['ophtalmo', 'Ophtalmologie'],
    ['gyneco', 'Gynécologie obstétrique'],
    ['ORL', 'Oto-rhino-laryngologie (ORL)'],
    ['généraliste', 'Médecine générale'],
    ['dentist', 'Chirurgie dentaire'],
    ['cardiologist', 'Cardiologie'],
    ['cardiolgue', 'Cardiologie'],
    ['طبيب أسنان', 'Chirurgie dentaire'],
    ['طبيب قلب', 'Cardiologie'],
    ['tbib jeld', 'Dermatologie'],
    ['tbib kerch', 'Gastro-entérologie'],
    ['طبيب وذنين', 'Oto-rhino-laryngologie (ORL)'],
    ['الضيقة', 'Pneumologie'],
  ])('"%s" → %s', async (q, specialty) => {
    expect(await read(q)).toMatchObject({ specialty: specialtyIds.get(specialty), city: null, name: null });
  });

  it("keeps a doctor's name as the name filter, beside a specialty", async () => {
    expect(await read('Ben Salah cardiologue')).toMatchObject({
      specialty: specialtyIds.get('Cardiologie'),
      name: 'ben salah',
    });
  });

  it('reads a gender asked for in words, and the doctors listed then are all of it', async () => {
    for (const [q, gender] of [
      ['gynécologue femme Tunis', 'F'],
      ['female dentist in Sousse', 'F'],
      ['طبيبة أسنان صفاقس', 'F'],
      ['cardiologue homme Tunis', 'M'],
      ['tbiba snan sfax', 'F'],
      ['tbib 9alb rajel Tunis', 'M'],
    ] as const) {
      const reading = await read(q);
      expect(reading, q).toMatchObject({ gender, name: null, ignored: null });
      expect(reading.specialty, q).not.toBeNull();
      const { results } = (
        await guest.api.GET('/doctors', {
          params: { query: { specialty: reading.specialty!, governorate: reading.governorate!, gender } },
        })
      ).data!;
      expect(results.length, q).toBeGreaterThan(0);
      for (const doctor of results) expect(doctor.sexe, q).toBe(gender);
    }
  });

  it('leaves out words that name no doctor, and says which, instead of emptying the results', async () => {
    expect(await read('dentiste menzah')).toMatchObject({
      specialty: specialtyIds.get('Chirurgie dentaire'),
      city: null,
      name: null,
      ignored: 'menzah',
    });
    expect(await read('pédiatre URGENT Sousse')).toMatchObject({
      specialty: specialtyIds.get('Pédiatrie'),
      city: null,
      governorate: 'Sousse',
      name: null,
      ignored: 'URGENT',
    });
    // Said back as typed, not as the reading compares them.
    expect(await read('طبيب أسنان المنزه')).toMatchObject({
      specialty: specialtyIds.get('Chirurgie dentaire'),
      name: null,
      ignored: 'المنزه',
    });
  });

  it("computes pg_trgm's similarity in-process, as the database does", async () => {
    const { db } = server().database;
    const pairs = [
      ['ben salah', 'ben salh'],
      ['dr karim ben salah', 'salah'],
      ['karim trabelsi', 'trabelsy karim'],
      ['amira marzouki', 'menzah'],
      ['ab', 'habib abid'],
      ['yasmine ben amor', 'urgent'],
    ];
    for (const [a, b] of pairs) {
      const { rows } = await sql<{ value: number }>`SELECT similarity(${a}, ${b}) AS value`.execute(db);
      expect(similarity(a!, b!), `${a} / ${b}`).toBeCloseTo(Number(rows[0]!.value), 5);
    }
  });

  it('knows in-process every name the search finds doctors by, and no word that finds none', async () => {
    const names = await publicDoctorNames(server().database.db);
    const namesADoctor = createDoctorNameTest(names);
    // Whole names, last names, a typo, a piece inside a word, two letters, and words naming nobody.
    const [first, second] = names;
    const asked = [
      first!,
      first!.split(' ').at(-1)!,
      `${second!.slice(0, 3)}${second!.slice(4)}`,
      second!.slice(2, 6),
      second!.slice(1, 3),
      'menzah',
      'urgent',
      'pas cher',
    ];
    for (const name of asked) {
      const { totalResults } = (await guest.api.GET('/doctors', { params: { query: { name } } })).data!;
      expect(namesADoctor(name), name).toBe(totalResults > 0);
    }
  });

  it.each([
    ['🦷 😷', 200],
    ["'; DROP TABLE users; --", 200],
    ['(.*)+$ [a-z]{1,}', 200],
    ['Cardio تونس mix', 200],
    ['', 400],
    ['x'.repeat(500), 400],
  ])('answers %j with %i, never a 5xx', async (q, status) => {
    const { response } = await guest.api.GET('/search/query', { params: { query: { q } } });
    expect(response.status).toBe(status);
  });
});

/**
 * docs/decisions/050-search-links-nearby.md on the demo catalogue: a place that is a city and a
 * governorate is the governorate; nobody here, the nearest governorates; a whole phrase suggested as read.
 */
describe.each(backends)('%s: places, nearby governorates and readings suggested', (backend) => {
  const server = useApiServer(backend, { state: 'seeded' });
  let guest: TestClient;

  beforeAll(async () => {
    guest = await server().guest();
  });

  const idOf = async (table: 'specialties' | 'locations', name: string) =>
    (
      await server()
        .database.db.selectFrom(table)
        .select('id')
        .where(table === 'specialties' ? 'name_fr' : 'label', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  it.each([
    ['dentiste marsa', 'Chirurgie dentaire', { city: 'La Marsa', governorate: 'Tunis' }],
    ['dentiste goulette', 'Chirurgie dentaire', { city: 'La Goulette', governorate: 'Tunis' }],
    ['cardiologue jem', 'Cardiologie', { city: 'El Jem', governorate: 'Mahdia' }],
    ['pédiatre kef', 'Pédiatrie', { city: null, governorate: 'Le Kef' }],
  ])('reads "%s" as %s in %o, a place said without its article', async (q, specialty, place) => {
    const { data } = await guest.api.GET('/search/query', { params: { query: { q } } });
    expect(data).toMatchObject({
      specialty: await idOf('specialties', specialty),
      city: place.city === null ? null : await idOf('locations', place.city),
      governorate: place.governorate,
      name: null,
      ignored: null,
    });
  });

  it('reads "dentiste à Sfax" as the governorate of Sfax: 4 dentists, where the city has 1', async () => {
    const dentistry = await idOf('specialties', 'Chirurgie dentaire');
    for (const q of ['dentiste à Sfax', 'tbib snan sfax', 'طبيب أسنان صفاقس']) {
      const reading = (await guest.api.GET('/search/query', { params: { query: { q } } })).data!;
      expect(reading, q).toMatchObject({ specialty: dentistry, city: null, governorate: 'Sfax' });
    }
    const count = async (place: { governorate: string } | { city: string }) =>
      (await guest.api.GET('/doctors', { params: { query: { specialty: dentistry, ...place } } })).data!
        .totalResults;
    expect(await count({ city: await idOf('locations', 'Sfax') })).toBe(1);
    expect(await count({ governorate: 'Sfax' })).toBe(4);
  });

  it('names the nearest governorates with gastro-enterologists when Sousse has none', async () => {
    const gastro = await idOf('specialties', 'Gastro-entérologie');
    const reading = (await guest.api.GET('/search/query', { params: { query: { q: 'gastro sousse' } } }))
      .data!;
    expect(reading).toMatchObject({ specialty: gastro, city: null, governorate: 'Sousse' });
    const nearby = async (governorate: string, lang: 'fr' | 'ar') =>
      (
        await guest.api.GET('/search/nearby', {
          params: { query: { specialty: gastro, governorate, lang } },
        })
      ).data!;
    expect(await nearby('Sousse', 'ar')).toEqual({
      governorate: 'Sousse',
      name: 'سوسة',
      doctors: 0,
      nearest: [
        { governorate: 'Monastir', name: 'المنستير', distanceKm: 17, doctors: 4 },
        { governorate: 'Tunis', name: 'تونس', distanceKm: 116, doctors: 4 },
        { governorate: 'Siliana', name: 'سليانة', distanceKm: 118, doctors: 3 },
      ],
    });
    // The counts are those of the search itself.
    const { totalResults } = (
      await guest.api.GET('/doctors', { params: { query: { specialty: gastro, governorate: 'Monastir' } } })
    ).data!;
    expect(totalResults).toBe(4);
    expect(await nearby('Atlantis', 'fr')).toEqual({
      governorate: 'Atlantis',
      name: null,
      doctors: 0,
      nearest: [],
    });
    const { response } = await guest.api.GET('/search/nearby', {
      params: { query: { specialty: 'not-an-id', governorate: 'Sousse' } },
    });
    expect(response.status).toBe(400);
  });

  it('suggests a whole phrase as read, first, in the language asked for', async () => {
    const dentistry = await idOf('specialties', 'Chirurgie dentaire');
    const suggest = async (q: string, lang: 'fr' | 'ar') =>
      (await guest.api.GET('/search/suggestions', { params: { query: { q, lang } } })).data!;
    expect((await suggest('dentiste à Sfax', 'fr')).reading).toEqual({
      specialty: { _id: dentistry, name: 'Chirurgie dentaire' },
      place: { kind: 'governorate', city: null, governorate: 'Sfax', name: 'Sfax' },
      gender: null,
    });
    expect((await suggest('tbib snan sfax', 'ar')).reading).toEqual({
      specialty: { _id: dentistry, name: 'طب الأسنان' },
      place: { kind: 'governorate', city: null, governorate: 'Sfax', name: 'صفاقس' },
      gender: null,
    });
    // A single suggestion standing for the whole text, or words not yet read: no reading.
    expect((await suggest('dentiste', 'fr')).reading).toBeNull();
    expect((await suggest('cardiologue Tun', 'fr')).reading).toBeNull();
  });

  it('ranks the doctors of the surname typed with a typo first ("Ben Salh")', async () => {
    const { doctors } = (
      await guest.api.GET('/search/suggestions', { params: { query: { q: 'Ben Salh', lang: 'fr' } } })
    ).data!;
    // Before: "Dr Salma Ben Ali" first, her whole name as like "ben salh" as theirs.
    expect(doctors.slice(0, 3).map((doctor) => doctor.name)).toEqual([
      'Dr Slim Ben Salah',
      'Dr Anis Ben Salah',
      'Dr Aymen Ben Salah',
    ]);
    const { results } = (
      await guest.api.GET('/doctors', { params: { query: { name: 'Ben Salh', limit: 3 } } })
    ).data!;
    expect(results.map((doctor) => doctor.name)).toEqual(doctors.slice(0, 3).map((doctor) => doctor.name));
  });
});
