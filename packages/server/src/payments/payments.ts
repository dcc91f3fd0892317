import type { Kysely } from 'kysely';
import { findPayment, findPendingPayment, lockPaymentByToken, type PaymentRow } from './payments-data.js';
import { findRdvRow, type RdvReadRow } from '../booking/rdvs-data.js';
import { newId } from '../platform/db/ids.js';
import { activeRdvStatuses, type Database, type RdvStatus } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { queueBookingNotifications } from '../notifications/queue.js';
import type { ClaimedPayment, PaymentProvider, VerifiedNotification } from './provider.js';
import { openRefund, runRefund } from './refunds.js';
import { formatRdvDate } from './wording.js';

/**
 * The app's page a payer comes back to, from the sandbox page or Paymee (`return_url`/`cancel_url`):
 * it reads `paymentId` and polls `GET /v1/payments/{id}`.
 */
export function paymentReturnUrl(publicUrl: string, paymentId: string, cancelled = false): string {
  return `${publicUrl}/payment?paymentId=${encodeURIComponent(paymentId)}${cancelled ? '&cancelled=1' : ''}`;
}

/**
 * spec `POST /payments/checkout`: records a `pending` payment for the rdv's price before asking the
 * provider for a page (docs/design.md "Payments": recorded before the redirect); a pending payment is
 * returned again instead of a second one. When the provider fails, the payment stays recorded as
 * `failed` and the call answers 502 `PROVIDER_ERROR`: the patient may try again.
 */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  rdv: RdvReadRow,
  publicUrl: string,
  now: Date,
): Promise<PaymentRow> {
  if (rdv.payment_status === 'paid') throw new DomainError('ALREADY_PAID', 'This rdv is already paid.', 409);
  if (rdv.payment_mode !== 'online') {
    throw new DomainError('PAYMENT_NOT_ONLINE', 'This rdv is paid at the practice.', 422);
  }
  if (rdv.status !== 'pending' && rdv.status !== 'confirmed') {
    throw new DomainError('RDV_NOT_PAYABLE', `A ${rdv.status} rdv cannot be paid.`, 422);
  }
  if (rdv.price <= 0) throw new DomainError('RDV_NOT_PAYABLE', 'This rdv has nothing to pay.', 422);
  const pending = await findPendingPayment(db, rdv.id);
  if (pending !== undefined) return pending;

  const id = newId(now.getTime());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        id,
        rdv_id: rdv.id,
        amount: rdv.price,
        provider: provider.name,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .updateTable('rdvs')
      .set({ payment_status: 'pending', updated_at: now })
      .where('id', '=', rdv.id)
      .execute();
  });
  let created: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    created = await provider.createPayment({
      paymentId: id,
      amount: rdv.price,
      rdvId: rdv.id,
      note: `Rendez-vous avec Dr ${rdv.doctor_first_name} ${rdv.doctor_last_name} le ${formatRdvDate(rdv.date)}`,
      payer: {
        firstName: rdv.patient_first_name,
        lastName: rdv.patient_last_name,
        email: rdv.patient_email,
        phone: rdv.patient_phone,
      },
      returnUrl: paymentReturnUrl(publicUrl, id),
      cancelUrl: paymentReturnUrl(publicUrl, id, true),
      webhookUrl: `${publicUrl}/v1/payments/webhook/${provider.name}`,
    });
  } catch (error) {
    await markUnstarted(db, id, rdv.id, now);
    throw error;
  }
  await db
    .updateTable('payments')
    .set({ provider_ref: created.token, payment_url: created.paymentUrl, updated_at: now })
    .where('id', '=', id)
    .execute();
  return (await findPayment(db, id)) as PaymentRow;
}

/** A payment the provider never started is kept, as `failed`, and the rdv may be paid again. */
async function markUnstarted(db: Kysely<Database>, paymentId: string, rdvId: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ status: 'failed', updated_at: now })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('rdvs')
      .set({ payment_status: 'unpaid', updated_at: now })
      .where('id', '=', rdvId)
      .where('payment_status', '=', 'pending')
      .execute();
  });
}

