import type { Kysely, Transaction } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database, RefundCause, Role } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import type { PaymentProvider } from './provider.js';

/*
 * docs/decisions/035-refunds.md: money paid online for an rdv that will not take place goes back in
 * full. The refund is opened in the transaction that cancels the rdv (or records a payment of a
 * cancelled one), so it is never lost; the provider is asked after that transaction commits, since a
 * network call must not hold the rdv's row. A refund left `requested` (Paymee, or a crash in between)
 * is completed by an admin.
 */

/** Who cancelled, as the refund's cause. */
export function cancellationCause(role: Role): RefundCause {
  if (role === 'patient') return 'patient_cancelled';
  if (role === 'admin') return 'admin_cancelled';
  return 'practice_cancelled';
}

/**
 * Opens the refund of the rdv's paid payment, for its whole amount, in the caller's transaction.
 * Undefined when nothing was paid online or the payment already has its refund (one per payment,
 * which the unique index also guarantees against a concurrent opening).
 */
export async function openRefund(
  trx: Transaction<Database>,
  rdvId: string,
  cause: RefundCause,
  now: Date,
): Promise<string | undefined> {
  const payment = await trx
    .selectFrom('payments as p')
    .select(['p.id', 'p.amount', 'p.provider'])
    .where('p.rdv_id', '=', rdvId)
    .where('p.status', '=', 'paid')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refunds as f').select('f.id').whereRef('f.payment_id', '=', 'p.id'))),
    )
    .orderBy('p.paid_at', 'desc')
    .executeTakeFirst();
  if (payment === undefined) return undefined;
  const opened = await trx
    .insertInto('refunds')
    .values({
      id: newId(now.getTime()),
      payment_id: payment.id,
      rdv_id: rdvId,
      amount: payment.amount,
      provider: payment.provider,
      cause,
      requested_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return opened?.id;
}

/** Marks a refund given back, and its rdv `refunded`, in one transaction. */
export async function markRefunded(
  trx: Transaction<Database>,
  refund: { id: string; rdv_id: string },
  change: { reference: string | null; completedBy: string | null },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({
      status: 'refunded',
      reference: change.reference,
      completed_by: change.completedBy,
      failure: null,
      completed_at: now,
      updated_at: now,
    })
    .where('id', '=', refund.id)
    .execute();
  await trx
    .updateTable('rdvs')
    .set({ payment_status: 'refunded', updated_at: now })
    .where('id', '=', refund.rdv_id)
    .execute();
}

/**
 * Asks the provider that took the money to give it back. The refund is claimed first (`requested` →
 * `processing`), so it is asked once however many callers race; a provider that only records the
 * request leaves it `requested`, a failure leaves it `failed` with the reason, both for an admin. A
 * refund of another provider than the configured one stays `requested` as well.
 */
export async function runRefund(
  db: Kysely<Database>,
  provider: PaymentProvider,
  refundId: string,
  now: Date,
): Promise<void> {
  const claimed = await db
    .updateTable('refunds as f')
    .set({ status: 'processing', updated_at: now })
    .from('payments as p')
    .whereRef('p.id', '=', 'f.payment_id')
    .where('f.id', '=', refundId)
    .where('f.status', '=', 'requested')
    .where('f.provider', '=', provider.name)
    .returning(['f.id', 'f.rdv_id', 'f.payment_id', 'f.amount', 'p.provider_ref'])
    .executeTakeFirst();
  if (claimed === undefined) return;
  try {
    const outcome = await provider.refund({
      refundId: claimed.id,
      paymentId: claimed.payment_id,
      providerRef: claimed.provider_ref,
      amount: claimed.amount,
    });
    if (outcome.status === 'refunded') {
      await db
        .transaction()
        .execute((trx) =>
          markRefunded(trx, claimed, { reference: outcome.reference, completedBy: null }, now),
        );
    } else {
      await db
        .updateTable('refunds')
        .set({ status: 'requested', updated_at: now })
        .where('id', '=', claimed.id)
        .execute();
    }
  } catch (error) {
    // The cancellation is committed whatever the provider says; the refund waits for an admin.
    const failure = error instanceof DomainError ? error.message : 'The provider could not be asked.';
    await db
      .updateTable('refunds')
      .set({ status: 'failed', failure, updated_at: now })
      .where('id', '=', claimed.id)
      .execute();
    if (!(error instanceof DomainError)) throw error;
  }
}
