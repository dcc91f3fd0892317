import { describe, it } from 'vitest';
import { backends } from '../helpers/db.js';
import type { RawRequest } from '../helpers/raw-api.js';
import { UNKNOWN_ID, type Who, useBadInputServer } from './bad-input-setup.js';

describe.each(backends)('%s: bad input gets a 4xx Error', (backend) => {
  const { expectError } = useBadInputServer(backend);

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
});
