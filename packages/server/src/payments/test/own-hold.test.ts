import { describe, expect, it } from 'vitest';
import { paymeeChecksum } from '../provider.js';
import { sandboxKey } from '../sandbox.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import {
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

/**
 * Issue #30 point 2 (docs/decisions/015-payment-hold.md): a patient who left the payment page unpaid
 * sees until when their slot is held, may pay it again, is told the slot is theirs when they book it
 * again, and gets the booking's confirmation once paid — not before.
 */
describe.each(backends)('%s: an unpaid online rdv is the patient’s to pay', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { PAYMENT_HOLD_MINUTES: '20' },
  });
  const holdEnd = '2026-03-02T07:20:00.000Z';

  const notificationsOf = (rdvId: string) =>
    server()
      .database.db.selectFrom('notifications')
      .select(['kind', 'run_at'])
      .where('rdv_id', '=', rdvId)
      .where('channel', '=', 'email')
      .orderBy('run_at')
      .execute()
      .then((rows) => rows.map((row) => [row.kind, row.run_at.toISOString()]));

  const bookOnline = async () => {
    server().clock.set(fixtureNow);
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    expect(booked.response.status).toBe(201);
    return { fixture, patient, rdv: booked.data! };
  };

  it('shows the end of the hold; booking the slot again says it is the patient’s own, not another’s', async () => {
    const { fixture, patient, rdv } = await bookOnline();
    expect(rdv.payment).toEqual({
      status: 'pending',
      amount: 60_000,
      method: 'online',
      paidAt: null,
      holdUntil: holdEnd,
      refund: null,
    });

    for (const paymentMode of ['online', 'onsite'] as const) {
      const again = await patient.api.POST('/rdvs', {
        body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode },
      });
      expect([again.response.status, again.error]).toEqual([
        409,
        {
          code: 'SLOT_HELD_BY_YOU',
          message: 'You already hold this slot.',
          details: { rdv: rdv._id, holdUntil: holdEnd },
        },
      ]);
    }
    // At the doctor's limit (1 here), the patient is still told the slot is theirs.
    await server()
      .database.db.updateTable('doctors')
      .set({ max_upcoming_rdvs_per_patient: 1 })
      .where('id', '=', fixture.doctorId)
      .execute();
    const atLimit = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(atLimit.error?.code).toBe('SLOT_HELD_BY_YOU');
    // Another slot at the limit, and the same slot for another patient, are refused as before.
    const other = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0930 },
    });
    expect(other.error?.code).toBe('BOOKING_LIMIT_DOCTOR');
    const someoneElse = await server().as(fixture.otherPatientEmail);
    const taken = await someoneElse.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(taken.error?.code).toBe('SLOT_TAKEN');
  });

  it('sends the confirmation once paid, not at booking; checkout may be started again meanwhile', async () => {
    const { patient, rdv } = await bookOnline();
    expect(await notificationsOf(rdv._id)).toEqual([]);

    const first = await patient.api.POST('/payments/checkout', { body: { rdv: rdv._id } });
    server().clock.advance(10 * 60_000);
    // The patient left the payment page and comes back from the dashboard: the same payment page.
    const resumed = await patient.api.POST('/payments/checkout', { body: { rdv: rdv._id } });
    expect([resumed.response.status, resumed.data?._id, resumed.data?.paymentUrl]).toEqual([
      201,
      first.data?._id,
      first.data?.paymentUrl,
    ]);
    expect(await notificationsOf(rdv._id)).toEqual([]);

    const token = /([0-9a-f]{32})$/.exec(resumed.data?.paymentUrl ?? '')?.[1] as string;
    const paid = await fetch(`${server().origin}/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        payment_status: true,
        check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)),
        amount: 60,
      }),
    });
    expect(paid.status).toBe(200);
    // Paid at 07:10: the confirmation now, the reminder 24 h before Wednesday 09:00.
    expect(await notificationsOf(rdv._id)).toEqual([
      ['confirmation', '2026-03-02T07:10:00.000Z'],
      ['reminder', '2026-03-03T08:00:00.000Z'],
    ]);
    const after = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdv._id } } });
    expect([after.data?.paymentStatus, after.data?.payment.holdUntil]).toEqual(['paid', null]);
  });

  it('an rdv paid at the practice is confirmed at once, with no hold', async () => {
    server().clock.set(fixtureNow);
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(booked.data?.payment.holdUntil).toBeNull();
    expect(await notificationsOf(booked.data!._id)).toEqual([
      ['confirmation', fixtureNow],
      ['reminder', '2026-03-03T08:00:00.000Z'],
    ]);
  });
});

describe.each(backends)('%s: GET /users/me/booking-allowance', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { BOOKING_MAX_UPCOMING: '4' },
  });

  it('says how many rdvs the patient holds against the doctor’s and the platform’s limits', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    await server()
      .database.db.updateTable('doctors')
      .set({ max_upcoming_rdvs_per_patient: 1 })
      .where('id', '=', fixture.doctorId)
      .execute();
    const patient = await server().as(fixture.patientEmail);
    const allowance = () =>
      patient.api.GET('/users/me/booking-allowance', { params: { query: { doctor: fixture.doctorId } } });

    const before = await allowance();
    expect(before.data).toEqual({
      withDoctor: { upcoming: 0, limit: 1 },
      overall: { upcoming: 0, limit: 4 },
      teleconsultation: { patient: false, relatives: [] },
    });
    await patient.api.POST('/rdvs', { body: { doctor: fixture.otherDoctorId, date: wednesday0930 } });
    await patient.api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday0900 } });
    expect((await allowance()).data).toEqual({
      withDoctor: { upcoming: 1, limit: 1 },
      overall: { upcoming: 2, limit: 4 },
      teleconsultation: { patient: false, relatives: [] },
    });

    const unknown = await patient.api.GET('/users/me/booking-allowance', {
      params: { query: { doctor: '0190f3a2-7c1e-7d3a-9b2c-0000000000ff' } },
    });
    expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    const doctor = await server().as(fixture.doctorEmail);
    const refused = await doctor.api.GET('/users/me/booking-allowance', {
      params: { query: { doctor: fixture.doctorId } },
    });
    expect(refused.response.status).toBe(403);
  });
});
