import { STANDARD_VISIT_TYPE } from '@tabib/contract';
import { type Insertable, type Kysely, type Transaction } from 'kysely';
import { isBookableSlot, type SlotWorkingHours } from './slots.js';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import { type Database, type NamesByLanguage, type RdvsTable } from '../platform/db/schema.js';
import { type RdvReadRow } from './rdvs-data.js';
import {
  bookedRdvRow,
  type BookingContext,
  hasOverlappingRdv,
  insertRdvUnlessOverlapping,
  isUniqueViolation,
  lockDoctorAgenda,
} from './booking-data.js';
import { releaseExpiredPaymentHolds } from './payment-holds-data.js';
import { type Relative } from '../accounts/relatives-data.js';
import { DomainError } from '../platform/errors.js';
import { queueBookingNotifications } from '../notifications/queue.js';
import { refreshAvailabilityOf } from './availability-data.js';

/*
 * What every booking and move of an rdv shares: the slot rules, the doctor's agenda lock, the visit chosen
 * and the insert (booking.ts books for a patient, practice-booking.ts for the practice, rdv-changes.ts
 * moves and changes status; spec intro "Appointment (rdv) statuses", docs/decisions/008). Guarantees:
 * - two active rdvs of one doctor never share a start: the partial unique index over active rdvs
 *   refuses the second insert or move (23505 → 409 SLOT_TAKEN), whatever was checked before;
 * - an active rdv never overlaps another of the same doctor with a different start (a longer visit):
 *   every booking and move locks the doctor's row first, so the overlap check and the write are
 *   serialised per doctor. Writers that bypass these functions are guarded by the index only.
 */

export const MINUTE_MS = 60_000;

export const slotTaken = () => new DomainError('SLOT_TAKEN', 'This slot is no longer available.', 409);

function slotUnavailable(reason: string) {
  return new DomainError('SLOT_UNAVAILABLE', 'This slot cannot be booked.', 422, { reason });
}

export async function loadWorkingHours(db: Kysely<Database>, doctorId: string) {
  return db
    .selectFrom('working_hours')
    .select(['timezone', 'slot_minutes', 'schedule', 'absences', 'visit_types'])
    .where('doctor_id', '=', doctorId)
    .executeTakeFirst();
}

/**
 * docs/decisions/054: a remote visit is offered in its visit type's own hours. A remote rdv keeps no visit
 * type id, so a move finds its hours by the name it was booked under, else in any remote visit type's.
 */
export function remoteHours(
  workingHours: BookingWorkingHours,
  visitTypeName: string | null,
): BookingWorkingHours {
  if (workingHours === undefined) return undefined;
  const remote = workingHours.visit_types.filter((v) => v.remote === true);
  const named = remote.filter((v) => v.name === visitTypeName);
  const days = (named.length > 0 ? named : remote).flatMap((v) => v.remoteSchedule ?? []);
  return { ...workingHours, schedule: days };
}

type BookingWorkingHours = Awaited<ReturnType<typeof loadWorkingHours>>;

/** The working hours read with the agenda lock (a left join: absent when the doctor has none). */
export function workingHoursOf(context: BookingContext): BookingWorkingHours {
  const { timezone, slot_minutes, schedule, absences, visit_types } = context;
  if (timezone === null || slot_minutes === null || schedule === null || absences === null) return undefined;
  return { timezone, slot_minutes, schedule, absences, visit_types: visit_types ?? [] };
}

/** The slot rules of `isBookableSlot` as an error: 422 SLOT_UNAVAILABLE with `details.reason`. */
export function assertBookable(
  workingHours: BookingWorkingHours,
  start: Date,
  durationMinutes: number,
  now: Date,
): void {
  if (workingHours === undefined) throw slotUnavailable('SLOT_OUT_OF_HOURS');
  const slotHours: SlotWorkingHours = {
    timezone: workingHours.timezone,
    slotMinutes: workingHours.slot_minutes,
    schedule: workingHours.schedule,
    absences: workingHours.absences,
  };
  const result = isBookableSlot({
    workingHours: slotHours,
    visitDurationMinutes: durationMinutes,
    start,
    now,
  });
  if (!result.bookable) throw slotUnavailable(result.reason);
}

