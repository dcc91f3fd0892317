import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../app.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { contentEncoding } from '../../platform/http/compression.js';
import { fakeAppDist } from '../../../test/helpers/app-dist.js';
import { testConfig } from '../../../test/helpers/config.js';
import { type TestDatabase, backends, createTestDatabase } from '../../../test/helpers/db.js';
import { insertRdvFixture } from '../../../test/helpers/fixtures.js';

/**
 * A stand-in for the app's server renderer (packages/app/src/entry-server.tsx): it reports what the
 * server gave it and shows that its fetch reaches the API in-process. /search-doctors is rendered,
 * /auth is left to the browser (null), /boom fails, and anything else is the not-found page. Its language
 * is the cookie's, else Arabic; it numbers its renders, and `?doctor=<id>` opens that doctor's profile.
 * A `lng` parameter naming a language gives the cookie that stores it.
 */
const RENDERER = `
let renders = 0;
export function landingPath(specialty, city) {
  return '/medecins/' + [specialty, city].filter(Boolean).map((name) => encodeURIComponent(name.toLowerCase())).join('/');
}
export function chosenLocaleCookie(url) {
  const lng = new URL(url, 'http://localhost').searchParams.get('lng');
  return ['fr', 'en', 'ar'].includes(lng) ? 'tabib_locale=' + lng + '; Path=/' : null;
}
export function locale(request) {
  return /tabib_locale=(fr|en)/.exec(request.cookie ?? '')?.[1] ?? 'ar';
}
export async function render(request) {
  const url = new URL(request.url, request.origin);
  const path = url.pathname;
  if (path === '/auth') return null;
  if (path === '/boom') throw new Error('renderer failed');
  renders += 1;
  const doctor = url.searchParams.get('doctor');
  if (doctor) await request.fetch(request.origin + '/v1/doctors/' + doctor);
  const specialties = await request.fetch(request.origin + '/v1/doctorSpecialties?limit=1');
  const messages = await request.messages('ar');
  const seen = JSON.stringify({
    url: request.url,
    origin: request.origin,
    cookie: request.cookie ?? null,
    acceptLanguage: request.acceptLanguage ?? null,
    api: specialties.status,
    messages,
  });
  const found = path === '/search-doctors' || path === '/medecins/cardiologie';
  return {
    locale: 'ar',
    dir: 'rtl',
    head: '<title>' + (found ? 'البحث عن طبيب' : 'الصفحة غير موجودة') + '</title><link rel="canonical" href="' + request.origin + path + '"/><meta property="og:url" content="' + request.origin + path + '"/>',
    html: '<main><h1>' + (found ? 'ابحث عن طبيب' : '404') + '</h1><p id="render">' + renders + ' ' + locale(request) + '</p><pre id="seen">' + seen.replace(/</g, '&lt;') + '</pre></main>',
    state: '<script type="application/json" id="tabib-render-state">{"locale":"ar","queries":{"queries":[],"mutations":[]}}</script>',
    module: found ? 'src/pages/search/SearchDoctorsPage.tsx' : 'src/pages/NotFoundPage.tsx',
    notFound: path === '/medecins/nowhere',
  };
}
`;

