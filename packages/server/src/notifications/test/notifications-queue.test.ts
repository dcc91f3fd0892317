import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookRdv } from '../../booking/booking.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow, wednesday0900 } from '../../booking/test/agenda-fixture.js';
import { before24h, useNotificationsServer } from './notifications-setup.js';

/*
 * Slots of the fixture's doctor as UTC instants; the clock stands at Monday 2 March 2026, 08:00 in Tunis
 * (`fixtureNow`).
 */
const monday1000 = '2026-03-02T09:00:00.000Z';
const tuesday0800 = '2026-03-03T07:00:00.000Z';
const wednesday0930 = '2026-03-04T08:30:00.000Z';
const wednesday1000 = '2026-03-04T09:00:00.000Z';
const wednesday1030 = '2026-03-04T09:30:00.000Z';
const thursday0900 = '2026-03-05T08:00:00.000Z';
const thursday0930 = '2026-03-05T08:30:00.000Z';

describe.each(backends)('%s: rdv notifications (docs/decisions/017)', (backend) => {
  const { server, fixture, db, book, queueOf } = useNotificationsServer(backend);

  const countQueued = async () =>
    Number(
      (
        await db()
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('queued in the transaction of the booking', () => {
    it('queues the confirmation now and the reminder 24 h before the rdv', async () => {
      const rdvId = await book(wednesday0900);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'confirmation',
          status: 'pending',
          run_at: fixtureNow,
          recipient_email: fixture().patientEmail,
          attempts: 0,
          payload: {
            patientName: 'Ali Sassi',
            doctorName: 'Amel Kallel',
            specialty: 'Cardiologie',
            address: '12 rue de Marseille',
            city: 'Sfax',
            date: wednesday0900,
            status: 'pending',
          },
        },
        { kind: 'reminder', status: 'pending', run_at: before24h(wednesday0900).toISOString() },
      ]);
    });

    it('queues nothing for a booking refused (the slot is taken)', async () => {
      await book(wednesday1030);
      const queued = await countQueued();
      const { response, error } = await (
        await server().as(fixture().otherPatientEmail)
      ).api.POST('/rdvs', { body: { doctor: fixture().doctorId, date: wednesday1030 } });
      expect([response.status, error?.code]).toEqual([409, 'SLOT_TAKEN']);
      expect(await countQueued()).toBe(queued);
    });

    it('rolls the booking back when its notifications cannot be queued', async () => {
      const email = fixture().otherPatientEmail.replace(/'/g, "''");
      await sql
        .raw(`ALTER TABLE notifications ADD CONSTRAINT refuse_for_test CHECK (recipient_email <> '${email}')`)
        .execute(db());
      try {
        await expect(
          bookRdv(
            db(),
            {
              patientId: fixture().otherPatientId,
              doctorId: fixture().doctorId,
              date: new Date(wednesday1000),
            },
            server().clock.now(),
          ),
        ).rejects.toMatchObject({ code: '23514' });
      } finally {
        await sql.raw(`ALTER TABLE notifications DROP CONSTRAINT refuse_for_test`).execute(db());
      }
      const rdvs = await db()
        .selectFrom('rdvs')
        .select('id')
        .where('doctor_id', '=', fixture().doctorId)
        .where('date', '=', new Date(wednesday1000))
        .execute();
      expect(rdvs).toEqual([]);
    });

    it('queues no reminder for an rdv less than 24 h away, and one at exactly 24 h', async () => {
      expect((await queueOf(await book(monday1000))).map((row) => row.kind)).toEqual(['confirmation']);
      expect(await queueOf(await book(tuesday0800))).toMatchObject([
        { kind: 'confirmation', run_at: fixtureNow },
        { kind: 'reminder', run_at: fixtureNow },
      ]);
    });
  });

  describe('a move drops the reminder and queues the change and a new reminder', () => {
    it('PUT /rdvs/{id} by the patient', async () => {
      const rdvId = await book(wednesday0930);
      const { response } = await (
        await server().as(fixture().patientEmail)
      ).api.PUT('/rdvs/{id}', { params: { path: { id: rdvId } }, body: { date: thursday0900 } });
      expect(response.status).toBe(200);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'change',
          status: 'pending',
          run_at: fixtureNow,
          payload: { date: thursday0900, previousDate: wednesday0930 },
        },
        { kind: 'confirmation', status: 'pending', run_at: fixtureNow },
        { kind: 'reminder', status: 'dropped', run_at: before24h(wednesday0930).toISOString() },
        { kind: 'reminder', status: 'pending', run_at: before24h(thursday0900).toISOString() },
      ]);
    });
  });

  describe('a cancellation drops the reminder and queues the cancellation', () => {
    it('other status changes queue nothing; POST /rdvs/{id}/cancel queues the cancellation', async () => {
      const rdvId = await book(thursday0930);
      const confirmed = await (
        await server().as(fixture().doctorEmail)
      ).api.PUT('/rdvs/rdvStatus', { params: { query: { id: rdvId } }, body: { status: 'confirmed' } });
      expect(confirmed.response.status).toBe(200);
      expect((await queueOf(rdvId)).map((row) => row.kind)).toEqual(['confirmation', 'reminder']);

      const cancelled = await (
        await server().as(fixture().patientEmail)
      ).api.POST('/rdvs/{id}/cancel', { params: { path: { id: rdvId } }, body: { reason: 'Empêchement' } });
      expect(cancelled.response.status).toBe(200);
      expect(await queueOf(rdvId)).toMatchObject([
        {
          kind: 'cancellation',
          status: 'pending',
          run_at: fixtureNow,
          payload: { status: 'cancelled', cancelReason: 'Empêchement', cancelledBy: 'patient' },
        },
        { kind: 'confirmation', status: 'pending' },
        { kind: 'reminder', status: 'dropped' },
      ]);
    });
  });
});