/** Runs a booking write under the doctor's agenda lock, mapping the unique index's refusal to 409. */
export async function writeUnderAgendaLock(
  db: Kysely<Database>,
  doctorId: string,
  start: Date,
  end: Date,
  exceptRdvId: string | undefined,
  write: (trx: Parameters<typeof lockDoctorAgenda>[0]) => Promise<void>,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      await lockDoctorAgenda(trx, doctorId);
      if (await hasOverlappingRdv(trx, doctorId, start, end, exceptRdvId)) throw slotTaken();
      await write(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/**
 * docs/decisions/015: a slot held by an rdv whose payment hold ran out is free. Releasing holds only
 * when a write finds its slot taken keeps them off the booking's hot path; the write is tried once more
 * only when something was released.
 */
export async function retryAfterReleasingHolds<T>(
  db: Kysely<Database>,
  doctorId: string,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'SLOT_TAKEN')) throw error;
    if ((await releaseExpiredPaymentHolds(db, now, { doctorId })) === 0) throw error;
    return write();
  }
}
/** What an rdv is booked for: the visit type's price and length, else the service's, else one slot at the doctor's fee. */
interface ChosenVisit {
  price: number;
  durationMinutes: number;
  visitType: string | null;
  /** The visit type's names, kept with the rdv (docs/decisions/043). */
  visitTypeNames: NamesByLanguage;
  service: Pick<RdvReadRow, 'service_name' | 'service_names'>;
  /** A remote visit type (docs/decisions/054); services and the standard visit are at the practice. */
  remote: boolean;
}

const noService = { service_name: null, service_names: null };

export async function chosenVisit(
  trx: Transaction<Database>,
  context: BookingContext,
  request: { doctorId: string; visitTypeId?: string; serviceId?: string },
): Promise<ChosenVisit> {
  const workingHours = workingHoursOf(context);
  if (request.visitTypeId !== undefined) {
    const chosen = workingHours?.visit_types.find((v) => v._id === request.visitTypeId);
    if (chosen === undefined) throw new DomainError('NOT_FOUND', 'Visit type not found.', 404);
    return {
      price: chosen.price,
      durationMinutes: chosen.durationMinutes,
      visitType: chosen.name,
      visitTypeNames: chosen.names ?? {},
      service: noService,
      remote: chosen.remote === true,
    };
  }
  if (request.serviceId !== undefined) {
    const service = await trx
      .selectFrom('services')
      .select(['name', 'names', 'price', 'duration_minutes'])
      .where('id', '=', request.serviceId)
      .where('benefactor_id', '=', request.doctorId)
      .executeTakeFirst();
    if (service === undefined) throw new DomainError('NOT_FOUND', 'Service not found.', 404);
    return {
      price: service.price,
      durationMinutes: service.duration_minutes,
      visitType: null,
      visitTypeNames: {},
      service: { service_name: service.name, service_names: service.names },
      remote: false,
    };
  }
  return {
    price: context.fee,
    durationMinutes: workingHours?.slot_minutes ?? 0,
    visitType: STANDARD_VISIT_TYPE,
    visitTypeNames: {},
    service: noService,
    remote: false,
  };
}

/**
 * The insert every booking ends with: refused when it overlaps an active rdv (or by the unique index),
 * then the doctor's availability rewritten and the patient's notifications queued, all in `trx`.
 */
export async function insertBookedRdv(
  trx: Transaction<Database>,
  context: BookingContext,
  request: { doctorId: string; patientId: string; date: Date; serviceId?: string; reason?: string },
  visit: ChosenVisit,
  now: Date,
  relative: Relative | undefined,
  state: Pick<
    Insertable<RdvsTable>,
    'status' | 'payment_mode' | 'payment_status' | 'payment_hold_until' | 'remote' | 'remote_consent'
  >,
): Promise<RdvReadRow> {
  const inserted = await insertRdvUnlessOverlapping(trx, {
    id: newId(now.getTime()),
    doctor_id: request.doctorId,
    patient_id: request.patientId,
    date: request.date,
    end_date: new Date(request.date.getTime() + visit.durationMinutes * MINUTE_MS),
    visit_type: visit.visitType,
    visit_type_names: toJson(visit.visitTypeNames),
    service_id: request.serviceId ?? null,
    price: visit.price,
    ...state,
    reason: request.reason ?? null,
    relative_id: relative?._id ?? null,
    created_at: now,
    updated_at: now,
  });
  if (inserted === undefined) throw slotTaken();
  await refreshAvailabilityOf(
    trx,
    [{ doctorId: request.doctorId, start: inserted.date, end: inserted.end_date }],
    now,
  );
  const booked = bookedRdvRow(
    inserted,
    context,
    visit.service,
    relative && {
      relative_first_name: relative.firstName,
      relative_last_name: relative.lastName,
      relative_birth_date: relative.birthDate,
      relative_sexe: relative.sexe,
      relative_relation: relative.relation,
    },
  );
  // docs/decisions/017: queued in the booking's transaction, so never lost nor sent for a rollback. An
  // rdv booked for online payment is confirmed once paid (settlePayment): until then it may never be.
  if (booked.payment_mode !== 'online') await queueBookingNotifications(trx, booked, now);
  return booked;
}