/**
 * docs/decisions/034: a "paid" notice settles a payment only for its exact amount, in its currency
 * (Paymee sends none: TND), and for its order when the notice names one.
 */
function claimMatches(claimed: ClaimedPayment, payment: PaymentRow): boolean {
  return (
    claimed.amount === payment.amount &&
    (claimed.currency === null || claimed.currency === payment.currency) &&
    (claimed.orderId === null || claimed.orderId === payment.id)
  );
}

/**
 * spec `POST /payments/webhook/{provider}` (and the sandbox page, and a provider check): settles a
 * pending payment once. The payment row is locked and only a `pending` one changes, so a replay (or
 * two deliveries at once) changes nothing more; the rdv becomes `paid` in the same transaction. A
 * payment whose hold expired (docs/decisions/015) or whose rdv was cancelled still records a late
 * "paid": the money moved, and its refund is opened in that transaction, then asked of the provider
 * (docs/decisions/035). A notice claiming another amount, currency or order is recorded on the payment
 * and refused with 409 `PAYMENT_MISMATCH` (docs/decisions/034). Returns the payment as it was before.
 */
export async function settlePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  notification: VerifiedNotification,
  now: Date,
): Promise<PaymentRow> {
  const settled = await db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByToken(trx, provider.name, notification.token);
    if (payment === undefined) throw new DomainError('NOT_FOUND', 'Payment not found.', 404);
    const paid = notification.outcome === 'paid';
    const settles = payment.status === 'pending' || (payment.status === 'expired' && paid);
    if (!settles) return { payment, mismatch: false, refundId: undefined };
    if (paid && notification.claimed && !claimMatches(notification.claimed, payment)) {
      await trx
        .updateTable('payments')
        .set({
          mismatch: JSON.stringify({ ...notification.claimed, receivedAt: now.toISOString() }),
          updated_at: now,
        })
        .where('id', '=', payment.id)
        .execute();
      return { payment, mismatch: true, refundId: undefined };
    }
    await trx
      .updateTable('payments')
      .set({ status: notification.outcome, ...(paid && { paid_at: now }), updated_at: now })
      .where('id', '=', payment.id)
      .execute();
    const rdv = await trx
      .updateTable('rdvs')
      .set(
        paid
          ? { payment_status: 'paid', payment_hold_until: null, updated_at: now }
          : { payment_status: 'unpaid', updated_at: now },
      )
      .where('id', '=', payment.rdv_id)
      .where('payment_status', '<>', 'paid')
      .returning('status')
      .executeTakeFirst();
    // docs/decisions/015: an rdv booked for online payment is confirmed to the patient once paid.
    if (paid && rdv !== undefined && (activeRdvStatuses as readonly RdvStatus[]).includes(rdv.status)) {
      await queueBookingNotifications(trx, (await findRdvRow(trx, payment.rdv_id)) as RdvReadRow, now);
    }
    const refundId =
      paid && rdv?.status === 'cancelled'
        ? await openRefund(trx, payment.rdv_id, 'paid_after_cancellation', now)
        : undefined;
    return { payment, mismatch: false, refundId };
  });
  // Thrown once the mismatch is committed: what the notice claimed stays on the payment.
  if (settled.mismatch) {
    throw new DomainError(
      'PAYMENT_MISMATCH',
      'The notice does not match the payment (amount, currency or order); it was recorded, not settled.',
      409,
    );
  }
  if (settled.refundId !== undefined) await runRefund(db, provider, settled.refundId, now);
  return settled.payment;
}

/**
 * spec `GET /payments/{id}`: while a payment is pending, asks its provider whether it went through
 * (the webhook may be late or lost) and settles it the webhook's way when it did.
 */
export async function reconcilePayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  if (payment.status !== 'pending' || payment.provider !== provider.name || payment.provider_ref === null) {
    return payment;
  }
  if ((await provider.checkPayment(payment.provider_ref)) !== 'paid') return payment;
  await settlePayment(db, provider, { token: payment.provider_ref, outcome: 'paid' }, now);
  return (await findPayment(db, payment.id)) as PaymentRow;
}
