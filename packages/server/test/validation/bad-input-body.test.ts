import { describe, expect, it } from 'vitest';
import { backends } from '../helpers/db.js';
import { send } from '../helpers/raw-api.js';
import { BODY_LIMIT, UNKNOWN_ID, type Who, useBadInputServer } from './bad-input-setup.js';

describe.each(backends)('%s: bad input gets a 4xx Error', (backend) => {
  const { server, callers, expectError } = useBadInputServer(backend);

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
});
