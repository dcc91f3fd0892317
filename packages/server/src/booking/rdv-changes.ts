import { type Kysely, sql } from 'kysely';
import {
  activeRdvStatuses,
  type Database,
  type RdvPaymentStatus,
  type RdvStatus,
  type Role,
} from '../platform/db/schema.js';
import { findRdvRow, type RdvReadRow } from './rdvs-data.js';
import { lockDoctorAgenda } from './booking-data.js';
import { audit } from '../platform/audit.js';
import { expirePendingPayments } from '../payments/payments-data.js';
import { DomainError } from '../platform/errors.js';
import { cancellationCause, openRefund } from '../payments/refunds.js';
import { canReschedule, canTransition, type RdvActor, type RdvRuleResult } from './rdv-status.js';
import { queueCancellationNotifications, queueRescheduleNotifications } from '../notifications/queue.js';
import { offerFreedSlot } from './waitlist-data.js';
import { refreshAvailabilityOf } from './availability-data.js';
import {
  assertBookable,
  loadWorkingHours,
  MINUTE_MS,
  remoteHours,
  retryAfterReleasingHolds,
  writeUnderAgendaLock,
} from './booking-agenda.js';

/*
 * Changes to a booked rdv: a move to another slot and the status machine's edges (spec intro
 * "Appointment (rdv) statuses", docs/decisions/008), under the agenda lock of booking-agenda.ts.
 */

function throwUnlessOk(result: RdvRuleResult): void {
  if (!result.ok) throw new DomainError(result.code, result.message, result.status);
}

/** The caller relative to one rdv. */
export function actorOf(
  caller: { userId: string; role: Role; doctorId: string | null },
  rdv: Pick<RdvReadRow, 'patient_id' | 'doctor_id'>,
): RdvActor {
  return {
    role: caller.role,
    isOwnerPatient: caller.role === 'patient' && caller.userId === rdv.patient_id,
    isDoctorSide:
      (caller.role === 'doctor' || caller.role === 'secretary') && caller.doctorId === rdv.doctor_id,
  };
}

const timingOf = (rdv: RdvReadRow, now: Date) => ({
  now,
  rdvDate: rdv.date,
  cutoffHours: rdv.cancellation_cutoff_hours,
});

/**
 * spec `PUT /rdvs/{id}`: moves a `pending`/`confirmed` rdv to a free slot with one UPDATE (the unique
 * index decides a race); an rdv the patient moved returns to `pending`.
 */
export async function rescheduleRdv(
  db: Kysely<Database>,
  rdv: RdvReadRow,
  actor: RdvActor,
  date: Date,
  now: Date,
): Promise<RdvReadRow> {
  throwUnlessOk(canReschedule(rdv.status, actor, timingOf(rdv, now)));
  const durationMs = rdv.end_date.getTime() - rdv.date.getTime();
  const workingHours = await loadWorkingHours(db, rdv.doctor_id);
  assertBookable(
    rdv.remote ? remoteHours(workingHours, rdv.visit_type) : workingHours,
    date,
    durationMs / MINUTE_MS,
    now,
  );
  const end = new Date(date.getTime() + durationMs);
  const status: RdvStatus = actor.isOwnerPatient ? 'pending' : rdv.status;
  await retryAfterReleasingHolds(db, rdv.doctor_id, now, () =>
    writeUnderAgendaLock(db, rdv.doctor_id, date, end, rdv.id, async (trx) => {
      const result = await trx
        .updateTable('rdvs')
        .set({ date, end_date: end, status, updated_at: now })
        .where('id', '=', rdv.id)
        .where('status', '=', rdv.status)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw changedMeanwhile();
      await refreshAvailabilityOf(
        trx,
        [
          { doctorId: rdv.doctor_id, start: rdv.date, end: rdv.end_date },
          { doctorId: rdv.doctor_id, start: date, end },
        ],
        now,
      );
      await queueRescheduleNotifications(trx, rdv, date, status, now);
      await offerFreedSlot(trx, freedSlotOf(rdv), now);
    }),
  );
  return (await findRdvRow(db, rdv.id)) as RdvReadRow;
}

