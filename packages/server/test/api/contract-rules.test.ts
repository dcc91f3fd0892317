import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/platform/api/spec.js';
import { createSpecValidators } from '../../src/platform/api/validation.js';
import { signAccessToken } from '../../src/platform/crypto.js';
import { demoAccounts } from '../../src/seed/demo-accounts.js';
import { MAX_PARAM_LENGTH } from '../../src/platform/http/framework-errors.js';
import { useApiServer } from '../helpers/api.js';
import { fakeAppDist } from '../helpers/app-dist.js';
import { type RawCaller, send, tokenFor } from '../helpers/raw-api.js';

/**
 * docs/decisions/049: the rules the spec states for every operation — credentials on public
 * operations, 405 with `Allow`, empty and malformed query parameters, strict body types, invisible
 * formatting characters. They sit above the database, so PGlite alone runs them.
 */
const exampleId = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

describe('the API contract’s cross-cutting rules', () => {
  const server = useApiServer('pglite', { state: 'seeded' });
  let patient: RawCaller;
  let doctor: RawCaller;
  let expired: RawCaller;
  const garbage: RawCaller = { token: 'not-a-jwt' };

  beforeAll(async () => {
    const { db } = server().database;
    const idOf = async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    patient = { token: await tokenFor(server(), await idOf(demoAccounts.patient.email), 'patient') };
    const doctorId = await idOf(demoAccounts.doctor.email);
    doctor = { token: await tokenFor(server(), doctorId, 'doctor') };
    const hourAgo = new Date(server().clock.now().getTime() - 3_600_000);
    expired = {
      token: await signAccessToken({ sub: doctorId, role: 'doctor' }, server().config.jwtSecret, 60, hourAgo),
    };
  });

  describe('a token that does not authenticate, on an operation guests may call, is ignored', () => {
    it.each([
      ['a malformed token', () => garbage],
      ['an expired token', () => expired],
    ])('%s: the specialties are served as to a guest', async (_name, caller) => {
      const response = await send(server(), caller(), { method: 'GET', path: '/doctorSpecialties' });
      expect(response.status).toBe(200);
    });

    it('GET /auth/xsrf with an expired token still hands out the anti-forgery token', async () => {
      const response = await send(server(), expired, { method: 'GET', path: '/auth/xsrf' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ xsrfToken: response.headers.get('x-xsrf-token') });
    });

    it('an Authorization header that is not a bearer token is ignored too', async () => {
      const response = await send(
        server(),
        {},
        {
          method: 'GET',
          path: '/doctorSpecialties',
          headers: { authorization: 'Basic dXNlcjpwYXNz' },
        },
      );
      expect(response.status).toBe(200);
    });

    it('an operation that needs a sign-in still answers 401 TOKEN_EXPIRED to an expired token', async () => {
      const response = await send(server(), expired, { method: 'GET', path: '/users/me' });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Your session has expired. Please login again.',
        details: { reason: 'TOKEN_EXPIRED' },
      });
    });

    it('a patient on a guests-only operation (a social sign-in) is served as a guest, not refused', async () => {
      const response = await send(server(), patient, { method: 'GET', path: '/auth/google' });
      expect(response.status).not.toBe(403);
      expect([302, 503]).toContain(response.status);
    });
  });

  describe('a method a path does not have', () => {
    it('is 405 with the methods the path has in Allow', async () => {
      const response = await send(server(), {}, { method: 'DELETE', path: '/doctorSpecialties' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, POST');
      expect(response.json).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: '/doctorSpecialties does not accept DELETE.',
        details: { allow: ['GET', 'HEAD', 'OPTIONS', 'POST'] },
      });
    });

    it('is 405 for a literal path a parameter of a sibling path would take (GET /users/updateDoctor)', async () => {
      const response = await send(server(), doctor, { method: 'GET', path: '/users/updateDoctor' });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('OPTIONS, PUT');
    });

    it('is 405 on a path with a parameter', async () => {
      const response = await send(server(), {}, { method: 'PATCH', path: `/doctors/${exampleId}` });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });

    it('TRACE is never answered: 405', async () => {
      // fetch refuses to send TRACE; node:http does.
      const { status, allow } = await new Promise<{ status?: number; allow?: string }>((done, fail) => {
        request(`${server().origin}/v1/doctors/${exampleId}`, { method: 'TRACE' }, (response) => {
          response.resume();
          response.on('end', () => done({ status: response.statusCode, allow: response.headers.allow }));
        })
          .on('error', fail)
          .end();
      });
      expect(status).toBe(405);
      expect(allow).toBe('GET, HEAD, OPTIONS');
    });

    it('OPTIONS lists the methods with 204, and a path the spec lacks stays 404', async () => {
      const options = await send(server(), {}, { method: 'OPTIONS', path: '/users/updateDoctor' });
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe('OPTIONS, PUT');
      const unknown = await send(server(), {}, { method: 'DELETE', path: '/no/such/path' });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('allow')).toBeNull();
    });
  });

  describe('a request too large for the HTTP layer still gets an Error body', () => {
    it('a 20 KB query string → 431 HEADERS_TOO_LARGE as JSON', async () => {
      // Node refuses it while parsing, before Fastify has a request; the server writes the answer.
      const url = `${server().origin}/v1/doctors?name=${'x'.repeat(20_000)}`;
      const answer = await new Promise<{ status?: number; type?: string; body: string }>((done, fail) => {
        request(url, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            done({ status: response.statusCode, type: response.headers['content-type'], body }),
          );
        })
          .on('error', fail)
          .end();
      });
      expect(answer.status).toBe(431);
      expect(answer.type).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: 'The URL or the headers are too large.',
      });
    });

    it('the spec declares 431 on every operation, and 414 on every one with a path parameter', () => {
      const { document, operations } = loadSpec();
      const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
      const undeclared = [...operations.values()].flatMap((operation) => {
        const { responses } = paths[operation.path]![operation.method.toLowerCase()]!;
        return [
          ...('431' in responses ? [] : [`${operation.operationId}: 431`]),
          ...(!operation.path.includes('{') || '414' in responses ? [] : [`${operation.operationId}: 414`]),
        ];
      });
      expect(undeclared).toEqual([]);
    });
  });

  describe('query parameters', () => {
    it('an empty optional parameter is an absent one', async () => {
      const response = await send(
        server(),
        {},
        {
          method: 'GET',
          path: '/articles',
          query: { page: '', limit: '', sortBy: '', query: '' },
        },
      );
      expect(response.status).toBe(200);
      expect(response.json).toMatchObject({ page: 1, limit: 4 });
    });

    it('a malformed parameter is 400 naming it', async () => {
      const page = await send(server(), {}, { method: 'GET', path: '/articles', query: { page: 'two' } });
      expect(page.status).toBe(400);
      expect(page.json).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'querystring/page must be integer',
      });
      const query = await send(server(), {}, { method: 'GET', path: '/articles', query: { query: '{"a":' } });
      expect(query.status).toBe(400);
      expect(query.json).toEqual({ code: 'INVALID_JSON', message: 'The query parameter is not valid JSON.' });
    });
  });

  describe('request bodies', () => {
    const service = { name: 'Consultation', price: 50_000, durationMinutes: 30 };

    it('take their types as sent: a number where a text is declared is 400, never stored as text', async () => {
      const response = await send(server(), doctor, {
        method: 'POST',
        path: '/service',
        body: { ...service, name: 12345 },
      });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'body/name must be string' });
    });

    it('refuse a right-to-left override (U+202E) in a name with a clear 400', async () => {
      const response = await send(server(), doctor, {
        method: 'POST',
        path: '/service',
        body: { ...service, name: 'Consultation \u202Egpj.exe' },
      });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        code: 'VALIDATION_FAILED',
        message:
          'Invisible formatting characters such as U+202E change how a text displays and are not allowed (body: name).',
        details: { reason: 'INVISIBLE_CHARACTER', part: 'body', path: 'name', character: 'U+202E' },
      });
    });

    it('keep the marks Arabic text needs (U+200F right-to-left mark)', async () => {
      const response = await send(server(), doctor, {
        method: 'POST',
        path: '/service',
        body: { ...service, name: 'استشارة\u200F 2' },
      });
      expect(response.status).toBe(201);
    });
  });

  describe('answers an outside run of the contract found, now within it', () => {
    const validators = createSpecValidators(loadSpec());

    it('the last public page index the answer can number (page is int32) is served; one more is 400', async () => {
      const last = await send(
        server(),
        {},
        { method: 'POST', path: '/questions/filter', body: { pageIndex: 2_147_483_646 } },
      );
      expect(last.status).toBe(200);
      expect(last.json).toEqual({ docs: [], totalDocs: expect.any(Number), page: 2_147_483_647, limit: 10 });
      expect(validators.response('filterQuestions', 200)!(last.json)).toBe(true);
      const over = await send(
        server(),
        {},
        { method: 'POST', path: '/questions/filter', body: { pageIndex: 2_147_483_647 } },
      );
      expect(over.status).toBe(400);
      expect(over.json).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'body/pageIndex must be <= 2147483646',
      });
    });

    it('an admin creating working hours for no doctor gets 404, which the operation declares', async () => {
      const { db } = server().database;
      const adminId = (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', demoAccounts.admin.email)
          .executeTakeFirstOrThrow()
      ).id;
      const admin = { token: await tokenFor(server(), adminId, 'admin') };
      const response = await send(server(), admin, {
        method: 'POST',
        path: '/workingHours',
        body: { doctor: exampleId, slotMinutes: 15, schedule: [] },
      });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Doctor not found.' });
      expect(validators.declares('createWorkingHours', 404)).toBe(true);
    });
  });
});

