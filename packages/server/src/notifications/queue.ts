import type { Transaction } from 'kysely';
import { dropPendingReminders, type QueuedNotification, queueNotifications } from './notifications-data.js';
import type { RdvReadRow } from '../booking/rdvs-data.js';
import { newId } from '../platform/db/ids.js';
import type { Database, RdvStatus, Role } from '../platform/db/schema.js';
import type { RdvNotificationPayload } from './messages.js';
import type { RdvNotificationKind } from './wordings.js';

/*
 * docs/decisions/017-notifications.md: what each rdv change queues for the patient. Every function runs
 * inside the transaction of the change, so a notification exists exactly when its change committed.
 */

/** The reminder is due this long before the rdv's start. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

type RdvFacts = Pick<
  RdvReadRow,
  | 'id'
  | 'patient_email'
  | 'patient_first_name'
  | 'patient_last_name'
  | 'doctor_first_name'
  | 'doctor_last_name'
  | 'specialty_name_fr'
  | 'doctor_address'
  | 'city_label'
  | 'relative_first_name'
  | 'relative_last_name'
  | 'remote'
>;

function payloadOf(rdv: RdvFacts, date: Date, status: RdvStatus): RdvNotificationPayload {
  return {
    patientName: `${rdv.patient_first_name} ${rdv.patient_last_name}`,
    // docs/decisions/041-relatives.md: the account holder is told, and told who the rdv is for.
    ...(rdv.relative_first_name !== null && {
      relativeName: `${rdv.relative_first_name} ${rdv.relative_last_name}`,
    }),
    doctorName: `${rdv.doctor_first_name} ${rdv.doctor_last_name}`,
    specialty: rdv.specialty_name_fr,
    address: rdv.doctor_address,
    city: rdv.city_label,
    date: date.toISOString(),
    status,
    ...(rdv.remote && { room: `/teleconsultation/${rdv.id}` }),
  };
}

function notification(
  kind: RdvNotificationKind,
  rdv: RdvFacts,
  payload: RdvNotificationPayload,
  runAt: Date,
  now: Date,
): QueuedNotification {
  return {
    id: newId(now.getTime()),
    kind,
    rdvId: rdv.id,
    recipientEmail: rdv.patient_email,
    payload,
    runAt,
  };
}

/** The reminder 24 h before `date`; none when the rdv is less than 24 h away. */
function reminder(rdv: RdvFacts, payload: RdvNotificationPayload, now: Date): QueuedNotification[] {
  const runAt = new Date(Date.parse(payload.date) - REMINDER_LEAD_MS);
  return runAt < now ? [] : [notification('reminder', rdv, payload, runAt, now)];
}

/** A booking: its confirmation now, and its reminder. */
export async function queueBookingNotifications(
  trx: Transaction<Database>,
  rdv: RdvFacts & Pick<RdvReadRow, 'date' | 'status'>,
  now: Date,
): Promise<void> {
  const payload = payloadOf(rdv, rdv.date, rdv.status);
  await queueNotifications(
    trx,
    [notification('confirmation', rdv, payload, now, now), ...reminder(rdv, payload, now)],
    now,
  );
}

/** A move from `rdv.date` to `date`: the old reminder is dropped; the change now, and a new reminder. */
export async function queueRescheduleNotifications(
  trx: Transaction<Database>,
  rdv: RdvFacts & Pick<RdvReadRow, 'date'>,
  date: Date,
  status: RdvStatus,
  now: Date,
): Promise<void> {
  await dropPendingReminders(trx, rdv.id, now);
  const payload = payloadOf(rdv, date, status);
  await queueNotifications(
    trx,
    [
      notification('change', rdv, { ...payload, previousDate: rdv.date.toISOString() }, now, now),
      ...reminder(rdv, payload, now),
    ],
    now,
  );
}

/** A cancellation: the reminder is dropped; the cancellation now. */
export async function queueCancellationNotifications(
  trx: Transaction<Database>,
  rdv: RdvFacts & Pick<RdvReadRow, 'date'>,
  cancellation: { reason: string; by: Role },
  now: Date,
): Promise<void> {
  await dropPendingReminders(trx, rdv.id, now);
  const payload: RdvNotificationPayload = {
    ...payloadOf(rdv, rdv.date, 'cancelled'),
    cancelReason: cancellation.reason,
    cancelledBy: cancellation.by,
  };
  await queueNotifications(trx, [notification('cancellation', rdv, payload, now, now)], now);
}