/** docs/decisions/029-waitlist.md: the slot an rdv leaves, for the doctor's waiting list. */
const freedSlotOf = (rdv: RdvReadRow) => ({
  rdvId: rdv.id,
  doctorId: rdv.doctor_id,
  start: rdv.date,
  patientId: rdv.patient_id,
});

const holdsSlot = (status: RdvStatus) => (activeRdvStatuses as readonly RdvStatus[]).includes(status);

const changedMeanwhile = () =>
  new DomainError('INVALID_TRANSITION', 'The rdv changed meanwhile; reload it and try again.', 409);

/** What a status change did: the rdv as it is now, and the refund it opened (a paid rdv cancelled). */
export interface StatusChange {
  rdv: RdvReadRow;
  refundId: string | undefined;
}

/**
 * spec `PUT /rdvs/rdvStatus` and `POST /rdvs/{id}/cancel`: one edge of the status machine. The UPDATE
 * is conditional on the status read, so two concurrent changes cannot both apply. An admin's change
 * (`adminUserId`) is audited as `rdv.cancel`, whichever endpoint made it, with the fields it changed.
 * A cancellation closes the rdv's pending payments and opens the refund of a paid one in the same
 * transaction (docs/decisions/035); the caller asks the provider for it once this has committed.
 */
export async function changeRdvStatus(
  db: Kysely<Database>,
  rdv: RdvReadRow,
  actor: RdvActor,
  to: RdvStatus,
  reason: string | undefined,
  now: Date,
  adminUserId?: string,
): Promise<StatusChange> {
  throwUnlessOk(canTransition(rdv.status, to, actor, timingOf(rdv, now)));
  if (to === 'cancelled' && (reason === undefined || reason.trim() === '')) {
    throw new DomainError('VALIDATION_FAILED', 'A reason is required to cancel an rdv.', 400);
  }
  const refundId = await db.transaction().execute(async (trx) => {
    // The agenda, then payments, then the rdv: the order bookings and moves (the agenda, docs/decisions/036)
    // and a settling notice (payments, src/payments/payments.ts) lock them in.
    await lockDoctorAgenda(trx, rdv.doctor_id);
    if (to === 'cancelled') await expirePendingPayments(trx, rdv.id, now);
    const result = await trx
      .updateTable('rdvs')
      .set(
        to === 'cancelled'
          ? {
              status: to,
              cancel_reason: reason ?? null,
              cancelled_by: actor.role,
              // Its pending payments were just closed: nothing is awaited any more.
              payment_status: sql<RdvPaymentStatus>`CASE WHEN payment_status = 'pending' THEN 'unpaid' ELSE payment_status END`,
              updated_at: now,
            }
          : { status: to, updated_at: now },
      )
      .where('id', '=', rdv.id)
      .where('status', '=', rdv.status)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw changedMeanwhile();
    if (holdsSlot(rdv.status) !== holdsSlot(to)) {
      await refreshAvailabilityOf(
        trx,
        [{ doctorId: rdv.doctor_id, start: rdv.date, end: rdv.end_date }],
        now,
      );
    }
    if (to !== 'cancelled') return undefined;
    // docs/decisions/017: the cancellation is queued in the transaction that makes it.
    await queueCancellationNotifications(trx, rdv, { reason: reason as string, by: actor.role }, now);
    await offerFreedSlot(trx, freedSlotOf(rdv), now);
    // canTransition lets an admin take no edge but cancellation (spec `updateRdvStatus` x-ownership).
    if (adminUserId !== undefined) {
      await audit(
        trx,
        {
          actorUserId: adminUserId,
          action: 'rdv.cancel',
          entity: 'rdv',
          entityId: rdv.id,
          before: { status: rdv.status, cancelReason: rdv.cancel_reason, cancelledBy: rdv.cancelled_by },
          after: { status: to, cancelReason: reason ?? null, cancelledBy: actor.role },
        },
        now,
      );
    }
    return openRefund(trx, rdv.id, cancellationCause(actor.role), now);
  });
  return { rdv: (await findRdvRow(db, rdv.id)) as RdvReadRow, refundId };
}