describe('the contract’s edges with the built app served on the same port, as `node dist/main.js` runs', () => {
  // The app's pages answer GET /* (src/site/static.ts); without the app (as above) that route is absent.
  const server = useApiServer('pglite', { state: 'migrated', env: { APP_DIST: fakeAppDist() } });
  const longId = 'x'.repeat(MAX_PARAM_LENGTH + 1);

  it.each([
    ['GET', '/auth/login', 'OPTIONS, POST'],
    ['HEAD', '/auth/login', 'OPTIONS, POST'],
    ['GET', `/rdvs/${exampleId}/cancel`, 'OPTIONS, POST'],
    ['GET', '/doctor-applications', 'OPTIONS, POST'],
  ])('%s %s, a path without GET, is 405 with Allow, not the pages’ 404', async (method, path, allow) => {
    const response = await send(server(), {}, { method, path });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    if (method === 'GET') expect(response.json).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it('GET with a path parameter over the router’s limit is 414 URI_TOO_LONG, as other methods are', async () => {
    for (const path of [`/doctors/${longId}`, `/questions/specialty/${longId}`]) {
      const response = await send(server(), {}, { method: 'GET', path });
      expect(response.status).toBe(414);
      expect(response.json).toEqual({ code: 'URI_TOO_LONG', message: 'A path parameter is too long.' });
    }
  });

  it('GET of a /v1 path the spec lacks is 404 with an Error body; a page is still the app', async () => {
    const unknown = await send(server(), {}, { method: 'GET', path: '/no/such/path' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ code: 'NOT_FOUND', message: 'No such API route.' });
    const page = await fetch(`${server().origin}/search-doctors`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
