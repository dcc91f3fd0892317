import { type Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { activeRdvStatuses } from '../platform/db/schema.js';
import { offerFreedSlots } from './waitlist-data.js';
import { refreshAvailabilityOf } from './availability-data.js';

/* The release of the slots held by online rdvs whose payment did not complete in time. */

/** Spec-visible reason of an rdv cancelled because its payment hold ran out (docs/decisions/015). */
export const PAYMENT_HOLD_CANCEL_REASON = 'payment not completed';

/**
 * docs/decisions/015-payment-hold.md: cancels the active rdvs whose payment hold ended with no paid
 * payment (of one doctor, or one rdv, or all) and expires their pending payments. The conditional
 * UPDATE re-checks `payment_status` on a row a settling webhook just wrote, so a paid rdv is never
 * released. The doctors' agendas are locked first, the order every booking and move takes, and their
 * availability recounted in the same transaction (docs/decisions/036). Returns how many rdvs were
 * released; their slots are offered to the waiting list.
 */
export async function releaseExpiredPaymentHolds(
  db: Kysely<Database>,
  now: Date,
  scope: { doctorId?: string; rdvId?: string } = {},
): Promise<number> {
  let expiring = db
    .selectFrom('rdvs')
    .select('doctor_id')
    .distinct()
    .where('payment_hold_until', '<=', now)
    .where('status', 'in', activeRdvStatuses)
    .where('payment_status', '<>', 'paid');
  if (scope.doctorId !== undefined) expiring = expiring.where('doctor_id', '=', scope.doctorId);
  if (scope.rdvId !== undefined) expiring = expiring.where('id', '=', scope.rdvId);
  // Most calls find nothing: one read, no transaction.
  const doctorIds = (await expiring.execute()).map((row) => row.doctor_id);
  if (doctorIds.length === 0) return 0;
  const released = await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('doctors')
      .select('id')
      .where('id', 'in', doctorIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    const rows = await trx
      .with('released', (qb) => {
        let update = qb
          .updateTable('rdvs')
          .set({
            status: 'cancelled',
            cancel_reason: PAYMENT_HOLD_CANCEL_REASON,
            // On the patient's behalf: it is their payment that did not complete.
            cancelled_by: 'patient',
            payment_status: 'unpaid',
            updated_at: now,
          })
          .where('doctor_id', 'in', doctorIds)
          .where('payment_hold_until', '<=', now)
          .where('status', 'in', activeRdvStatuses)
          .where('payment_status', '<>', 'paid');
        if (scope.rdvId !== undefined) update = update.where('id', '=', scope.rdvId);
        return update.returning(['id', 'doctor_id', 'date', 'end_date', 'patient_id']);
      })
      .with('expired', (qb) =>
        qb
          .updateTable('payments')
          .set({ status: 'expired', updated_at: now })
          .where('status', '=', 'pending')
          .where('rdv_id', 'in', (eb) => eb.selectFrom('released').select('id'))
          .returning('id'),
      )
      .selectFrom('released')
      .selectAll()
      .execute();
    await refreshAvailabilityOf(
      trx,
      rows.map((rdv) => ({ doctorId: rdv.doctor_id, start: rdv.date, end: rdv.end_date })),
      now,
    );
    return rows;
  });
  // docs/decisions/029-waitlist.md: a released slot goes to the doctor's waiting list.
  await offerFreedSlots(
    db,
    released.map((rdv) => ({
      rdvId: rdv.id,
      doctorId: rdv.doctor_id,
      start: rdv.date,
      patientId: rdv.patient_id,
    })),
    now,
  );
  return released.length;
}
