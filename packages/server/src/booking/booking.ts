import { STANDARD_VISIT_TYPE } from '@tabib/contract';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { isBookableSlot, type SlotWorkingHours } from './slots.js';
import { newId } from '../platform/db/ids.js';
import { toJson } from '../platform/db/json.js';
import {
  activeRdvStatuses,
  type Database,
  type Locale,
  type NamesByLanguage,
  type PaymentMode,
  type RdvPaymentStatus,
  type RdvsTable,
  type RdvStatus,
  type Role,
} from '../platform/db/schema.js';
import {
  type BookingContext,
  bookedRdvRow,
  findOwnActiveRdvAt,
  findRdvRow,
  hasOverlappingRdv,
  insertRdvUnlessOverlapping,
  isUniqueViolation,
  lockBookingContext,
  lockDoctorAgenda,
  lockPatientUpcomingRdvs,
  paymentHoldEnd,
  type RdvReadRow,
  releaseExpiredPaymentHolds,
} from './rdvs-data.js';
import { audit } from '../platform/audit.js';
import { findRelative, type Relative } from '../accounts/relatives-data.js';
import { insertWalkInPatient, isPracticePatient, type WalkInPatient } from '../practice/patients-data.js';
import { expirePendingPayments } from '../payments/payments-data.js';
import { DomainError } from '../platform/errors.js';
import { DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT, DEFAULT_PAYMENT_HOLD_MINUTES } from './defaults.js';
import { paymentHoldUntil } from '../payments/hold.js';
import { cancellationCause, openRefund } from '../payments/refunds.js';
import { canReschedule, canTransition, type RdvActor, type RdvRuleResult } from './rdv-status.js';
import {
  queueBookingNotifications,
  queueCancellationNotifications,
  queueRescheduleNotifications,
} from '../notifications/queue.js';
import { offerFreedSlot } from './waitlist-data.js';
import { refreshAvailabilityOf } from './availability-data.js';
import {
  hasCompletedInPersonVisit,
  REMOTE_CONSENT_TEXT_VERSION,
  remoteNeedsPriorVisit,
  teleconsultationDisabled,
} from '../teleconsultation/rules.js';

/*
 * Booking, rescheduling and status changes of rdvs (spec intro "Appointment (rdv) statuses",
 * docs/decisions/008). Guarantees:
 * - two active rdvs of one doctor never share a start: the partial unique index over active rdvs
 *   refuses the second insert or move (23505 → 409 SLOT_TAKEN), whatever was checked before;
 * - an active rdv never overlaps another of the same doctor with a different start (a longer visit):
 *   every booking and move locks the doctor's row first, so the overlap check and the write are
 *   serialised per doctor. Writers that bypass these functions are guarded by the index only.
 */

const MINUTE_MS = 60_000;

const slotTaken = () => new DomainError('SLOT_TAKEN', 'This slot is no longer available.', 409);

function slotUnavailable(reason: string) {
  return new DomainError('SLOT_UNAVAILABLE', 'This slot cannot be booked.', 422, { reason });
}

function throwUnlessOk(result: RdvRuleResult): void {
  if (!result.ok) throw new DomainError(result.code, result.message, result.status);
}

