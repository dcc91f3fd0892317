import { type Kysely, type Transaction } from 'kysely';
import { toJson } from '../platform/db/json.js';
import { type Database, type Locale, type PaymentMode } from '../platform/db/schema.js';
import { paymentHoldEnd, type RdvReadRow } from './rdvs-data.js';
import {
  findOwnActiveRdvAt,
  isUniqueViolation,
  lockBookingContext,
  type lockDoctorAgenda,
  lockPatientUpcomingRdvs,
} from './booking-data.js';
import { findRelative, type Relative } from '../accounts/relatives-data.js';
import { DomainError } from '../platform/errors.js';
import { DEFAULT_MAX_UPCOMING_RDVS_PER_PATIENT, DEFAULT_PAYMENT_HOLD_MINUTES } from '../platform/config.js';
import { paymentHoldUntil } from '../payments/hold.js';
import {
  hasCompletedInPersonVisit,
  REMOTE_CONSENT_TEXT_VERSION,
  remoteNeedsPriorVisit,
  teleconsultationDisabled,
} from '../teleconsultation/rules.js';
import {
  assertBookable,
  chosenVisit,
  insertBookedRdv,
  remoteHours,
  retryAfterReleasingHolds,
  slotTaken,
  workingHoursOf,
} from './booking-agenda.js';

/*
 * A patient books an rdv (spec `POST /rdvs`): the fair-use limits, a teleconsultation's rules and a slot
 * already held by the same patient. The slot rules, the agenda lock and the insert it shares with the
 * practice's booking are in booking-agenda.ts.
 */

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
