import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymeeChecksum } from '../provider.js';
import { sandboxKey } from '../sandbox.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from '../../booking/test/agenda-fixture.js';

/*
 * docs/decisions/035-refunds.md: what was paid online for an rdv that will not take place goes back in
 * full, and the patient, the practice and the back office see it.
 */

/** 48 h before Wednesday 09:00 is past; 23 h before it, the 24 h cutoff has passed. */
const tuesday1000 = '2026-03-03T09:00:00.000Z';

describe.each(backends)('%s: refunds with the sandbox', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  beforeEach(() => server().clock.set(fixtureNow));
  // The demo's refunds are dated by the real clock, after this fixed one: they would list first.
  beforeAll(() => server().database.db.deleteFrom('refunds').execute());

  const notify = async (token: string, paid: boolean, amount = '60.000') => {
    const response = await fetch(`${server().origin}/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        payment_status: paid,
        check_sum: paymeeChecksum(token, paid, sandboxKey(TEST_JWT_SECRET)),
        amount,
      }),
    });
    return response.status;
  };

  /** A patient's online rdv on Wednesday 09:00, its checkout started; returns its payment token. */
  const bookOnline = async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    const rdvId = booked.data?._id as string;
    const checkout = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const token = /([0-9a-f]{32})$/.exec(checkout.data?.paymentUrl ?? '')?.[1] as string;
    return { fixture, patient, rdvId, token, paymentId: checkout.data?._id as string };
  };

  const refundsOf = async (rdvId: string) =>
    server()
      .database.db.selectFrom('refunds')
      .select(['status', 'cause', 'amount', 'provider', 'reference', 'completed_at'])
      .where('rdv_id', '=', rdvId)
      .execute();

  it('a paid rdv shows its payment and receipt; the patient cancelling it is refunded at once, seen by all', async () => {
    const { fixture, patient, rdvId, token, paymentId } = await bookOnline();
    const unpaid = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(unpaid.data?.payment).toEqual({
      status: 'pending',
      amount: 60_000,
      method: 'online',
      paidAt: null,
      holdUntil: '2026-03-02T07:15:00.000Z',
      refund: null,
    });
    const noReceipt = await patient.api.GET('/rdvs/{id}/receipt', { params: { path: { id: rdvId } } });
    expect([noReceipt.response.status, noReceipt.error?.code]).toEqual([404, 'NOT_FOUND']);

    server().clock.set('2026-03-02T07:05:00.000Z');
    expect(await notify(token, true)).toBe(200);
    const paid = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(paid.data?.payment).toEqual({
      status: 'paid',
      amount: 60_000,
      method: 'online',
      paidAt: '2026-03-02T07:05:00.000Z',
      holdUntil: null,
      refund: null,
    });

    const receipt = await patient.api.GET('/rdvs/{id}/receipt', { params: { path: { id: rdvId } } });
    expect(receipt.data).toEqual({
      reference: paymentId,
      paidAt: '2026-03-02T07:05:00.000Z',
      amount: 60_000,
      currency: 'TND',
      provider: 'sandbox',
      rdv: {
        _id: rdvId,
        date: wednesday0900,
        endDate: '2026-03-04T08:30:00.000Z',
        status: 'pending',
        visitType: 'Consultation',
        visitTypeNames: {},
      },
      doctor: paid.data?.doctor,
      patient: {
        name: paid.data?.patient.name,
        email: fixture.patientEmail,
        phone: paid.data?.patient.phone,
      },
      refund: null,
    });
    const secretary = await server().as(fixture.secretaryEmail);
    const practiceReceipt = await secretary.api.GET('/rdvs/{id}/receipt', {
      params: { path: { id: rdvId } },
    });
    expect(practiceReceipt.data).toEqual(receipt.data);
    const stranger = await server().as(fixture.otherPatientEmail);
    const refused = await stranger.api.GET('/rdvs/{id}/receipt', { params: { path: { id: rdvId } } });
    expect(refused.response.status).toBe(403);

    // Access tokens are short-lived: each client signs in again at the new time.
    server().clock.set('2026-03-02T08:00:00.000Z');
    const patientLater = await server().as(fixture.patientEmail);
    const cancelled = await patientLater.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdvId } },
      body: { reason: 'Empêchement' },
    });
    const refunded = {
      status: 'refunded',
      amount: 60_000,
      requestedAt: '2026-03-02T08:00:00.000Z',
      completedAt: '2026-03-02T08:00:00.000Z',
    };
    expect([cancelled.data?.status, cancelled.data?.paymentStatus, cancelled.data?.payment]).toEqual([
      'cancelled',
      'refunded',
      {
        status: 'refunded',
        amount: 60_000,
        method: 'online',
        paidAt: '2026-03-02T07:05:00.000Z',
        holdUntil: null,
        refund: refunded,
      },
    ]);
    expect(await refundsOf(rdvId)).toEqual([
      {
        status: 'refunded',
        cause: 'patient_cancelled',
        amount: 60_000,
        provider: 'sandbox',
        reference: expect.stringMatching(/^sandbox_refund_[0-9a-f]{16}$/),
        completed_at: new Date('2026-03-02T08:00:00.000Z'),
      },
    ]);

    const doctor = await server().as(fixture.doctorEmail);
    const agenda = await doctor.api.GET('/rdvs', {
      params: { query: { query: JSON.stringify({ status: 'cancelled' }) } },
    });
    expect(agenda.data?.results.find((rdv) => rdv._id === rdvId)?.payment.refund).toEqual(refunded);
    const afterReceipt = await patientLater.api.GET('/rdvs/{id}/receipt', {
      params: { path: { id: rdvId } },
    });
    expect([afterReceipt.data?.rdv.status, afterReceipt.data?.refund]).toEqual(['cancelled', refunded]);

    const admin = await server().as(demoAccounts.admin.email);
    const listed = await admin.api.GET('/admin/refunds', { params: { query: { status: 'refunded' } } });
    const row = listed.data?.results.find((refund) => refund.rdv._id === rdvId);
    expect(row).toEqual({
      _id: expect.any(String),
      status: 'refunded',
      cause: 'patient_cancelled',
      amount: 60_000,
      currency: 'TND',
      provider: 'sandbox',
      payment: paymentId,
      rdv: { _id: rdvId, date: wednesday0900, status: 'cancelled' },
      patient: {
        _id: fixture.patientId,
        name: paid.data?.patient.name,
        email: fixture.patientEmail,
        phone: paid.data?.patient.phone,
      },
      doctor: { _id: fixture.doctorId, name: paid.data?.doctor.name },
      reference: expect.stringMatching(/^sandbox_refund_/),
      failure: null,
      requestedAt: '2026-03-02T08:00:00.000Z',
      completedAt: '2026-03-02T08:00:00.000Z',
    });
    const again = await admin.api.POST('/admin/refunds/{id}/complete', {
      params: { path: { id: row?._id as string } },
      body: {},
    });
    expect([again.response.status, again.error?.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('past the cutoff the patient cannot cancel (no refund); the practice still can, with a full refund', async () => {
    const { fixture, rdvId, token } = await bookOnline();
    expect(await notify(token, true)).toBe(200);
    server().clock.set(tuesday1000);
    const patientLater = await server().as(fixture.patientEmail);
    const late = await patientLater.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdvId } },
      body: { reason: 'Empêchement' },
    });
    expect([late.response.status, late.error?.code]).toEqual([422, 'CUTOFF_PASSED']);
    expect(await refundsOf(rdvId)).toEqual([]);

    const doctor = await server().as(fixture.doctorEmail);
    const cancelled = await doctor.api.PUT('/rdvs/rdvStatus', {
      params: { query: { id: rdvId } },
      body: { status: 'cancelled', reason: 'Médecin absent' },
    });
    expect([cancelled.data?.paymentStatus, cancelled.data?.payment.refund?.status]).toEqual([
      'refunded',
      'refunded',
    ]);
    expect((await refundsOf(rdvId)).map((refund) => [refund.cause, refund.amount])).toEqual([
      ['practice_cancelled', 60_000],
    ]);
  });

  it('cancelling before paying closes the payment; a payment completed anyway is recorded and refunded', async () => {
    const { fixture, patient, rdvId, token, paymentId } = await bookOnline();
    const cancelled = await patient.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdvId } },
      body: { reason: 'Empêchement' },
    });
    expect(cancelled.data?.payment).toEqual({
      status: 'unpaid',
      amount: 60_000,
      method: 'online',
      paidAt: null,
      holdUntil: null,
      refund: null,
    });
    const payment = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(payment.data?.status).toBe('expired');
    expect(await refundsOf(rdvId)).toEqual([]);

    server().clock.set('2026-03-02T07:20:00.000Z');
    expect(await notify(token, true)).toBe(200);
    const patientLater = await server().as(fixture.patientEmail);
    const late = await patientLater.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([late.data?.status, late.data?.paymentStatus, late.data?.payment.refund]).toEqual([
      'cancelled',
      'refunded',
      {
        status: 'refunded',
        amount: 60_000,
        requestedAt: '2026-03-02T07:20:00.000Z',
        completedAt: '2026-03-02T07:20:00.000Z',
      },
    ]);
    expect((await refundsOf(rdvId)).map((refund) => refund.cause)).toEqual(['paid_after_cancellation']);
    // A replay of the notice opens no second refund.
    expect(await notify(token, true)).toBe(200);
    expect(await refundsOf(rdvId)).toHaveLength(1);
  });

  it('an rdv paid at the practice or not yet paid has no receipt; done and absent rdvs keep their payment', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const onsite = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900 },
    });
    expect(onsite.data?.payment).toEqual({
      status: 'unpaid',
      amount: 60_000,
      method: 'onsite',
      paidAt: null,
      holdUntil: null,
      refund: null,
    });
    const receipt = await patient.api.GET('/rdvs/{id}/receipt', {
      params: { path: { id: onsite.data?._id as string } },
    });
    expect(receipt.response.status).toBe(404);
  });
});
