import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { newId } from '../db/ids.js';
import { testConfig } from '../../../test/helpers/config.js';
import { type TestDatabase, backends, createTestDatabase } from '../../../test/helpers/db.js';
import { fakeAppDist } from '../../../test/helpers/app-dist.js';
import { insertRdvFixture } from '../../../test/helpers/fixtures.js';

// docs/decisions/023: compression, caching, 404 status, robots.txt and sitemap.xml.
describe.each(backends)('transport on %s', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;
  let doctorId: string;
  let hiddenDoctorId: string;
  let answeredQuestionId: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const visible = await insertRdvFixture(database.db);
    const hidden = await insertRdvFixture(database.db);
    doctorId = visible.doctorId;
    hiddenDoctorId = hidden.doctorId;
    await database.db.updateTable('doctors').set({ is_verified: true }).where('id', '=', doctorId).execute();
    await database.db
      .insertInto('articles')
      .values({
        id: newId(),
        title: 'Le sommeil',
        slug: 'le-sommeil',
        excerpt: 'x',
        content: 'Dormir. '.repeat(300),
        author: 'T',
        published: true,
      })
      .execute();
    await database.db
      .insertInto('articles')
      .values({
        id: newId(),
        title: 'Brouillon',
        slug: 'brouillon',
        excerpt: 'x',
        content: 'x',
        author: 'T',
        published: false,
      })
      .execute();
    answeredQuestionId = newId();
    const question = {
      patient_id: visible.patientId,
      category_id: visible.specialtyId,
      title: 'Palpitations le soir',
      content: 'Mon cœur bat vite le soir.',
    };
    await database.db
      .insertInto('questions')
      .values([
        {
          ...question,
          id: answeredQuestionId,
          doctor_id: doctorId,
          answer: 'Réduisez le café.',
          answered_at: new Date('2026-03-02T09:00:00Z'),
          updated_at: new Date('2026-03-02T09:00:00Z'),
        },
        { ...question, id: newId() },
      ])
      .execute();
    app = await buildServer(testConfig({ APP_DIST: fakeAppDist(), PUBLIC_URL: 'https://tabib.example' }), {
      database,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });

  it('sends a hashed asset precompressed, cached a year as immutable', async () => {
    const response = await fetch(`${base}/assets/index-AbCd1234.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    // fetch decodes the body: it is the file itself.
    expect(await response.text()).toBe('console.log("app");'.repeat(100));
  });

  it('sends gzip to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await fetch(`${base}/assets/index-AbCd1234.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${base}/assets/index-AbCd1234.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");'.repeat(100));
  });

  it('revalidates the HTML and the unhashed files (no-cache with an ETag)', async () => {
    const html = await page('/search-doctors', { 'accept-encoding': 'br' });
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('etag')).toMatch(/^W\/"/);
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(await html.text()).toContain('<div id="root">');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  // docs/decisions/042: a browser checks for a new worker at each navigation; a cached sw.js would keep
  // an old build's worker (and its precache) alive.
  it('revalidates the service worker at each use, as JavaScript', async () => {
    const worker = await fetch(`${base}/sw.js`, { headers: { 'accept-encoding': 'br' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(worker.headers.get('content-encoding')).toBe('br');
    expect(await worker.text()).toBe('self.skipWaiting();'.repeat(100));
  });

  it('keeps the build manifests on the server', async () => {
    expect((await fetch(`${base}/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/.vite/routes.json`)).status).toBe(404);
  });

  it('answers 404 with the app for a path no route serves, and 200 for the app and back office routes', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<div id="root">');
    expect((await page('/auth')).status).toBe(200);
    expect((await page('/search-doctors/')).status).toBe(200);
    expect((await page('/admin/doctors')).status).toBe(200);
    expect((await page('/admin/articles/a1')).status).toBe(200);
    expect((await page('/admin/no-such-section')).status).toBe(404);
    expect((await page('/administrator')).status).toBe(404);
  });

  it('answers a page to a client taking any type or sending no Accept, as link previews and uptime checks do', async () => {
    // Injected: fetch would send `*/*` when no Accept is given.
    const get = (url: string, accept?: string) =>
      app.inject({ url, headers: accept === undefined ? {} : { accept } });
    for (const accept of ['*/*', 'text/*', 'application/json;q=0.9, */*;q=0.1', undefined]) {
      const home = await get('/', accept);
      expect({ accept, status: home.statusCode, type: home.headers['content-type'] }).toEqual({
        accept,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(home.body).toContain('<div id="root">');
      expect((await get(`/doctor-profile?id=${doctorId}`, accept)).statusCode).toBe(200);
    }
    const unknown = await get('/no-such-page', '*/*');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers the not-found handler, not a page, to a client refusing HTML and for a missing file', async () => {
    for (const [path, accept] of [
      ['/', 'application/json'],
      ['/', 'text/html;q=0, application/json'],
      ['/assets/index-Missing.js', '*/*'],
      ['/wp-login.php', '*/*'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers: { accept } });
      expect({ path, accept, status: response.status, body: await response.json() }).toEqual({
        path,
        accept,
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: `Route GET:${path} not found` },
      });
    }
  });

  it("answers 404 for the profile of a doctor who is missing or not public, 200 for a public one's", async () => {
    expect((await page(`/doctor-profile?id=${doctorId}`)).status).toBe(200);
    expect((await page(`/doctor-profile?id=${hiddenDoctorId}`)).status).toBe(404);
    expect((await page('/doctor-profile?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page('/doctor-profile?id=not-an-id')).status).toBe(404);
    expect((await page('/doctor-profile')).status).toBe(404);
  });

  it('compresses the API JSON', async () => {
    const response = await fetch(`${base}/v1/articles/le-sommeil`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body.
    expect(((await response.json()) as { content: string }).content).toBe('Dormir. '.repeat(300));
    expect(response.headers.get('vary')).toContain('accept-encoding');
    const brotli = await fetch(`${base}/v1/articles/le-sommeil`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const raw = await new Promise<{ length: number; declared: string | undefined }>((resolve, reject) => {
      get(`${base}/v1/articles/le-sommeil`, { headers: { 'accept-encoding': 'br' } }, (answer) => {
        let length = 0;
        answer.on('data', (chunk: Buffer) => (length += chunk.length));
        answer.on('end', () => resolve({ length, declared: answer.headers['content-length'] }));
      }).on('error', reject);
    });
    // A length that says the compressed size, not the JSON's (2,400 characters of content alone).
    expect(raw.length).toBeLessThan(1000);
    expect(raw.declared === undefined || Number(raw.declared) === raw.length).toBe(true);
    // A client that takes no encoding gets the JSON as it is, and so does a short answer.
    const plain = await fetch(`${base}/v1/articles/le-sommeil`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await brotli.json()).toEqual(await plain.json());
    const short = await fetch(`${base}/v1/articles/no-such-article`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(short.status).toBe(404);
    expect(short.headers.get('content-encoding')).toBeNull();
  });

  it('serves robots.txt naming the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /v1/\n');
    expect(text).toContain('Disallow: /doctor-dashboard\n');
    expect(text).toContain('Sitemap: https://tabib.example/sitemap.xml\n');
  });

  it('indexes the sitemap pages and lists exactly the public doctors, published articles and answered questions', async () => {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs(index)).toEqual([
      'https://tabib.example/sitemap-pages-1.xml',
      'https://tabib.example/sitemap-doctors-1.xml',
      'https://tabib.example/sitemap-articles-1.xml',
      'https://tabib.example/sitemap-questions-1.xml',
    ]);
    const doctors = await fetch(`${base}/sitemap-doctors-1.xml`);
    expect(doctors.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(locs(await doctors.text())).toEqual([`https://tabib.example/doctor-profile?id=${doctorId}`]);
    expect(locs(await (await fetch(`${base}/sitemap-articles-1.xml`)).text())).toEqual([
      'https://tabib.example/articles?id=le-sommeil',
    ]);
    // The unanswered question is not public (spec getQuestion): only the answered one, with its lastmod.
    // With its language versions, as the page's own hreflang links name them.
    const question = `https://tabib.example/questions/${answeredQuestionId}`;
    expect(await (await fetch(`${base}/sitemap-questions-1.xml`)).text()).toContain(
      `<url><loc>${question}</loc><lastmod>2026-03-02T09:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="fr" href="${question}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${question}?lng=en"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${question}?lng=ar"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${question}"/></url>\n</urlset>`,
    );
    const doctorUrl = `https://tabib.example/doctor-profile?id=${doctorId}`;
    const doctorsXml = await (await fetch(`${base}/sitemap-doctors-1.xml`)).text();
    expect(doctorsXml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(doctorsXml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="${doctorUrl}&amp;lng=ar"/>`,
    );
    expect(locs(await (await fetch(`${base}/sitemap-questions-1.xml`)).text())).toEqual([
      `https://tabib.example/questions/${answeredQuestionId}`,
    ]);
    expect(locs(await (await fetch(`${base}/sitemap-pages-1.xml`)).text())).toContain(
      'https://tabib.example/',
    );
    expect((await fetch(`${base}/sitemap-doctors-2.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemap-constructor-1.xml`)).status).toBe(404);
    // The landing pages are the app's: listed by the server renderer's rule (server-rendering.test.ts).
    expect((await fetch(`${base}/sitemap-landings-1.xml`)).status).toBe(404);
  });

  it('follows the data: a doctor made public appears in the sitemap at the next request', async () => {
    await database.db
      .updateTable('doctors')
      .set({ is_verified: true })
      .where('id', '=', hiddenDoctorId)
      .execute();
    const xml = await (await fetch(`${base}/sitemap-doctors-1.xml`)).text();
    expect(xml).toContain(hiddenDoctorId);
    expect((await page(`/doctor-profile?id=${hiddenDoctorId}`)).status).toBe(200);
    await database.db
      .updateTable('doctors')
      .set({ is_verified: false })
      .where('id', '=', hiddenDoctorId)
      .execute();
  });
});

describe('transport with a build older than the route list', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer(testConfig({ APP_DIST: fakeAppDist({ withRoutes: false }) }), { database });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('starts and serves the app for every page path, as before', async () => {
    const response = await fetch(`${base}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
