import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { tndFromMillimes } from '../paymee.js';
import { paymeeChecksum } from '../provider.js';
import { sandboxKey } from '../sandbox.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { fixtureNow, insertAgendaFixture, wednesday0900 } from '../../booking/test/agenda-fixture.js';
import { startFakePaymee } from './fake-paymee.js';

const API_KEY = 'paymee-test-key';
const paymee = await startFakePaymee();
afterAll(() => paymee.close());

describe('Paymee amounts', () => {
  it('sends TND with millimes as decimals', () => {
    expect([60_000, 62_500, 12_345, 1].map(tndFromMillimes)).toEqual([60, 62.5, 12.345, 0.001]);
  });
});

/**
 * docs/design.md "Payments" with PAYMEE_API_KEY set: checkout creates the payment at Paymee and sends the
 * browser to its `payment_url`; the webhook is verified with md5(token + "1"/"0" + key); a pending
 * payment is checked at Paymee on read; Paymee failing gives 502 `PROVIDER_ERROR` and keeps the row.
 */
describe.each(backends)('%s: Paymee payments', (backend) => {
  const server = useApiServer(backend, {
    state: 'seeded',
    now: fixtureNow,
    env: {
      PAYMEE_API_KEY: API_KEY,
      PAYMEE_VENDOR_ID: '4242',
      PAYMEE_BASE_URL: paymee.url,
      // Long enough for a loaded machine, short enough for the test of a silent Paymee.
      PAYMEE_TIMEOUT: '2000',
    },
  });

  beforeEach(() => {
    paymee.behaviour = 'ok';
    paymee.requests.length = 0;
  });

  /** Paymee's notification: it may post a form. */
  const notify = async (fields: Record<string, string>, provider = 'paymee') => {
    const response = await fetch(`${server().origin}/v1/payments/webhook/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  /** A patient's online rdv with a doctor whose fee is 62.5 TND. */
  const bookOnline = async () => {
    const fixture = await insertAgendaFixture(server().database.db);
    await server()
      .database.db.updateTable('doctors')
      .set({ fee: 62_500 })
      .where('id', '=', fixture.doctorId)
      .execute();
    const patient = await server().as(fixture.patientEmail);
    const booked = await patient.api.POST('/rdvs', {
      body: { doctor: fixture.doctorId, date: wednesday0900, paymentMode: 'online' },
    });
    return { fixture, patient, rdvId: booked.data?._id as string };
  };

  it('creates the payment at Paymee with the key, the payer, the amount in TND and the return URLs', async () => {
    const { fixture, patient, rdvId } = await bookOnline();
    const { response, data } = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect(response.status).toBe(201);
    const paymentId = data?._id as string;
    expect(data).toMatchObject({
      rdv: rdvId,
      amount: 62_500,
      currency: 'TND',
      provider: 'paymee',
      status: 'pending',
    });
    expect(data?.paymentUrl).toMatch(/^https:\/\/sandbox\.paymee\.tn\/gateway\/paymee-token-\d+$/);
    const [create] = paymee.requests;
    const publicUrl = server().config.publicUrl;
    expect(paymee.requests).toHaveLength(1);
    expect([create?.method, create?.path]).toEqual(['POST', '/api/v2/payments/create']);
    expect(create?.headers.authorization).toBe(`Token ${API_KEY}`);
    expect(create?.headers['content-type']).toBe('application/json');
    expect(create?.body).toEqual({
      amount: 62.5,
      note: expect.stringContaining('Dr Amel Kallel') as unknown,
      first_name: 'Ali',
      last_name: 'Sassi',
      email: fixture.patientEmail,
      phone: expect.any(String) as unknown,
      return_url: `${publicUrl}/payment?paymentId=${paymentId}`,
      cancel_url: `${publicUrl}/payment?paymentId=${paymentId}&cancelled=1`,
      webhook_url: `${publicUrl}/v1/payments/webhook/paymee`,
      order_id: paymentId,
    });
    const again = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    expect(again.data?._id).toBe(paymentId);
    expect(paymee.requests).toHaveLength(1);
  });

  it('accepts a form webhook with the right checksum once, refuses a wrong key and the sandbox', async () => {
    const { patient, rdvId } = await bookOnline();
    const { data } = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const token = /gateway\/(.+)$/.exec(data?.paymentUrl ?? '')?.[1] as string;

    const forged = await notify({
      token,
      payment_status: 'True',
      check_sum: paymeeChecksum(token, true, 'another key'),
    });
    expect([forged.status, forged.body.code]).toEqual([401, 'INVALID_SIGNATURE']);
    const viaSandbox = await notify(
      { token, payment_status: '1', check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)) },
      'sandbox',
    );
    expect([viaSandbox.status, viaSandbox.body.code]).toEqual([401, 'INVALID_SIGNATURE']);

    // Paymee's notice carries the amount paid in TND (62.5 for 62 500 millimes) and the order.
    const paid = {
      token,
      payment_status: 'True',
      check_sum: paymeeChecksum(token, true, API_KEY),
      amount: '62.5',
      order_id: data?._id as string,
    };
    expect(await notify(paid)).toEqual({ status: 200, body: { received: true } });
    const settled = await server()
      .database.db.selectFrom('payments')
      .select(['status', 'updated_at'])
      .where('rdv_id', '=', rdvId)
      .execute();
    server().clock.advance(60_000);
    expect(await notify(paid)).toEqual({ status: 200, body: { received: true } });
    const declined = { token, payment_status: '0', check_sum: paymeeChecksum(token, false, API_KEY) };
    expect(await notify(declined)).toEqual({ status: 200, body: { received: true } });
    expect(
      await server()
        .database.db.selectFrom('payments')
        .select(['status', 'updated_at'])
        .where('rdv_id', '=', rdvId)
        .execute(),
    ).toEqual(settled);
    expect(settled.map((p) => p.status)).toEqual(['paid']);
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(rdv.data?.paymentStatus).toBe('paid');
  });

  it('checks a pending payment at Paymee on read and settles it once Paymee reports it paid', async () => {
    const { patient, rdvId } = await bookOnline();
    const { data } = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
    const paymentId = data?._id as string;
    const token = /gateway\/(.+)$/.exec(data?.paymentUrl ?? '')?.[1] as string;

    const pending = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(pending.data?.status).toBe('pending');
    const check = paymee.requests.at(-1);
    expect([check?.method, check?.path, check?.headers.authorization]).toEqual([
      'GET',
      `/api/v2/payments/${token}/check`,
      `Token ${API_KEY}`,
    ]);

    paymee.behaviour = 'hang';
    const providerDown = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect([providerDown.response.status, providerDown.data?.status]).toEqual([200, 'pending']);

    paymee.behaviour = 'ok';
    paymee.paid.add(token);
    const paid = await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(paid.data?.status).toBe('paid');
    const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
    expect(rdv.data?.paymentStatus).toBe('paid');
    const checks = paymee.requests.length;
    await patient.api.GET('/payments/{id}', { params: { path: { id: paymentId } } });
    expect(paymee.requests).toHaveLength(checks);
  });

  it.each([
    ['refuses', 'refuse', 'Paymee refused the request: Invalid amount.'],
    ['fails', 'crash', 'Paymee refused the request: HTTP 500.'],
    ['does not answer in time', 'hang', 'Paymee did not answer in time.'],
  ] as const)(
    'when Paymee %s: 502 PROVIDER_ERROR, the payment kept as failed, a retry works',
    async (_, behaviour, message) => {
      const { patient, rdvId } = await bookOnline();
      paymee.behaviour = behaviour;
      const failed = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
      expect([failed.response.status, failed.error?.code, failed.error?.message]).toEqual([
        502,
        'PROVIDER_ERROR',
        message,
      ]);
      const rows = await server()
        .database.db.selectFrom('payments')
        .select(['status', 'amount', 'provider'])
        .where('rdv_id', '=', rdvId)
        .execute();
      expect(rows).toEqual([{ status: 'failed', amount: 62_500, provider: 'paymee' }]);
      const rdv = await patient.api.GET('/rdvs/{id}', { params: { path: { id: rdvId } } });
      expect([rdv.data?.status, rdv.data?.paymentStatus]).toEqual(['pending', 'unpaid']);

      paymee.behaviour = 'ok';
      const retry = await patient.api.POST('/payments/checkout', { body: { rdv: rdvId } });
      expect([retry.response.status, retry.data?.status]).toEqual([201, 'pending']);
    },
  );

  it('serves no sandbox page when Paymee is configured', async () => {
    const response = await fetch(`${server().origin}/v1/payments/sandbox/${'a'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
