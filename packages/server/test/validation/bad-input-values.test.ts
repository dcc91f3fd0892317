import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/db.js';
import type { RawRequest } from '../helpers/raw-api.js';
import { UNKNOWN_ID, type Who, useBadInputServer } from './bad-input-setup.js';

describe.each(backends)('%s: bad input gets a 4xx Error', (backend) => {
  const { expectError } = useBadInputServer(backend);

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
});
