import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { wednesday0900 } from './agenda-fixture.js';
import { useRdvsApi } from './rdvs-api-setup.js';

describe.each(backends)('%s: /v1/rdvs over HTTP, booking and moving', (backend) => {
  const { fixture, as, insertRdv, bookAlisBilan } = useRdvsApi(backend, 'test');

  describe('POST /rdvs (booking)', () => {
    it('books a free slot: 201 with the pending rdv', async () => {
      const { response, data } = await bookAlisBilan();
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        doctor: { _id: fixture().doctorId, name: 'Dr Amel Kallel', city: 'Sfax' },
        patient: { _id: fixture().otherPatientId, name: 'Ali Sassi', sexe: 'M' },
        date: wednesday0900,
        endDate: '2026-03-04T09:00:00.000Z',
        status: 'pending',
        visitType: 'Bilan',
        service: null,
        price: 90_000,
        paymentMode: 'onsite',
        paymentStatus: 'unpaid',
        payment: {
          status: 'unpaid',
          amount: 90_000,
          method: 'onsite',
          paidAt: null,
          holdUntil: null,
          refund: null,
        },
        reason: 'Bilan annuel',
        cancelReason: null,
        cancelledBy: null,
      });
    });

    it.each([
      // Ali's own Bilan, booked first: the slot is his (src/payments/test/own-hold.test.ts).
      [wednesday0900, 409, 'SLOT_HELD_BY_YOU', undefined],
      ['2026-03-04T08:30:00.000Z', 409, 'SLOT_TAKEN', undefined],
      ['2026-03-02T06:00:00.000Z', 422, 'SLOT_UNAVAILABLE', 'SLOT_IN_PAST'],
      ['2026-03-04T12:00:00.000Z', 422, 'SLOT_UNAVAILABLE', 'SLOT_OUT_OF_HOURS'],
    ])('booking %s is %i %s', async (date, status, code, reason) => {
      expect((await bookAlisBilan()).response.status).toBe(201);
      const { response, error } = await (
        await as('otherPatient')
      ).api.POST('/rdvs', { body: { doctor: fixture().doctorId, date } });
      expect([
        response.status,
        error?.code,
        (error?.details as { reason?: string } | undefined)?.reason,
      ]).toEqual([status, code, reason]);
    });

    it('is for patients only: a doctor gets 403 FORBIDDEN', async () => {
      const { response, error } = await (
        await as('doctor')
      ).api.POST('/rdvs', {
        body: { doctor: fixture().doctorId, date: '2026-03-05T08:00:00.000Z' },
      });
      expect([response.status, error?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });

  describe('PUT /rdvs/{id} (reschedule)', () => {
    it('moves a confirmed rdv; the patient moving it sends it back to pending', async () => {
      const id = await insertRdv('confirmed', 'future');
      const byDoctor = await (
        await as('doctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-05T08:00:00.000Z' },
      });
      expect([byDoctor.response.status, byDoctor.data?.status, byDoctor.data?.date]).toEqual([
        200,
        'confirmed',
        '2026-03-05T08:00:00.000Z',
      ]);
      const byPatient = await (
        await as('patient')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-05T09:00:00.000Z' },
      });
      expect([byPatient.response.status, byPatient.data?.status, byPatient.data?.endDate]).toEqual([
        200,
        'pending',
        '2026-03-05T09:30:00.000Z',
      ]);
    });

    it('refuses a taken slot (409 SLOT_TAKEN), a done rdv (409 INVALID_TRANSITION) and another doctor (403)', async () => {
      expect((await bookAlisBilan()).response.status).toBe(201);
      const id = await insertRdv('pending', 'future');
      const taken = await (
        await as('secretary')
      ).api.PUT('/rdvs/{id}', { params: { path: { id } }, body: { date: wednesday0900 } });
      expect([taken.response.status, taken.error?.code]).toEqual([409, 'SLOT_TAKEN']);
      const done = await insertRdv('done', 'past');
      const final = await (
        await as('doctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id: done } },
        body: { date: '2026-03-06T08:00:00.000Z' },
      });
      expect([final.response.status, final.error?.code]).toEqual([409, 'INVALID_TRANSITION']);
      const stranger = await (
        await as('otherDoctor')
      ).api.PUT('/rdvs/{id}', {
        params: { path: { id } },
        body: { date: '2026-03-06T08:00:00.000Z' },
      });
      expect([stranger.response.status, stranger.error?.code]).toEqual([403, 'FORBIDDEN']);
    });
  });
});
