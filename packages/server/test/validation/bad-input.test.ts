import { beforeAll, describe, expect, it } from 'vitest';
import { useApiServer } from '../helpers/api.js';
import { backends } from '../helpers/db.js';
import {
  isErrorBody,
  type RawCaller,
  type RawRequest,
  type RawResponse,
  send,
  tokenFor,
} from '../helpers/raw-api.js';
import {
  createSlotAllocator,
  fixtureNow,
  insertMatrixFixture,
  type MatrixFixture,
} from '../matrix/matrix-fixture.js';

/** A small body limit, so an oversized body is cheap to send (docs/decisions/011, `BODY_LIMIT`). */
const BODY_LIMIT = 4096;
/** A well-formed id that no row has. */
const UNKNOWN_ID = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

type Who = 'guest' | 'admin' | 'patient' | 'doctor';

/**
 * docs/decisions/011: unknown `query` fields, wrong types, oversized bodies, malformed JSON and unknown ids
 * give 4xx with the spec's `Error` body (spec intro: "Every 4xx/5xx body is an `Error`").
 */
describe.each(backends)('%s: bad input gets a 4xx Error', (backend) => {
  const server = useApiServer(backend, {
    state: 'migrated',
    now: fixtureNow,
    env: { BODY_LIMIT: String(BODY_LIMIT) },
  });
  let f: MatrixFixture;
  const callers: Record<Who, RawCaller> = { guest: {}, admin: {}, patient: {}, doctor: {} };

  beforeAll(async () => {
    f = await insertMatrixFixture(server().database.db, createSlotAllocator(), new Date(fixtureNow));
    for (const who of ['admin', 'patient', 'doctor'] as const) {
      callers[who] = { token: await tokenFor(server(), f.users[who].id, who) };
    }
  });

  async function expectError(
    who: Who,
    request: RawRequest,
    status: number,
    code: string,
  ): Promise<RawResponse> {
    const response = await send(server(), callers[who], request);
    expect({ status: response.status, code: (response.json as { code?: string } | undefined)?.code }).toEqual(
      {
        status,
        code,
      },
    );
    expect(isErrorBody(response.json), JSON.stringify(response.json)).toBe(true);
    return response;
  }

  describe('JSON `query` parameters accept only the fields of their contentSchema', () => {
    it.each([
      ['an unknown field', '/rdvs', { doctor: UNKNOWN_ID, colour: 'red' }],
      ['an operator in place of an id', '/rdvs', { patient: { $ne: null } }],
      ['a $where operator', '/rdvs', { $where: 'sleep(1)' }],
      ['an $or of fields', '/rdvs', { $or: [{ doctor: UNKNOWN_ID }] }],
      ['an $in operator', '/rdvs', { status: { $in: ['pending'] } }],
      ['a status that is not one', '/rdvs', { status: 'lost' }],
      ['an array in place of the object', '/rdvs', [{ doctor: UNKNOWN_ID }]],
      ['a nested operator in a count', '/rdvs/count', { doctor: { $gt: '' } }],
      ['an unknown field of a service query', '/service', { benefactor: UNKNOWN_ID, price: { $lt: 1 } }],
      ['no required field', '/questions/count', {}],
    ])('%s → 400 VALIDATION_FAILED', async (_name, path, query) => {
      const response = await expectError(
        'admin',
        { method: 'GET', path, query: { query } },
        400,
        'VALIDATION_FAILED',
      );
      expect((response.json as { message: string }).message).toMatch(/^The query parameter is not allowed/);
    });

    it('a patient filter with an operator is refused before the handler reads it', async () => {
      await expectError(
        'patient',
        { method: 'GET', path: '/questions', query: { query: { patient: { $ne: null } } } },
        400,
        'VALIDATION_FAILED',
      );
    });

    it('a `query` that is not JSON → 400 INVALID_JSON', async () => {
      const response = await expectError(
        'admin',
        { method: 'GET', path: '/rdvs', query: { query: '{"doctor":' } },
        400,
        'INVALID_JSON',
      );
      expect((response.json as { message: string }).message).toBe('The query parameter is not valid JSON.');
    });
  });

  describe('wrong types → 400 VALIDATION_FAILED', () => {
    it.each<[string, Who, RawRequest]>([
      ['a word as a page number', 'admin', { method: 'GET', path: '/doctors', query: { page: 'two' } }],
      ['a limit above the maximum', 'admin', { method: 'GET', path: '/doctors', query: { limit: 1000 } }],
      ['a boolean that is not one', 'admin', { method: 'GET', path: '/doctors', query: { cnam: 'maybe' } }],
      [
        'a date that is not one',
        'admin',
        { method: 'GET', path: `/doctors/${UNKNOWN_ID}/slots`, query: { from: 'monday', to: '2026-03-06' } },
      ],
      [
        'a sort outside its enum',
        'admin',
        { method: 'GET', path: '/doctorSpecialties', query: { sortBy: 'name' } },
      ],
      ['a missing required query parameter', 'admin', { method: 'GET', path: '/workingHours' }],
      [
        'a provider outside its enum',
        'guest',
        { method: 'POST', path: '/payments/webhook/paypal', body: {} },
      ],
      [
        'a price as text',
        'doctor',
        { method: 'POST', path: '/service', body: { name: 'ECG', price: 'free', durationMinutes: 30 } },
      ],
      [
        'a missing required field',
        'doctor',
        { method: 'POST', path: '/service', body: { name: 'ECG', price: 1000 } },
      ],
      [
        'an unknown body field',
        'doctor',
        {
          method: 'POST',
          path: '/service',
          body: { name: 'ECG', price: 1000, durationMinutes: 30, owner: UNKNOWN_ID },
        },
      ],
      [
        'null for a required string',
        'patient',
        { method: 'POST', path: '/rdvs/' + UNKNOWN_ID + '/cancel', body: { reason: null } },
      ],
      ['an array as the body', 'patient', { method: 'POST', path: '/questions/add', body: [] }],
      ['a string as the body', 'patient', { method: 'PUT', path: '/users/me', body: 'Ali' }],
      ['an empty patch', 'patient', { method: 'PUT', path: '/users/me', body: {} }],
      [
        'an object for a boolean flag',
        'admin',
        {
          method: 'PATCH',
          path: `/users/${UNKNOWN_ID}/doctor-boolean-info`,
          body: { isActive: { $set: true } },
        },
      ],
      [
        'a rating out of range',
        'patient',
        { method: 'PATCH', path: `/questions/${UNKNOWN_ID}`, body: { patientFeedBackToDoctor: 6 } },
      ],
      [
        'a date that is not an instant',
        'patient',
        { method: 'POST', path: '/rdvs', body: { doctor: UNKNOWN_ID, date: 'tomorrow' } },
      ],
    ])('%s', async (_name, who, request) => {
      await expectError(who, request, 400, 'VALIDATION_FAILED');
    });
  });

  describe('malformed ids → 400 VALIDATION_FAILED', () => {
    it.each<[Who, RawRequest]>([
      ['admin', { method: 'GET', path: '/rdvs/42' }],
      ['admin', { method: 'GET', path: '/doctors/not-an-id' }],
      ['admin', { method: 'GET', path: '/users', query: { id: "1' OR '1'='1" } }],
      ['admin', { method: 'GET', path: '/users/%00' }],
      ['admin', { method: 'GET', path: '/payments/' + UNKNOWN_ID + 'x' }],
      ['admin', { method: 'GET', path: '/articles/..%2F..%2Fetc%2Fpasswd' }],
      ['patient', { method: 'DELETE', path: '/questions/null' }],
      [
        'doctor',
        { method: 'PUT', path: '/rdvs/rdvStatus', query: { id: 'abc' }, body: { status: 'confirmed' } },
      ],
    ])('%s %j', async (who, request) => {
      await expectError(who, request, 400, 'VALIDATION_FAILED');
    });
  });

  describe('URLs the router refuses still get an Error body', () => {
    it('a malformed percent-encoding in the path → 400 VALIDATION_FAILED', async () => {
      await expectError('admin', { method: 'GET', path: '/rdvs/%E0%A4%A' }, 400, 'VALIDATION_FAILED');
    });

    it('a path parameter over 256 characters → 414 URI_TOO_LONG', async () => {
      await expectError('admin', { method: 'GET', path: `/rdvs/${'x'.repeat(300)}` }, 414, 'URI_TOO_LONG');
    });

    it('an article slug of 200 characters (the spec maximum) reaches the route → 404 NOT_FOUND', async () => {
      await expectError('admin', { method: 'GET', path: `/articles/${'a'.repeat(200)}` }, 404, 'NOT_FOUND');
    });

    it('a URL over the HTTP header limit → 431 HEADERS_TOO_LARGE', async () => {
      await expectError(
        'admin',
        { method: 'GET', path: '/doctors', query: { name: 'x'.repeat(20_000) } },
        431,
        'HEADERS_TOO_LARGE',
      );
    });
  });

  describe('unknown ids (a valid UUID no row has) → 404 NOT_FOUND', () => {
    it.each<[Who, RawRequest]>([
      ['admin', { method: 'GET', path: `/rdvs/${UNKNOWN_ID}` }],
      ['admin', { method: 'GET', path: `/doctors/${UNKNOWN_ID}` }],
      [
        'admin',
        {
          method: 'GET',
          path: `/doctors/${UNKNOWN_ID}/slots`,
          query: { from: '2026-03-02', to: '2026-03-06' },
        },
      ],
      ['admin', { method: 'GET', path: `/users/${UNKNOWN_ID}` }],
      ['admin', { method: 'GET', path: '/users', query: { id: UNKNOWN_ID } }],
      ['admin', { method: 'GET', path: `/articles/${UNKNOWN_ID}` }],
      ['admin', { method: 'PUT', path: `/articles/${UNKNOWN_ID}`, body: { published: false } }],
      ['admin', { method: 'GET', path: `/payments/${UNKNOWN_ID}` }],
      ['admin', { method: 'PATCH', path: `/questions/${UNKNOWN_ID}`, body: { closed: true } }],
      ['admin', { method: 'DELETE', path: `/questions/${UNKNOWN_ID}` }],
      ['admin', { method: 'DELETE', path: `/secretaries/${UNKNOWN_ID}` }],
      [
        'admin',
        { method: 'PATCH', path: `/users/${UNKNOWN_ID}/doctor-boolean-info`, body: { isActive: true } },
      ],
      [
        'admin',
        { method: 'PUT', path: '/users/updateDoctor', query: { id: UNKNOWN_ID }, body: { bio: 'x' } },
      ],
      [
        'admin',
        {
          method: 'PUT',
          path: `/workingHours/${UNKNOWN_ID}`,
          body: { doctor: UNKNOWN_ID, slotMinutes: 30, schedule: [] },
        },
      ],
      ['admin', { method: 'POST', path: `/rdvs/${UNKNOWN_ID}/cancel`, body: { reason: 'Empêchement' } }],
      [
        'admin',
        {
          method: 'PUT',
          path: '/rdvs/rdvStatus',
          query: { id: UNKNOWN_ID },
          body: { status: 'cancelled', reason: 'x' },
        },
      ],
      ['doctor', { method: 'PUT', path: `/rdvs/${UNKNOWN_ID}`, body: { date: '2026-03-10T07:00:00.000Z' } }],
      [
        'doctor',
        {
          method: 'PUT',
          path: `/service/${UNKNOWN_ID}`,
          body: { name: 'ECG', price: 1000, durationMinutes: 30 },
        },
      ],
      ['doctor', { method: 'DELETE', path: `/service/${UNKNOWN_ID}` }],
      [
        'patient',
        { method: 'POST', path: '/rdvs', body: { doctor: UNKNOWN_ID, date: '2026-03-10T07:00:00.000Z' } },
      ],
      ['patient', { method: 'POST', path: '/payments/checkout', body: { rdv: UNKNOWN_ID } }],
      [
        'patient',
        {
          method: 'POST',
          path: '/questions/add',
          body: { category: UNKNOWN_ID, title: 'Migraine', content: 'Depuis une semaine.' },
        },
      ],
    ])('%s %j', async (who, request) => {
      await expectError(who, request, 404, 'NOT_FOUND');
    });

    it('an unknown /v1 route → 404 NOT_FOUND', async () => {
      await expectError('admin', { method: 'GET', path: '/prescriptions' }, 404, 'NOT_FOUND');
    });
  });

  describe('the body itself', () => {
    it('malformed JSON → 400 INVALID_JSON', async () => {
      const response = await expectError(
        'doctor',
        { method: 'POST', path: '/service', rawBody: '{"name": "ECG", "price": ' },
        400,
        'INVALID_JSON',
      );
      expect((response.json as { message: string }).message).toBe('The request body is not valid JSON.');
    });

    it('an empty JSON body → 400 INVALID_JSON', async () => {
      await expectError('doctor', { method: 'POST', path: '/service', rawBody: '' }, 400, 'INVALID_JSON');
    });

    it(`a body over BODY_LIMIT (${BODY_LIMIT} bytes) → 413 PAYLOAD_TOO_LARGE`, async () => {
      const body = { name: 'ECG', description: 'x'.repeat(BODY_LIMIT), price: 1000, durationMinutes: 30 };
      await expectError('doctor', { method: 'POST', path: '/service', body }, 413, 'PAYLOAD_TOO_LARGE');
    });

    it('a body just under BODY_LIMIT is read (and validated: the description is too long)', async () => {
      const body = {
        name: 'ECG',
        description: 'x'.repeat(BODY_LIMIT - 200),
        price: 1000,
        durationMinutes: 30,
      };
      await expectError('doctor', { method: 'POST', path: '/service', body }, 400, 'VALIDATION_FAILED');
    });

    // The spec declares JSON bodies only; text/plain used to reach handlers unvalidated (a 500).
    it.each([
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
      // Parsed for the payment webhook only; every other operation declares JSON.
      'application/x-www-form-urlencoded',
      // Types the API only answers with (a calendar feed, an image): refused as bodies.
      'text/calendar',
      'image/webp',
    ])('a %s body → 415 UNSUPPORTED_MEDIA_TYPE', async (contentType) => {
      await expectError(
        'doctor',
        { method: 'POST', path: '/service', rawBody: 'name=ECG', headers: { 'content-type': contentType } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    // PostgreSQL refuses NUL in text: it used to be a 500 "invalid byte sequence" on both databases.
    it.each([
      ['patient', 'PUT', '/users/me', { firstName: 'Am\u0000ira' }, 'body: firstName'],
      ['patient', 'POST', '/questions/add', { title: 'Fièvre\u0007', body: 'Depuis hier' }, 'body: title'],
      [
        'patient',
        'POST',
        '/rdvs',
        { doctor: UNKNOWN_ID, date: '2030-01-01T09:00:00Z', reason: 'x\u001b[2J' },
        'body: reason',
      ],
      ['guest', 'POST', '/auth/login', { email: 'a@b.tn', password: 'p\u007f' }, 'body: password'],
    ] as const)(
      '%s: %s %s with a control character → 400 VALIDATION_FAILED',
      async (who, method, path, body, at) => {
        const response = await expectError(who, { method, path, body }, 400, 'VALIDATION_FAILED');
        expect((response.json as { message: string }).message).toBe(
          `Control characters are not allowed in text (${at}).`,
        );
      },
    );

    it('a control character in the query string → 400 VALIDATION_FAILED', async () => {
      const response = await expectError(
        'guest',
        { method: 'GET', path: '/users/doctors/autocomplete', query: { keyword: 'Ben\u0000' } },
        400,
        'VALIDATION_FAILED',
      );
      expect((response.json as { message: string }).message).toBe(
        'Control characters are not allowed in text (query: keyword).',
      );
    });

    it('a text/plain webhook → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      await expectError(
        'guest',
        {
          method: 'POST',
          path: '/payments/webhook/sandbox',
          rawBody: 'token=x',
          headers: { 'content-type': 'text/plain' },
        },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    // Fastify validates a body by its media type; with no body and no content-type it validated nothing.
    it.each<[Who, string, string]>([
      ['doctor', 'POST', '/service'],
      ['patient', 'POST', '/rdvs'],
      ['patient', 'PUT', '/users/me'],
      ['guest', 'POST', '/auth/login'],
      ['guest', 'POST', '/payments/webhook/sandbox'],
    ])('%s: %s %s with no body → 400 VALIDATION_FAILED', async (who, method, path) => {
      const response = await expectError(who, { method, path }, 400, 'VALIDATION_FAILED');
      expect((response.json as { message: string }).message).toBe('The request body is required.');
    });

    it('an optional body may be left out (POST /question/randomQuestions4Home)', async () => {
      const response = await send(server(), callers.guest, {
        method: 'POST',
        path: '/question/randomQuestions4Home',
      });
      expect(response.status).toBe(200);
    });
  });

  it('none of these bad requests changed the fixture', async () => {
    const { db } = server().database;
    const services = await db
      .selectFrom('services')
      .select('id')
      .where('benefactor_id', '=', f.doctorId)
      .execute();
    expect(services.map((s) => s.id)).toEqual([f.serviceId]);
    const rdvs = await db.selectFrom('rdvs').select(['id', 'status']).execute();
    expect(rdvs).toEqual([{ id: f.rdvId, status: 'pending' }]);
  });
});
