import { apiJson } from '../support/api';
import {
  apiRegister,
  bookableDoctor,
  newPatient,
  reserveOnlineAfterLogin,
  settleOnSandbox,
} from '../support/booking';
import { sandboxChecksum } from '../support/sandbox';
import { expect, message, test, waitForPage } from '../support/test';

interface Payment {
  _id: string;
  rdv: string;
  status: string;
  updatedAt: string;
}

interface Rdv {
  _id: string;
  status: string;
  paymentStatus: string;
  updatedAt: string;
}

// spec/openapi.yaml paymentWebhook: "Idempotent: a replay changes nothing and answers 200 again; a
// payment never marks its rdv paid twice." The sandbox page settles through the webhook's code path,
// so the provider's notification arriving afterwards is a replay.
test('a replayed "paid" notification answers 200 and changes nothing', async ({ page, request }) => {
  const doctor = await bookableDoctor(14);
  const patient = newPatient();
  const session = await apiRegister(patient);
  const slot = doctor.slots[0]!;

  await reserveOnlineAfterLogin(page, patient, doctor.id, slot);
  const token = await settleOnSandbox(page, 'Payer');
  await waitForPage(page);
  await expect(page.getByRole('main').getByText(message('SUCCESS.PAYMENT_PROCESSED'))).toBeVisible();

  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  const paid = await apiJson<Payment>(session, 'GET', `/payments/${paymentId}`);
  expect(paid.status).toBe('paid');
  const rdv = await apiJson<Rdv>(session, 'GET', `/rdvs/${paid.rdv}`);
  expect(rdv.paymentStatus).toBe('paid');

  const checkSum = sandboxChecksum(token, true);
  const asJson = await request.post('/v1/payments/webhook/sandbox', {
    data: { token, payment_status: true, check_sum: checkSum },
  });
  expect(asJson.status()).toBe(200);
  expect(await asJson.json()).toEqual({ received: true });
  // Paymee posts forms as well, with the status as "1": the same notification, the same answer.
  const asForm = await request.post('/v1/payments/webhook/sandbox', {
    form: { token, payment_status: '1', check_sum: checkSum },
  });
  expect(asForm.status()).toBe(200);
  expect(await asForm.json()).toEqual({ received: true });

  expect(await apiJson<Payment>(session, 'GET', `/payments/${paymentId}`)).toEqual(paid);
  expect(await apiJson<Rdv>(session, 'GET', `/rdvs/${paid.rdv}`)).toEqual(rdv);
});
