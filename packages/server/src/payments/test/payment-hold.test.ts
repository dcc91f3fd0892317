import { describe, expect, it } from 'vitest';
import { paymeeChecksum } from '../provider.js';
import { sandboxKey } from '../sandbox.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from '../../booking/test/agenda-fixture.js';

const MINUTE = 60_000;

/**
 * docs/decisions/015-payment-hold.md: an online rdv holds its slot for PAYMENT_HOLD_MINUTES (20 here,
 * to show the setting is read); a declined payment may be retried within the hold; past it, with no
 * paid payment, the rdv is cancelled ('payment not completed') and the slot is free again.
 */
describe.each(backends)('%s: the slot hold of an online payment', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { PAYMENT_HOLD_MINUTES: '20' },
  });

  /** The sandbox provider's notification, as a webhook sends it: for the payment's amount, in TND. */
  const notify = async (token: string, paid: boolean) => {
    const { amount } = await server()
      .database.db.selectFrom('payments')
      .select('amount')
      .where('provider_ref', '=', token)
      .executeTakeFirstOrThrow();
    return fetch(`${server().origin}/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        payment_status: paid,
        check_sum: paymeeChecksum(token, paid, sandboxKey(TEST_JWT_SECRET)),
        amount: amount / 1000,
      }),
    });
  };

  const tokenOf = async (paymentId: string) =>
    (
      await server()
        .database.db.selectFrom('payments')
        .select('provider_ref')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).provider_ref as string;

  const freeSlots = async (doctorId: string) => {
    const guest = await server().guest();
    const { data } = await guest.api.GET('/doctors/{id}/slots', {
      params: { path: { id: doctorId }, query: { from: '2026-03-04', to: '2026-03-04' } },
    });
    return data?.slots ?? [];
  };

  /** A fresh doctor and patients, and the patient's online rdv on Wednesday 09:00, booked at `fixtureNow`. */
  const bookOnline = async () => {
    server().clock.set(fixtureNow);
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    expect(booked.response.status).toBe(201);
    // Access tokens live 15 minutes: sign in again after moving the clock.
    const asPatient = () => server().as(fixture.patientEmail);
    const asOther = () => server().as(fixture.otherPatientEmail);
    return { fixture, patient, asPatient, asOther, rdvId: booked.data?._id as string };
  };

  it('an online rdv starts with paymentStatus pending and holds its slot for PAYMENT_HOLD_MINUTES', async () => {
    const { fixture, patient, asOther, rdvId } = await bookOnline();
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([rdv.data?.status, rdv.data?.paymentStatus]).toEqual(['pending', 'pending']);
    const { payment_hold_until } = await server()
      .database.db.selectFrom('rdvs')
      .select('payment_hold_until')
      .where('id', '=', rdvId)
      .executeTakeFirstOrThrow();
    expect(payment_hold_until?.toISOString()).toBe(
      new Date(Date.parse(fixtureNow) + 20 * MINUTE).toISOString(),
    );

    server().clock.advance(20 * MINUTE - 1);
    expect(await freeSlots(fixture.doctorId)).not.toContain(wednesday0900);
    const taken = await (
      await asOther()
    ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday0900 } });
    expect([taken.response.status, taken.error?.code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('a declined payment may be retried within the hold, and a paid rdv keeps its slot after it', async () => {
    const { fixture, patient, asPatient, asOther, rdvId } = await bookOnline();
    const first = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect((await notify(await tokenOf(first.data?._id as string), false)).status).toBe(200);
    const declined = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([declined.data?.status, declined.data?.paymentStatus]).toEqual(['pending', 'unpaid']);

    server().clock.advance(10 * MINUTE);
    const retry = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect(retry.response.status).toBe(201);
    expect(retry.data?._id).not.toBe(first.data?._id);
    expect((await notify(await tokenOf(retry.data?._id as string), true)).status).toBe(200);

    server().clock.advance(60 * MINUTE);
    await server().app.sweepPaymentHolds();
    const paid = await (await asPatient()).api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([paid.data?.status, paid.data?.paymentStatus]).toEqual(['pending', 'paid']);
    const taken = await (
      await asOther()
    ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday0900 } });
    expect([taken.response.status, taken.error?.code]).toEqual([409, 'SLOT_TAKEN']);
  });

  it('past the hold with no paid payment, the rdv is cancelled and another patient books the slot', async () => {
    const { fixture, patient: before, asPatient, asOther, rdvId } = await bookOnline();
    const checkout = await before.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const paymentId = checkout.data?._id as string;

    server().clock.advance(20 * MINUTE);
    const patient = await asPatient();
    // No listing first: the booking itself releases the expired hold that takes its slot.
    const rebooked = await (
      await asOther()
    ).api.POST('/rdvs', { body: { doctor: fixture.doctorId, date: wednesday0900 } });
    expect(rebooked.response.status).toBe(201);

    const cancelled = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment not completed',
      cancelledBy: 'patient',
      paymentStatus: 'unpaid',
    });
    const payment = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(payment.data?.status).toBe('expired');
    const tooLate = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect([tooLate.response.status, tooLate.error?.code]).toEqual([422, 'RDV_NOT_PAYABLE']);
  });

  it('the slot listing releases an expired hold of its doctor; the sweep releases the others', async () => {
    const { fixture, rdvId } = await bookOnline();
    const second = await bookOnline();
    server().clock.advance(20 * MINUTE);
    expect(await freeSlots(fixture.doctorId)).toContain(wednesday0900);
    const rdvStatus = async (id: string) =>
      (
        await server()
          .database.db.selectFrom('rdvs')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await rdvStatus(rdvId)).toBe('cancelled');
    expect(await rdvStatus(second.rdvId)).toBe('pending');
    expect(await server().app.sweepPaymentHolds()).toBeGreaterThanOrEqual(1);
    expect(await rdvStatus(second.rdvId)).toBe('cancelled');
    expect(await server().app.sweepPaymentHolds()).toBe(0);
  });

  it('a late "paid" notification of an expired payment is recorded and refunded; the rdv stays cancelled', async () => {
    const { patient: before, asPatient, rdvId } = await bookOnline();
    const checkout = await before.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const paymentId = checkout.data?._id as string;
    server().clock.advance(21 * MINUTE);
    await server().app.sweepPaymentHolds();
    const patient = await asPatient();
    const token = await tokenOf(paymentId);
    expect((await notify(token, false)).status).toBe(200);
    expect(
      (await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } })).data?.status,
    ).toBe('expired');
    expect((await notify(token, true)).status).toBe(200);
    expect((await notify(token, true)).status).toBe(200);
    const payment = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(payment.data?.status).toBe('paid');
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    // docs/decisions/035: the money moved for an rdv that will not take place, so it goes back.
    expect([rdv.data?.status, rdv.data?.paymentStatus, rdv.data?.payment.refund?.status]).toEqual([
      'cancelled',
      'refunded',
      'refunded',
    ]);
  });

  it('an onsite rdv holds no payment hold', async () => {
    server().clock.set(fixtureNow);
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(booked.data?.paymentStatus).toBe('unpaid');
    server().clock.advance(24 * 60 * MINUTE);
    await server().app.sweepPaymentHolds();
    const rdv = await (
      await server().as(fixture.patientEmail)
    ).api.GET('/rdvs/{id}', { params: { path: { id: booked.data?._id as string } } });
    expect(rdv.data?.status).toBe('pending');
  });
});