// docs/decisions/025: the server puts the app's server-rendered public pages into index.html.
describe.each(backends)('server rendering on %s', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    app = await buildServer(
      testConfig({
        APP_DIST: fakeAppDist({ renderer: RENDERER }),
        PUBLIC_URL: 'https://tabib.example',
        // Long enough that a page is still cached on a slow machine; only changes clear it.
        SEARCH_CACHE_MS: '60000',
      }),
      { database },
    );
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });

  const renderOf = async (response: Response) => /<p id="render">(.*?)<\/p>/.exec(await response.text())?.[1];

  const seenBy = (html: string) =>
    JSON.parse(/<pre id="seen">(.*?)<\/pre>/.exec(html)?.[1] ?? 'null') as Record<string, unknown>;

  it('renders a public page into the document: language, head, content, state, its chunks and styles', async () => {
    const response = await page('/search-doctors?city=c1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie, accept-language/);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    // The page's title replaces the shell's, once.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<!--tabib-head--><title>البحث عن طبيب</title><link rel="canonical" href="https://tabib.example/search-doctors"/><meta property="og:url" content="https://tabib.example/search-doctors"/><!--/tabib-head-->',
    );
    expect(html).toContain('<div id="root"><main><h1>ابحث عن طبيب</h1>');
    expect(html).toContain('</div><script type="application/json" id="tabib-render-state">');
    // Stylesheets of the route that the entry does not load already, in the head for the first paint;
    // its chunks and the translations with the app's scripts, which wait for that paint.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/SearchDoctorsPage-Kl12.css"><link rel="stylesheet" crossorigin href="/assets/search-Mn34.css"></head>',
    );
    expect(html).toContain(
      '<template id="app-scripts"><link rel="modulepreload" crossorigin href="/assets/SearchDoctorsPage-Gh78.js"><link rel="modulepreload" crossorigin href="/assets/search-Ij90.js"><link rel="preload" as="fetch" crossorigin href="/assets/i18n/ar.json"><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></template>',
    );
    expect(html).not.toContain('href="/assets/shared-Ef56.js"');
  });

  it("gives the renderer the request's URL, cookie and languages, the public origin, the API and the messages", async () => {
    const response = await page('/search-doctors?city=c1&lng=ar', {
      cookie: 'tabib_locale=ar',
      'accept-language': 'fr-TN,fr;q=0.9',
    });
    expect(seenBy(await response.text())).toEqual({
      url: '/search-doctors?city=c1&lng=ar',
      origin: 'https://tabib.example',
      cookie: 'tabib_locale=ar',
      acceptLanguage: 'fr-TN,fr;q=0.9',
      api: 200,
      messages: { HELLO: 'hello-ar' },
    });
  });

  it('renders a page with its social tags for a link preview (Accept */*) and for a client sending no Accept', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      for (const url of ['/', '/search-doctors', '/medecins/cardiologie']) {
        const response = await app.inject({ url, headers });
        expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
          url,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
        expect(response.body).toContain(`<meta property="og:url" content="https://tabib.example${url}"/>`);
      }
    }
  });

  it('stores the language a lng link chooses in a cookie, which the next page is rendered in', async () => {
    const chosen = await page('/search-doctors?lng=en');
    expect(chosen.headers.get('set-cookie')).toBe('tabib_locale=en; Path=/');
    expect((await page('/search-doctors?lng=de')).headers.get('set-cookie')).toBeNull();
    expect((await page('/search-doctors')).headers.get('set-cookie')).toBeNull();
    const next = await page('/search-doctors?next=1', { cookie: 'tabib_locale=en' });
    expect((await renderOf(next))?.split(' ')[1]).toBe('en');
  });

  it('sends the rendered not-found page with status 404', async () => {
    const response = await page('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>الصفحة غير موجودة</title>');
    expect(html).toContain('<h1>404</h1>');
  });

  it('answers 404 when the page found nothing at its address (a landing slug naming nothing)', async () => {
    expect((await page('/medecins/cardiologie')).status).toBe(200);
    const response = await page('/medecins/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>404</h1>');
  });

  it('sends the plain shell for a page the browser renders', async () => {
    const response = await page('/auth');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Tabib</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('tabib-render-state');
  });

  it('falls back to the shell, not an error, when rendering fails', async () => {
    // /boom is no route of the app: still the 404 it would be, with the shell for the browser to render.
    const response = await page('/boom');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('serves a rendered page again for SEARCH_CACHE_MS per language and URL, and renders afresh after a change', async () => {
    const first = await renderOf(await page('/search-doctors?cache=1'));
    const count = Number(first?.split(' ')[0]);
    expect(first).toBe(`${count} ar`);
    expect(await renderOf(await page('/search-doctors?cache=1', { 'accept-language': 'fr' }))).toBe(
      `${count} ar`,
    );
    expect(await renderOf(await page('/search-doctors?cache=1', { cookie: 'tabib_locale=fr' }))).toBe(
      `${count + 1} fr`,
    );
    expect(await renderOf(await page('/search-doctors?cache=2'))).toBe(`${count + 2} ar`);
    // On PostgreSQL the change feed listens from a connection of its own, shortly after the start.
    await vi.waitFor(
      async () => {
        await sql`NOTIFY tabib_search`.execute(database.db);
        expect(await renderOf(await page('/search-doctors?cache=1'))).not.toBe(`${count} ar`);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('counts the statistics of a page served from the cache: a profile visit is a visit', async () => {
    const { doctorId } = await insertRdvFixture(database.db);
    await database.db.updateTable('doctors').set({ is_verified: true }).where('id', '=', doctorId).execute();
    const visits = async () => {
      await app.flushDoctorStats();
      const row = await database.db
        .selectFrom('doctor_stats')
        .select((eb) => eb.fn.sum<number>('count').as('count'))
        .where('doctor_id', '=', doctorId)
        .where('type', '=', 'visit')
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    };
    const path = `/search-doctors?doctor=${doctorId}`;
    // Once the fixture's own change notifications are in, the page stays cached.
    let rendered: string | undefined;
    await vi.waitFor(
      async () => {
        rendered = await renderOf(await page(path));
        expect(await renderOf(await page(path))).toBe(rendered);
      },
      { timeout: 10_000, interval: 100 },
    );
    const before = await visits();
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await renderOf(await page(path))).toBe(rendered);
    expect(await renderOf(await page(path))).toBe(rendered);
    expect(await visits()).toBe(before + 2);
  });

  it("lists in the sitemap the landing page of every specialty and specialty × city with a public doctor, by the app's rule", async () => {
    const { doctorId, specialtyId } = await insertRdvFixture(database.db);
    const hidden = await insertRdvFixture(database.db);
    await database.db.updateTable('doctors').set({ is_verified: true }).where('id', '=', doctorId).execute();
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index).toContain('<loc>https://tabib.example/sitemap-landings-1.xml</loc>');
    const response = await fetch(`${base}/sitemap-landings-1.xml`);
    expect(response.status).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`https://tabib.example/medecins/cardiologie%20${specialtyId}`);
    expect(locs).toContain(`https://tabib.example/medecins/cardiologie%20${specialtyId}/sfax`);
    expect(locs.filter((loc) => loc?.includes(specialtyId))).toHaveLength(2);
    expect(locs.some((loc) => loc?.includes(hidden.specialtyId))).toBe(false);
  });

  it('sends a page in brotli, else gzip, compressed once with the page it is cached with', async () => {
    const inject = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/search-doctors?encoding=1',
        headers: { accept: 'text/html', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      });
    const identity = await inject();
    expect(identity.headers['content-encoding']).toBeUndefined();
    const brotli = await inject('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('cookie, accept-language, accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(identity.body);
    const gzip = await inject('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(brotli.rawPayload.length).toBeLessThan(identity.body.length);
  });
});

describe('contentEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(contentEncoding('gzip, deflate, br')).toBe('br');
    expect(contentEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(contentEncoding('BR')).toBe('br');
    expect(contentEncoding('identity')).toBeNull();
    expect(contentEncoding(undefined)).toBeNull();
    expect(contentEncoding('br;q=0.0, gzip;q=0')).toBeNull();
  });
});