async function loadWorkingHours(db: Kysely<Database>, doctorId: string) {
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
function remoteHours(workingHours: BookingWorkingHours, visitTypeName: string | null): BookingWorkingHours {
  if (workingHours === undefined) return undefined;
  const remote = workingHours.visit_types.filter((v) => v.remote === true);
  const named = remote.filter((v) => v.name === visitTypeName);
  const days = (named.length > 0 ? named : remote).flatMap((v) => v.remoteSchedule ?? []);
  return { ...workingHours, schedule: days };
}

type BookingWorkingHours = Awaited<ReturnType<typeof loadWorkingHours>>;

/** The working hours read with the agenda lock (a left join: absent when the doctor has none). */
function workingHoursOf(context: BookingContext): BookingWorkingHours {
  const { timezone, slot_minutes, schedule, absences, visit_types } = context;
  if (timezone === null || slot_minutes === null || schedule === null || absences === null) return undefined;
  return { timezone, slot_minutes, schedule, absences, visit_types: visit_types ?? [] };
}

/** The slot rules of `isBookableSlot` as an error: 422 SLOT_UNAVAILABLE with `details.reason`. */
function assertBookable(
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
async function writeUnderAgendaLock(
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
async function retryAfterReleasingHolds<T>(
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

/** docs/decisions/034: how much of the agendas one patient may hold, and how long an online rdv waits for its payment. */
export interface BookingLimits {
  paymentHoldMinutes?: number;
  /** Upcoming rdvs one patient may hold over all doctors (each doctor also caps their own). */
  maxUpcomingRdvsPerPatient?: number;
}

export interface BookingRequest {
  patientId: string;
  doctorId: string;
  date: Date;
  visitTypeId?: string;
  serviceId?: string;
  paymentMode?: PaymentMode;
  reason?: string;
  /** The patient's relative the rdv is for (docs/decisions/041-relatives.md); omitted: the patient. */
  relativeId?: string;
  /** A remote visit type's consents (docs/decisions/054). */
  remoteConsent?: { consultation: boolean; dataProcessing: boolean };
}

/**
 * Runs in the booking's transaction once the rdv is inserted, before the commit: what must be written
 * with the rdv or not at all (the answer kept for its Idempotency-Key, docs/decisions/052).
 */
export type OnBooked = (trx: Transaction<Database>, rdv: RdvReadRow) => Promise<void>;

/** docs/decisions/054: whether teleconsultations may be booked, and the language of the refusal. */
export interface TeleconsultationSetting {
  enabled: boolean;
  locale: Locale;
}

/**
 * spec `POST /rdvs`: books a free slot for the patient; the rdv starts `pending` (an online one also
 * holds its slot for `paymentHoldMinutes`, docs/decisions/015). Four round trips
 * (docs/benchmarks.md): BEGIN; the agenda lock that also reads the doctor, their working hours and
 * the patient; the insert that checks overlaps and returns the row; COMMIT.
 */
export async function bookRdv(
  db: Kysely<Database>,
  request: BookingRequest,
  now: Date,
  limits: BookingLimits = {},
  teleconsultation: TeleconsultationSetting = { enabled: true, locale: 'fr' },
  onBooked?: OnBooked,
): Promise<RdvReadRow> {
  try {
    return await retryAfterReleasingHolds(db, request.doctorId, now, () =>
      insertBooking(db, request, now, limits, teleconsultation, onBooked),
    );
  } catch (error) {
    throw await ownSlotRefusal(db, request, error);
  }
}

/** The refusals a patient gets when booking again a slot they already hold. */
const REFUSALS_OF_AN_OWN_SLOT = new Set(['SLOT_TAKEN', 'BOOKING_LIMIT_DOCTOR', 'BOOKING_LIMIT_TOTAL']);

/**
 * A patient who comes back to book a slot they already hold (an online rdv left unpaid, docs/decisions/015)
 * is told so — 409 `SLOT_HELD_BY_YOU` with the rdv and the end of its hold, to pay or cancel it — not that
 * another patient took it, nor that they hold too many rdvs. Looked up only once the booking was refused,
 * off the booking's hot path.
 */
async function ownSlotRefusal(
  db: Kysely<Database>,
  request: BookingRequest,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof DomainError && REFUSALS_OF_AN_OWN_SLOT.has(error.code))) return error;
  const own = await findOwnActiveRdvAt(db, request.patientId, request.doctorId, request.date);
  if (own === undefined) return error;
  return new DomainError('SLOT_HELD_BY_YOU', 'You already hold this slot.', 409, {
    rdv: own.id,
    holdUntil: paymentHoldEnd(own)?.toISOString() ?? null,
  });
}

/**
 * docs/decisions/034: 409 when the person the rdv is for already holds as many upcoming rdvs as the
 * doctor accepts from one patient, or the account as many as the platform accepts over all doctors
 * (docs/decisions/041-relatives.md: a parent may book each child with the same doctor). The patient's
 * row is locked (after the doctor's, the order every booking takes), so concurrent bookings of one
 * patient count each other; the relative is read under that lock, which its removal also takes.
 * Returns the relative the rdv is for, 404 when it is not the patient's.
 */
async function assertWithinLimits(
  trx: Parameters<typeof lockDoctorAgenda>[0],
  request: BookingRequest,
  perDoctor: number,
  overall: number,
  now: Date,
): Promise<Relative | undefined> {
  const upcoming = await lockPatientUpcomingRdvs(
    trx,
    request.patientId,
    request.doctorId,
    request.relativeId ?? null,
    now,
  );
  const relative =
    request.relativeId === undefined
      ? undefined
      : await findRelative(trx, request.patientId, request.relativeId);
  if (request.relativeId !== undefined && relative === undefined) {
    throw new DomainError('NOT_FOUND', 'Relative not found.', 404);
  }
  if (upcoming.withDoctor >= perDoctor) {
    throw new DomainError(
      'BOOKING_LIMIT_DOCTOR',
      `You already have ${perDoctor} upcoming appointment(s) with this doctor.`,
      409,
      { limit: perDoctor },
    );
  }
  if (upcoming.overall >= overall) {
    throw new DomainError('BOOKING_LIMIT_TOTAL', `You already have ${overall} upcoming appointments.`, 409, {
      limit: overall,
    });
  }
  return relative;
}

async function insertBooking(
  db: Kysely<Database>,
  request: BookingRequest,
  now: Date,
  limits: BookingLimits,
  teleconsultation: TeleconsultationSetting,
  onBooked: OnBooked | undefined,
): Promise<RdvReadRow> {
  const paymentHoldMinutes = limits.paymentHoldMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES;
  try {
    return await db.transaction().execute(async (trx) => {
      const context = await lockBookingContext(trx, request.doctorId, request.patientId);
      if (context === undefined) throw new DomainError('NOT_FOUND', 'Doctor not found.', 404);
      const visit = await chosenVisit(trx, context, request);
      if (visit.remote) assertRemoteRequest(request, teleconsultation);
      // docs/decisions/054: a teleconsultation is paid online in advance.
      const paymentMode = request.paymentMode ?? (visit.remote ? 'online' : 'onsite');
      if (paymentMode === 'online' && !context.accepts_online_payment) {
        throw new DomainError('ONLINE_PAYMENT_DISABLED', 'This doctor does not accept online payment.', 422);
      }

      const workingHours = workingHoursOf(context);
      assertBookable(
        visit.remote ? remoteHours(workingHours, visit.visitType) : workingHours,
        request.date,
        visit.durationMinutes,
        now,
      );
      const relative = await assertWithinLimits(
        trx,
        request,
        context.max_upcoming_rdvs_per_patient,
        limits.maxUpcomingRdvsPerPatient ?? DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT,
        now,
      );
      // Read under the locks of the doctor and the patient, which an rdv's completion does not take: a
      // visit completed meanwhile is seen by the next attempt, never one that is not (yet) done.
      if (
        visit.remote &&
        !context.teleconsultation_first_visits &&
        !(await hasCompletedInPersonVisit(
          trx,
          request.doctorId,
          request.patientId,
          relative?._id ?? null,
          now,
        ))
      ) {
        throw remoteNeedsPriorVisit(teleconsultation.locale, workingHours?.visit_types ?? []);
      }
      const rdv = await insertBookedRdv(trx, context, request, visit, now, relative, {
        status: 'pending',
        payment_mode: paymentMode,
        ...(visit.remote && {
          remote: true,
          remote_consent: toJson({
            consultation: true,
            dataProcessing: true,
            at: now.toISOString(),
            textVersion: REMOTE_CONSENT_TEXT_VERSION,
          }),
        }),
        // docs/decisions/015: an online rdv awaits its payment and holds its slot meanwhile.
        ...(paymentMode === 'online' && {
          payment_status: 'pending' as const,
          payment_hold_until: paymentHoldUntil(now, paymentHoldMinutes),
        }),
      });
      await onBooked?.(trx, rdv);
      return rdv;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/**
 * docs/decisions/054: a remote visit type is booked only while the server offers teleconsultation, paid
 * online, and with both consents.
 */
function assertRemoteRequest(request: BookingRequest, teleconsultation: TeleconsultationSetting): void {
  if (!teleconsultation.enabled) throw teleconsultationDisabled();
  if (request.remoteConsent?.consultation !== true || request.remoteConsent.dataProcessing !== true) {
    throw new DomainError(
      'REMOTE_CONSENT_REQUIRED',
      'A teleconsultation needs your consent to be consulted at a distance and to the processing of your data.',
      400,
    );
  }
  if (request.paymentMode === 'onsite') {
    throw new DomainError('REMOTE_PAYMENT_ONLINE', 'A teleconsultation is paid online when booking.', 422);
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

async function chosenVisit(
  trx: Transaction<Database>,
  context: BookingContext,
  request: Pick<BookingRequest, 'doctorId' | 'visitTypeId' | 'serviceId'>,
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
async function insertBookedRdv(
  trx: Transaction<Database>,
  context: BookingContext,
  request: Pick<BookingRequest, 'doctorId' | 'patientId' | 'date' | 'serviceId' | 'reason'>,
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

/** spec `POST /practice/rdvs`: one of the practice's patients, or a walk-in to record (docs/decisions/040). */
export type PracticePatient = { id: string } | WalkInPatient;

export interface PracticeBookingRequest extends Omit<
  BookingRequest,
  'patientId' | 'paymentMode' | 'relativeId'
> {
  patient: PracticePatient;
}

/**
 * spec `POST /practice/rdvs`: the practice books a free slot for a patient who phoned or walked in, with
 * the booking's slot rules, agenda lock and unique index; the rdv is `confirmed` and paid at the practice.
 * The patient's fair-use limits (docs/decisions/034) are not applied: they keep patients from hoarding
 * slots online, and the practice decides its own agenda. A walk-in's record is written in the booking's
 * transaction, so a refused slot leaves no record behind.
 */
export async function bookPracticeRdv(
  db: Kysely<Database>,
  request: PracticeBookingRequest,
  now: Date,
): Promise<RdvReadRow> {
  return retryAfterReleasingHolds(db, request.doctorId, now, () => insertPracticeBooking(db, request, now));
}

async function insertPracticeBooking(
  db: Kysely<Database>,
  request: PracticeBookingRequest,
  now: Date,
): Promise<RdvReadRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      let patientId: string;
      if ('id' in request.patient) {
        patientId = request.patient.id;
        if (!(await isPracticePatient(trx, request.doctorId, patientId))) {
          throw new DomainError('NOT_FOUND', 'Patient not found.', 404);
        }
      } else {
        patientId = await insertWalkInPatient(trx, request.patient, now);
      }
      const context = await lockBookingContext(trx, request.doctorId, patientId);
      if (context === undefined) throw new DomainError('NOT_FOUND', 'Doctor not found.', 404);
      const visit = await chosenVisit(trx, context, request);
      // docs/decisions/054: the patient's own consent and payment in advance come with a remote booking.
      if (visit.remote) {
        throw new DomainError(
          'REMOTE_BOOKED_BY_PATIENT',
          'A teleconsultation is booked by the patient.',
          422,
        );
      }
      assertBookable(workingHoursOf(context), request.date, visit.durationMinutes, now);
      return insertBookedRdv(trx, context, { ...request, patientId }, visit, now, undefined, {
        status: 'confirmed',
        payment_mode: 'onsite',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
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
