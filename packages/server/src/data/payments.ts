import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentsTable } from '../db/schema.js';

export type PaymentRow = Selectable<PaymentsTable>;

/** The spec's `Payment`. */
export interface Payment {
  _id: string;
  rdv: string;
  amount: number;
  currency: 'TND';
  provider: PaymentRow['provider'];
  status: PaymentRow['status'];
  paymentUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

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
