import type { components } from '@tabib/contract';
import type { Kysely } from 'kysely';
import type { Database, RefundStatus } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { markRefunded } from './refunds.js';
import { audit } from '../platform/audit.js';
import { doctorDisplayName } from '../doctors/doctors-data.js';
import { type ResultsPage, selectResultsPage } from '../platform/results-page.js';

/* The back office's refunds (docs/decisions/035-refunds.md): listed newest first, completed by hand. */

export type AdminRefundRow = components['schemas']['AdminRefundRow'];

function selectAdminRefunds(db: Kysely<Database>) {
  return db
    .selectFrom('refunds as f')
    .innerJoin('rdvs as r', 'r.id', 'f.rdv_id')
    .innerJoin('users as pu', 'pu.id', 'r.patient_id')
    .innerJoin('users as du', 'du.id', 'r.doctor_id');
}

const adminRefundColumns = [
  'f.id',
  'f.status',
  'f.cause',
  'f.amount',
  'f.currency',
  'f.provider',
  'f.payment_id',
  'f.reference',
  'f.failure',
  'f.requested_at',
  'f.completed_at',
  'r.id as rdv_id',
  'r.date as rdv_date',
  'r.status as rdv_status',
  'pu.id as patient_id',
  'pu.first_name as patient_first_name',
  'pu.last_name as patient_last_name',
  'pu.email as patient_email',
  'pu.phone as patient_phone',
  'du.id as doctor_id',
  'du.first_name as doctor_first_name',
  'du.last_name as doctor_last_name',
] as const;

const selectAdminRefundRows = (db: Kysely<Database>) => selectAdminRefunds(db).select(adminRefundColumns);

type AdminRefundReadRow = Awaited<
  ReturnType<ReturnType<typeof selectAdminRefundRows>['executeTakeFirstOrThrow']>
>;

function toAdminRefundRow(r: AdminRefundReadRow): AdminRefundRow {
  return {
    _id: r.id,
    status: r.status,
    cause: r.cause,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    payment: r.payment_id,
    rdv: { _id: r.rdv_id, date: r.rdv_date.toISOString(), status: r.rdv_status },
    patient: {
      _id: r.patient_id,
      name: `${r.patient_first_name} ${r.patient_last_name}`,
      email: r.patient_email,
      phone: r.patient_phone,
    },
    doctor: { _id: r.doctor_id, name: doctorDisplayName(r.doctor_first_name, r.doctor_last_name) },
    reference: r.reference,
    failure: r.failure,
    requestedAt: r.requested_at.toISOString(),
    completedAt: r.completed_at?.toISOString() ?? null,
  };
}

export interface AdminRefundFilter {
  status?: RefundStatus;
}

/** spec `listAdminRefunds`: newest first. */
export async function listAdminRefunds(
  db: Kysely<Database>,
  filter: AdminRefundFilter,
  paging: { page: number; limit: number },
): Promise<ResultsPage<AdminRefundRow>> {
  let base = selectAdminRefunds(db);
  if (filter.status !== undefined) base = base.where('f.status', '=', filter.status);
  const ordered = base.select(adminRefundColumns).orderBy('f.requested_at', 'desc').orderBy('f.id', 'desc');
  return selectResultsPage(base, ordered, paging, toAdminRefundRow);
}

/**
 * spec `completeAdminRefund`: an admin paid a `requested` or `failed` refund back by hand. The refund
 * row is locked, so a provider finishing it meanwhile or a second admin gets 409; the refund, the rdv's
 * `paymentStatus` and the audit entry (`refund.complete`) land together. Undefined for an unknown id.
 */
export async function completeAdminRefund(
  db: Kysely<Database>,
  refundId: string,
  reference: string | undefined,
  adminUserId: string,
  now: Date,
): Promise<AdminRefundRow | undefined> {
  const done = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('refunds')
      .select(['id', 'rdv_id', 'status', 'reference'])
      .where('id', '=', refundId)
      .forUpdate()
      .executeTakeFirst();
    if (before === undefined) return false;
    if (before.status !== 'requested' && before.status !== 'failed') {
      throw new DomainError(
        'INVALID_TRANSITION',
        `A ${before.status} refund cannot be completed by hand.`,
        409,
      );
    }
    const after = { reference: reference ?? before.reference, completedBy: adminUserId };
    await markRefunded(trx, before, after, now);
    await audit(
      trx,
      {
        actorUserId: adminUserId,
        action: 'refund.complete',
        entity: 'refund',
        entityId: refundId,
        before: { status: before.status, reference: before.reference },
        after: { status: 'refunded', reference: after.reference, completedAt: now.toISOString() },
      },
      now,
    );
    return true;
  });
  if (!done) return undefined;
  const row = await selectAdminRefundRows(db).where('f.id', '=', refundId).executeTakeFirstOrThrow();
  return toAdminRefundRow(row);
}
