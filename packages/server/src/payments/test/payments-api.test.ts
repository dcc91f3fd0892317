import { describe, expect, it } from 'vitest';
import { paymeeChecksum } from '../provider.js';
import { sandboxKey } from '../sandbox.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { backends } from '../../../test/helpers/db.js';
import { useApiServer } from '../../../test/helpers/api.js';
import {
  fixtureNow,
  insertAgendaFixture,
  wednesday0900,
  wednesday0930,
} from '../../booking/test/agenda-fixture.js';

describe.each(backends)('%s: sandbox payment of an rdv', (backend) => {
  const server = useApiServer(backend, { state: 'seeded', now: fixtureNow });
  /** The provider calls the webhook itself: plain fetch, no session, no XSRF. */
  const notify = async (body: object) => {
    const response = await fetch(`${server().origin}/v1/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { code?: string; received?: boolean },
    };
  };

  it('checkout records one pending payment; the webhook marks the rdv paid once; a replay changes nothing', async () => {
    const { db } = server().database;
    const fixture = await insertAgendaFixture(db);
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    const rdvId = booked.data?._id as string;

    const first = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({
      rdv: rdvId,
      amount: 60_000,
      currency: 'TND',
      provider: 'sandbox',
      status: 'pending',
    });
    const token = /\/v1\/payments\/sandbox\/([0-9a-f]{32})$/.exec(
      first.data?.paymentUrl ?? '',
    )?.[1] as string;
    expect(first.data?.paymentUrl).toBe(`${server().config.publicUrl}/v1/payments/sandbox/${token}`);
    const again = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect(again.data?._id).toBe(first.data?._id);
    expect(await db.selectFrom('payments').select('id').where('rdv_id', '=', rdvId).execute()).toHaveLength(
      1,
    );

    const forged = await notify({
      token,
      payment_status: true,
      check_sum: paymeeChecksum(token, true, 'wrong key'),
    });
    expect([forged.status, forged.body.code]).toEqual([401, 'INVALID_SIGNATURE']);

    // docs/decisions/034: a signed "paid" notice for less, in another currency, for another order or
    // without an amount is recorded on the payment and refused; the rdv stays unpaid.
    const signed = {
      token,
      payment_status: '1',
      check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)),
    };
    for (const [claim, recorded] of [
      [{ amount: '0.001' }, { amount: 1, currency: null, orderId: null }],
      [
        { amount: 60, currency: 'EUR' },
        { amount: 60_000, currency: 'EUR', orderId: null },
      ],
      [
        { amount: '60.000', order_id: 'another-order' },
        { amount: 60_000, currency: null, orderId: 'another-order' },
      ],
      [{}, { amount: null, currency: null, orderId: null }],
    ] as const) {
      expect(await notify({ ...signed, ...claim })).toEqual({
        status: 409,
        body: expect.objectContaining({ code: 'PAYMENT_MISMATCH' }),
      });
      const stored = await db
        .selectFrom('payments')
        .select(['status', 'mismatch'])
        .where('rdv_id', '=', rdvId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        status: 'pending',
        mismatch: { ...recorded, receivedAt: expect.any(String) },
      });
    }
    const unpaid = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(unpaid.data?.paymentStatus).toBe('pending');

    const body = { ...signed, amount: '60.000', currency: 'tnd', order_id: first.data?._id as string };
    expect(await notify(body)).toEqual({ status: 200, body: { received: true } });
    const afterFirst = await db
      .selectFrom('payments')
      .select(['status', 'updated_at'])
      .where('rdv_id', '=', rdvId)
      .execute();

    server().clock.advance(60_000);
    expect(await notify(body)).toEqual({ status: 200, body: { received: true } });
    const notPaid = {
      token,
      payment_status: false,
      check_sum: paymeeChecksum(token, false, sandboxKey(TEST_JWT_SECRET)),
    };
    expect(await notify(notPaid)).toEqual({ status: 200, body: { received: true } });
    expect(
      await db.selectFrom('payments').select(['status', 'updated_at']).where('rdv_id', '=', rdvId).execute(),
    ).toEqual(afterFirst);
    expect(afterFirst.map((p) => p.status)).toEqual(['paid']);

    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(rdv.data?.paymentStatus).toBe('paid');
    const payment = await patient.api.GET('/payments/{id}', {
      params: { path: { id: first.data?._id as string } },
    });
    expect([payment.data?.status, payment.data?.amount]).toEqual(['paid', 60_000]);
    const paidTwice = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect([paidTwice.response.status, paidTwice.error?.code]).toEqual([409, 'ALREADY_PAID']);
  });

  it('refuses another patient (403), an onsite rdv (422) and an unknown token (404)', async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    const patient = await server().as(fixture.patientEmail);
    const onsite = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0930 },
    });
    const rdvId = onsite.data?._id as string;
    const notOnline = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect([notOnline.response.status, notOnline.error?.code]).toEqual([422, 'PAYMENT_NOT_ONLINE']);
    const stranger = await (
      await server().as(fixture.otherPatientEmail)
    ).api.POST('/payments/checkout', {
      body: { rdv: rdvId },
    });
    expect([stranger.response.status, stranger.error?.code]).toEqual([403, 'FORBIDDEN']);
    const token = 'f'.repeat(32);
    const unknown = await notify({
      token,
      payment_status: true,
      check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)),
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
