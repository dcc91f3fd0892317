import { createTabibClient } from '@tabib/sdk';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { testConfig } from '../../../test/helpers/config.js';
import { createCookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { backends, type TestDatabase, createTestDatabase } from '../../../test/helpers/db.js';

const SITE = 'http://127.0.0.1:4174';

describe('CORS for the sites of CORS_ORIGINS (decision 024)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer(testConfig({ CORS_ORIGINS: `${SITE}/, https://clinic.example` }), { database });
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('reads the list from the environment, trimmed, without trailing slashes', () => {
    expect(testConfig({ CORS_ORIGINS: ' https://a.example/ ,https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('answers the preflight of a listed site with its origin and credentials', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-headers']).toBe('content-type,x-xsrf-token');
  });

  it('gives a listed site its origin on a request, and another site no CORS header', async () => {
    const listed = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: SITE } });
    expect(listed.headers['access-control-allow-origin']).toBe(SITE);
    expect(listed.headers.vary).toContain('Origin');
    const other = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe.each(backends)('decision 033: a page of another site, through the SDK, on %s', (backend) => {
  const server = useApiServer(backend, { env: { CORS_ORIGINS: SITE } });

  /**
   * The page's browser: it keeps and sends the API's cookies (SameSite=None in production) and adds
   * the page's Origin, but the page's script cannot read those cookies — the SDK runs without any
   * cookie reader, as in a browser on another site, and every CORS answer is recorded.
   */
  function pageOf(origin: string) {
    const jar = createCookieFetch();
    const answers: { method: string; path: string; headers: Headers }[] = [];
    const fetchFromPage: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      request.headers.set('Origin', origin);
      const response = await jar.fetch(request);
      answers.push({
        method: request.method,
        path: new URL(request.url).pathname,
        headers: response.headers,
      });
      return response;
    };
    const api = createTabibClient({
      baseUrl: `${server().origin}/v1`,
      fetch: fetchFromPage,
      logger: { error: () => undefined },
    });
    return { api, answers, jar };
  }

  it('preflight, login, refresh, a POST and logout all work, each answer readable by the page', async () => {
    const preflight = await fetch(`${server().origin}/v1/questions/add`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-xsrf-token',
    );

    const page = pageOf(SITE);
    const login = await page.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword },
    });
    expect(login.response.status).toBe(200);
    // The token came from GET /auth/xsrf (body and header), not from a cookie the page read.
    expect(page.answers.map((a) => `${a.method} ${a.path}`)).toEqual([
      'GET /v1/auth/xsrf',
      'POST /v1/auth/login',
    ]);
    const xsrfAnswer = page.answers[0]!.headers;
    expect(xsrfAnswer.get('x-xsrf-token')).toBe(page.jar.get('XSRF-TOKEN'));
    expect(xsrfAnswer.get('access-control-expose-headers')).toBe('x-xsrf-token');
    expect(xsrfAnswer.get('cache-control')).toBe('no-store');

    const refreshed = await page.api.session.refresh();
    expect(refreshed).toBe(page.api.tokens.get());

    const { db } = server().database;
    const cardiology = await db
      .selectFrom('specialties')
      .select('id')
      .where('name_fr', '=', 'Cardiologie')
      .executeTakeFirstOrThrow();
    const asked = await page.api.POST('/questions/add', {
      body: {
        category: cardiology.id,
        title: 'Essoufflement',
        content: 'Essoufflement à la montée des escaliers.',
      },
    });
    expect(asked.response.status).toBe(201);

    const logout = await page.api.POST('/auth/logout');
    expect(logout.response.status).toBe(204);
    expect(page.jar.get('tabib_refresh')).toBeUndefined();

    for (const answer of page.answers) {
      expect(answer.headers.get('access-control-allow-origin'), `${answer.method} ${answer.path}`).toBe(SITE);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
    expect(page.answers.map((a) => `${a.method} ${a.path} `)).toEqual([
      'GET /v1/auth/xsrf ',
      'POST /v1/auth/login ',
      'POST /v1/auth/refresh ',
      'POST /v1/questions/add ',
      'POST /v1/auth/logout ',
    ]);
  });

  it('a page whose anti-forgery cookie was lost gets a new token in the 403 and goes on with it', async () => {
    const page = pageOf(SITE);
    await page.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword },
    });
    const before = page.jar.get('XSRF-TOKEN');
    page.jar.clear();
    const refused = await page.api.POST('/auth/logout');
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ code: 'XSRF_MISMATCH' });
    const handedOut = refused.response.headers.get('x-xsrf-token');
    expect(handedOut).toBe(page.jar.get('XSRF-TOKEN'));
    expect(handedOut).not.toBe(before);
    expect((await page.api.POST('/auth/logout')).response.status).toBe(204);
  });

  it('an unlisted origin gets no CORS header, on the preflight or the answer', async () => {
    const evil = 'https://evil.example';
    const preflight = await fetch(`${server().origin}/v1/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const page = pageOf(evil);
    await page.api.GET('/auth/xsrf');
    const answer = page.answers[0]!.headers;
    expect(answer.get('access-control-allow-origin')).toBeNull();
    expect(answer.get('access-control-expose-headers')).toBeNull();
  });
});

describe('decision 033: the session cookies across sites (COOKIE_SAME_SITE)', () => {
  it('are SameSite=Strict by default, Secure only with an https PUBLIC_URL', () => {
    expect(testConfig().sessionCookies).toEqual({ sameSite: 'strict', secure: false });
    expect(testConfig({ PUBLIC_URL: 'https://api.tabib.tn' }).sessionCookies).toEqual({
      sameSite: 'strict',
      secure: true,
    });
  });

  it('none: always Secure; refused with a plain-http PUBLIC_URL other than localhost', () => {
    expect(
      testConfig({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://api.tabib.tn' }).sessionCookies,
    ).toEqual({ sameSite: 'none', secure: true });
    expect(
      testConfig({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'http://localhost:3000' }).sessionCookies,
    ).toEqual({ sameSite: 'none', secure: true });
    expect(() => testConfig({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'http://127.0.0.1:3000' })).toThrow(
      'COOKIE_SAME_SITE=none needs an https PUBLIC_URL (or http://localhost): browsers drop SameSite=None cookies that are not Secure',
    );
    expect(() => testConfig({ COOKIE_SAME_SITE: 'sometimes' })).toThrow('COOKIE_SAME_SITE');
  });

  it('none: the refresh, hint and XSRF-TOKEN cookies are SameSite=None; Secure', async () => {
    const database = await createTestDatabase('pglite', 'seeded');
    const app = await buildServer(
      testConfig({ COOKIE_SAME_SITE: 'none', PUBLIC_URL: 'https://api.tabib.tn', CORS_ORIGINS: SITE }),
      { database },
    );
    try {
      const xsrf = await app.inject({ method: 'GET', url: '/v1/auth/xsrf' });
      const token = (xsrf.json() as { xsrfToken: string }).xsrfToken;
      const login = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { origin: SITE, 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
        payload: { email: demoAccounts.patient.email, password: demoPassword },
      });
      expect(login.statusCode).toBe(200);
      const lines = [xsrf.headers['set-cookie'], login.headers['set-cookie']].flat().map(String);
      expect(lines.map((line) => line.split('=')[0])).toEqual([
        'XSRF-TOKEN',
        'tabib_refresh',
        'tabib_session',
      ]);
      for (const line of lines) {
        expect(line).toContain('; Secure');
        expect(line).toContain('; SameSite=None');
      }
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
