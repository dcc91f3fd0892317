// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { compileCatalog, loadCatalog, type Language } from '../i18n/catalog';
import { render } from './entry-server';

const origin = 'https://tabib.example';
const unknownDoctor = '00000000-0000-4000-8000-000000000000';

/** The API of a site where nothing exists: every call answers 404 with the API's error body. */
const nothingFound: typeof fetch = async () =>
  new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Doctor not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

// The first render transforms the page's lazy modules: seconds on a busy machine, past the 5 s default.
describe('render (server side)', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends an unknown doctor's 404 to the logger it is given, not to the console", async () => {
    const consoleError = vi.spyOn(console, 'error');
    const logger = { error: vi.fn() };
    const page = await render({
      url: `/doctor-profile?id=${unknownDoctor}`,
      origin,
      fetch: nothingFound,
      messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
      logger,
    });
    // The server answers 404 for this address itself (it knows the public doctors); the page says so.
    expect(page?.html).toContain('<h1 class="doctor-profile__missing-title">Médecin introuvable</h1>');
    expect(logger.error).toHaveBeenCalledWith('HTTP error', expect.objectContaining({ status: 404 }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('titles an unknown address "Page introuvable", with the brand as each language writes it', async () => {
    const titleOf = async (url: string) => {
      const page = await render({
        url,
        origin,
        fetch: nothingFound,
        messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
        logger: { error: vi.fn() },
      });
      return /<title>(.*?)<\/title>/.exec(page?.head ?? '')?.[1];
    };
    expect(await titleOf('/no-such-page')).toBe('Page introuvable — Tabib');
    expect(await titleOf('/no-such-page?lng=ar')).toBe('الصفحة غير موجودة — طبيب');
  });

  it('renders a search link of a whole query with its results: the reading, then the doctors it finds', async () => {
    const dentistry = '0193728a-7276-7ac2-8367-efbca2274284';
    const asked: string[] = [];
    // The API of a site with one dentist in Sfax; the lists the page also reads are empty.
    const api: typeof fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(`${url.pathname}${url.search}`);
      const body =
        url.pathname === '/v1/search/query'
          ? {
              q: url.searchParams.get('q'),
              specialty: dentistry,
              city: null,
              governorate: null,
              gender: null,
              name: null,
              ignored: null,
            }
          : url.pathname === '/v1/doctors'
            ? {
                results: [
                  {
                    _id: '0193728a-7276-7000-8000-000000000001',
                    name: 'Dr Amel Trabelsi',
                    doctorSpecialty: { _id: dentistry, name: 'Chirurgie dentaire' },
                    city: { _id: '0193728a-7276-7000-8000-000000000002', Label: 'Sfax', governorate: 'Sfax' },
                    fee: 40000,
                    cnamConvention: true,
                    acceptsOnlinePayment: false,
                    photoUrl: null,
                    nextSlots: [],
                    availability: [],
                  },
                ],
                page: 1,
                limit: 10,
                totalPages: 1,
                totalResults: 1,
              }
            : { results: [], page: 1, limit: 50, totalPages: 0, totalResults: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const page = await render({
      url: '/search-doctors?q=dentiste',
      origin,
      fetch: api,
      messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
      logger: { error: vi.fn() },
    });
    // Before: "Recherche en cours…" and no search at all, the reading waiting for the browser.
    expect(page?.html).toContain('1 médecin trouvé');
    expect(page?.html).toContain('Dr Amel Trabelsi');
    expect(page?.html).not.toContain('Recherche en cours');
    expect(asked).toContain('/v1/search/query?q=dentiste');
    expect(
      asked.some((path) => path.startsWith('/v1/doctors?') && path.includes(`specialty=${dentistry}`)),
    ).toBe(true);
    // The box keeps the query.
    expect(page?.html).toMatch(/<input[^>]*value="dentiste"/);
  });

  it("renders a doctor's profile in one pass, from the data its route declares, each API call made once", async () => {
    const doctorId = '0193728a-7276-7000-8000-000000000010';
    const doctor = {
      _id: doctorId,
      name: 'Dr Amel Trabelsi',
      firstName: 'Amel',
      lastName: 'Trabelsi',
      phone: null,
      photoUrl: null,
      sexe: 'F',
      doctorSpecialty: { _id: '0193728a-7276-7ac2-8367-efbca2274284', name: 'Chirurgie dentaire' },
      city: { _id: '0193728a-7276-7000-8000-000000000002', Label: 'Sfax', governorate: 'Sfax' },
      address: '12 rue de Tunis',
      bio: null,
      bios: {},
      languages: ['fr'],
      fee: 40000,
      cnamConvention: true,
      cnamApci: false,
      acceptsOnlinePayment: false,
      teleconsultation: false,
      showPhone: false,
      isVerified: true,
      isActive: true,
      cancellationCutoffHours: 24,
      maxUpcomingRdvsPerPatient: 3,
      createdAt: '2026-10-30T18:25:37.417Z',
      updatedAt: '2026-10-30T18:25:37.417Z',
    };
    const asked: string[] = [];
    const doubleSubmits: boolean[] = [];
    const api: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      asked.push(`${request.method} ${url.pathname}`);
      if (request.method === 'POST') {
        const token = request.headers.get('x-xsrf-token');
        doubleSubmits.push(Boolean(token) && request.headers.get('cookie') === `XSRF-TOKEN=${token}`);
      }
      const body =
        url.pathname === `/v1/doctors/${doctorId}`
          ? doctor
          : url.pathname === `/v1/doctors/${doctorId}/slots`
            ? { doctor: doctorId, timezone: 'Africa/Tunis', slotMinutes: 30, slots: [] }
            : url.pathname === '/v1/waitlist/settings'
              ? { enabled: false }
              : { results: [], docs: [], page: 1, limit: 50, totalPages: 0, totalResults: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const reports: unknown[] = [];
    const page = await render({
      url: `/doctor-profile?id=${doctorId}`,
      origin,
      fetch: api,
      messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
      logger: { error: vi.fn() },
      onData: (report) => reports.push(report),
    });
    expect(page?.html).toContain('Dr Amel Trabelsi');
    // Before: three passes (the profile, then its sections, then the slot picker's chunk and its slots).
    expect(reports).toEqual([
      { module: 'src/pages/doctor/DoctorProfilePage.tsx', declared: 6, undeclared: [], passes: 1 },
    ]);
    // Its own anti-forgery token, cookie and header alike: no `GET /auth/xsrf` round trip first.
    expect(doubleSubmits).toEqual([true]);
    expect(asked.sort()).toEqual([
      `GET /v1/doctors/${doctorId}`,
      `GET /v1/doctors/${doctorId}/slots`,
      'GET /v1/service',
      'GET /v1/waitlist/settings',
      'GET /v1/workingHours',
      'POST /v1/questions/filter',
    ]);
  });

  it("marks an article's author line, written in French, as French on an Arabic page", async () => {
    const article = {
      _id: '0193728a-7276-7000-8000-000000000003',
      slug: 'antibiotiques-bon-usage',
      title: 'Antibiotiques : pas automatiques',
      excerpt: 'La plupart des angines sont virales.',
      content: 'Les antibiotiques ne soignent que les infections bactériennes.',
      coverUrl: null,
      author: 'Dr Hatem Zouari, infectiologue',
      tags: [],
      published: true,
      createdAt: '2026-10-30T18:25:37.417Z',
      updatedAt: '2026-10-30T18:25:37.417Z',
    };
    const api: typeof fetch = async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = url.pathname.startsWith('/v1/articles/')
        ? article
        : url.pathname === '/v1/articles'
          ? { results: [article], page: 1, limit: 12, totalPages: 1, totalResults: 1 }
          : { results: [], page: 1, limit: 50, totalPages: 0, totalResults: 0 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const htmlOf = async (url: string) =>
      (
        await render({
          url,
          origin,
          fetch: api,
          messages: async (locale) => compileCatalog(loadCatalog(locale as Language)),
          logger: { error: vi.fn() },
        })
      )?.html;
    // Before: <span dir="auto">, read by a screen reader as Arabic.
    const author = '<span lang="fr" dir="auto">Dr Hatem Zouari, infectiologue</span>';
    expect(await htmlOf('/articles?id=antibiotiques-bon-usage&lng=ar')).toContain(author);
    expect(await htmlOf('/articles?lng=ar')).toContain(author);
    expect(await htmlOf('/articles?id=antibiotiques-bon-usage')).toContain(
      '<span dir="auto">Dr Hatem Zouari, infectiologue</span>',
    );
    // The home's article cards too (before: no lang nor dir at all).
    const home = await htmlOf('/?lng=ar');
    expect(home).toContain(
      '<span class="home-article__author" lang="fr" dir="auto">Dr Hatem Zouari, infectiologue</span>',
    );
    expect(home).toContain(
      '<p class="home-article__excerpt" lang="fr" dir="auto">La plupart des angines sont virales.</p>',
    );
  });
});
