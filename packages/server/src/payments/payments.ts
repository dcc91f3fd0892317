import type { Kysely } from 'kysely';
import { findPayment, findPendingPayment, lockPaymentByToken, type PaymentRow } from '../data/payments.js';
import type { RdvReadRow } from '../data/rdvs.js';
import { newId } from '../db/ids.js';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors.js';
import type { PaymentProvider } from './provider.js';

/**
 * spec `POST /payments/checkout`: records a `pending` payment for the rdv's price before asking the
 * provider for a page (DESIGN "Payments": recorded before the redirect); a pending payment is
 * returned again instead of a second one.
 */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  rdv: RdvReadRow,
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
  const { token, paymentUrl } = await provider.createPayment({
    paymentId: id,
    amount: rdv.price,
    rdvId: rdv.id,
  });
  await db
    .updateTable('payments')
    .set({ provider_ref: token, payment_url: paymentUrl, updated_at: now })
    .where('id', '=', id)
    .execute();
  return (await findPayment(db, id)) as PaymentRow;
}

/**
 * spec `POST /payments/webhook/{provider}`: settles a pending payment once. The payment row is locked
 * and only a `pending` one changes, so a replay (or two deliveries at once) changes nothing more; the
 * rdv becomes `paid` in the same transaction.
 */
export async function settlePayment(
  db: Kysely<Database>,
  provider: PaymentRow['provider'],
  notification: { token: string; paid: boolean },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByToken(trx, provider, notification.token);
    if (payment === undefined) throw new DomainError('NOT_FOUND', 'Payment not found.', 404);
    if (payment.status !== 'pending') return;
    await trx
      .updateTable('payments')
      .set({ status: notification.paid ? 'paid' : 'failed', updated_at: now })
      .where('id', '=', payment.id)
      .execute();
    await trx
      .updateTable('rdvs')
      .set({ payment_status: notification.paid ? 'paid' : 'unpaid', updated_at: now })
      .where('id', '=', payment.rdv_id)
      .where('payment_status', '<>', 'paid')
      .execute();
  });
}
