import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { paymeeChecksum, providerError } from '../provider.js';
import { runRefund } from '../refunds.js';
import { createSandboxProvider } from '../sandbox.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { insertPaidRdv } from '../../../test/matrix/matrix-fixture.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from '../../booking/test/agenda-fixture.js';
import { startFakePaymee } from './fake-paymee.js';

/*
 * docs/decisions/035-refunds.md: what was paid online for an rdv that will not take place goes back in
 * full, and the patient, the practice and the back office see it.
 */

describe.each(backends)('%s: refunds by hand', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });

  it('a refund the provider fails is `failed` with the reason; an admin completes it, audited, once', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const now = new Date(fixtureNow);
    const { rdvId, refundId } = await insertPaidRdv(db, {
      doctorId: fixture.doctorId,
      patientId: fixture.patientId,
      date: new Date(wednesday0900),
      now,
      refund: true,
    });
    await db.updateTable('refunds').set({ provider: 'sandbox' }).where('id', '=', refundId).execute();
    const failing = {
      ...createSandboxProvider('http://127.0.0.1', 'key'),
      refund: async () => {
        throw providerError('Paymee refused the request: balance too low.');
      },
    };
    await runRefund(db, failing, refundId as string, now);
    const admin = await server().as(demoAccounts.admin.email);
    const failed = await admin.api.GET('/admin/refunds', { params: { query: { status: 'failed' } } });
    expect(
      failed.data?.results.filter((row) => row.rdv._id === rdvId).map((row) => [row.status, row.failure]),
    ).toEqual([['failed', 'Paymee refused the request: balance too low.']]);
    // Asked once: a failed refund is not claimed again.
    await runRefund(db, createSandboxProvider('http://127.0.0.1', 'key'), refundId as string, now);
    expect(
      (await db.selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirstOrThrow())
        .status,
    ).toBe('failed');

    server().clock.set('2026-03-02T09:00:00.000Z');
    const adminLater = await server().as(demoAccounts.admin.email);
    const completed = await adminLater.api.POST('/admin/refunds/{id}/complete', {
      params: { path: { id: refundId as string } },
      body: { reference: 'VIR-2026-0042' },
    });
    expect(completed.data).toMatchObject({
      _id: refundId,
      status: 'refunded',
      reference: 'VIR-2026-0042',
      failure: null,
      completedAt: '2026-03-02T09:00:00.000Z',
    });
    const patient = await server().as(fixture.patientEmail);
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([rdv.data?.paymentStatus, rdv.data?.payment.refund?.completedAt]).toEqual([
      'refunded',
      '2026-03-02T09:00:00.000Z',
    ]);
    const audit = await adminLater.api.GET('/admin/audit', {
      params: { query: { entity: 'refund', entityId: refundId as string } },
    });
    expect(audit.data?.results.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'refund.complete',
        before: { status: 'failed', reference: null },
        after: { status: 'refunded', reference: 'VIR-2026-0042', completedAt: '2026-03-02T09:00:00.000Z' },
      },
    ]);
    const unknown = await adminLater.api.POST('/admin/refunds/{id}/complete', {
      params: { path: { id: newId() } },
      body: {},
    });
    expect([unknown.response.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
  });
});

const paymee = await startFakePaymee();
afterAll(() => paymee.close());

describe.each(backends)('%s: refunds with Paymee', (backend) => {
  const API_KEY = 'paymee-test-key';
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: { PAYMEE_API_KEY: API_KEY, PAYMEE_VENDOR_ID: '4242', PAYMEE_BASE_URL: paymee.url },
  });

  it('records the refund as requested (no refund API) until an admin completes it', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    const rdvId = booked.data?._id as string;
    const checkout = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const { provider_ref: token } = await server()
      .database.db.selectFrom('payments')
      .select('provider_ref')
      .where('id', '=', checkout.data?._id as string)
      .executeTakeFirstOrThrow();
    const notice = await fetch(`${server().origin}/v1/payments/webhook/paymee`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        payment_status: true,
        check_sum: paymeeChecksum(token as string, true, API_KEY),
        amount: 60,
        order_id: checkout.data?._id,
      }),
    });
    expect(notice.status).toBe(200);
    const requests = paymee.requests.length;

    const cancelled = await patient.api.POST('/rdvs/{id}/cancel', {
      params: { path: { id: rdvId } },
      body: { reason: 'Empêchement' },
    });
    expect([cancelled.data?.paymentStatus, cancelled.data?.payment.refund]).toEqual([
      'paid',
      { status: 'requested', amount: 60_000, requestedAt: fixtureNow, completedAt: null },
    ]);
    // Nothing was sent to Paymee for it.
    expect(paymee.requests).toHaveLength(requests);

    const admin = await server().as(demoAccounts.admin.email);
    const requested = await admin.api.GET('/admin/refunds', { params: { query: { status: 'requested' } } });
    const row = requested.data?.results.find((refund) => refund.rdv._id === rdvId);
    expect([row?.status, row?.provider, row?.cause]).toEqual(['requested', 'paymee', 'patient_cancelled']);
    const completed = await admin.api.POST('/admin/refunds/{id}/complete', {
      params: { path: { id: row?._id as string } },
      body: {},
    });
    expect([completed.data?.status, completed.data?.reference, completed.data?.completedAt]).toEqual([
      'refunded',
      null,
      fixtureNow,
    ]);
    const after = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect([after.data?.paymentStatus, after.data?.payment.refund?.status]).toEqual(['refunded', 'refunded']);
  });
});
