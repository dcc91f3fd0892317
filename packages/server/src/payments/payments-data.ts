import type { components } from '@tabib/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '../platform/db/schema.js';
import { type RdvReadRow, toRdv } from '../booking/rdvs-data.js';

export type PaymentRow = Selectable<PaymentsTable>;

export type Payment = components['schemas']['Payment'];

export function toPayment(row: PaymentRow): Payment {
  return {
    _id: row.id,
    rdv: row.rdv_id,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    status: row.status,
    paymentUrl: row.payment_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

type Db = Kysely<Database> | Transaction<Database>;

export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

export async function findPendingPayment(db: Db, rdvId: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('rdv_id', '=', rdvId)
    .where('status', '=', 'pending')
    .where('payment_url', 'is not', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/**
 * Closes the rdv's pending payments as `expired` when it is cancelled: its page no longer takes money,
 * and a payment completed at the provider anyway is still recorded, then refunded (docs/decisions/035).
 */
export async function expirePendingPayments(trx: Transaction<Database>, rdvId: string, now: Date) {
  await trx
    .updateTable('payments')
    .set({ status: 'expired', updated_at: now })
    .where('rdv_id', '=', rdvId)
    .where('status', '=', 'pending')
    .execute();
}

/** The payment a provider token names, locked for the rest of the transaction (webhook idempotency). */
export async function lockPaymentByToken(
  trx: Transaction<Database>,
  provider: PaymentRow['provider'],
  token: string,
): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_ref', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

/** A payment by its provider token, with what its payment page shows: the doctor and the rdv's start. */
export async function findPaymentByToken(db: Db, provider: PaymentRow['provider'], token: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('rdvs as r', 'r.id', 'p.rdv_id')
    .innerJoin('users as du', 'du.id', 'r.doctor_id')
    .selectAll('p')
    .select(['r.date as rdv_date', 'du.first_name as doctor_first_name', 'du.last_name as doctor_last_name'])
    .where('p.provider', '=', provider)
    .where('p.provider_ref', '=', token)
    .executeTakeFirst();
}

export type PaymentPageRow = NonNullable<Awaited<ReturnType<typeof findPaymentByToken>>>;

export type RdvReceipt = components['schemas']['RdvReceipt'];

/**
 * spec `getRdvReceipt`: what was paid online for the rdv, from its paid payment (the latest, should
 * there be several); undefined when nothing was.
 */
export async function findRdvReceipt(db: Db, row: RdvReadRow): Promise<RdvReceipt | undefined> {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'amount', 'currency', 'provider', 'paid_at', 'updated_at'])
    .where('rdv_id', '=', row.id)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (payment === undefined) return undefined;
  const rdv = toRdv(row);
  return {
    reference: payment.id,
    paidAt: (payment.paid_at ?? payment.updated_at).toISOString(),
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    rdv: {
      _id: rdv._id,
      date: rdv.date,
      endDate: rdv.endDate,
      status: rdv.status,
      visitType: rdv.visitType,
      visitTypeNames: rdv.visitTypeNames,
    },
    doctor: rdv.doctor,
    // Paid online, so an account's: a walk-in (docs/decisions/040) pays at the practice.
    patient: { name: rdv.patient.name, email: row.patient_email, phone: row.patient_phone },
    refund: rdv.payment.refund,
  };
}
