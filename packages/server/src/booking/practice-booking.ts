import { type Kysely } from 'kysely';
import { type Database } from '../platform/db/schema.js';
import { type RdvReadRow } from './rdvs-data.js';
import { isUniqueViolation, lockBookingContext } from './booking-data.js';
import { insertWalkInPatient, isPracticePatient, type WalkInPatient } from '../practice/patients-data.js';
import { DomainError } from '../platform/errors.js';
import type { BookingRequest } from './booking.js';
import {
  assertBookable,
  chosenVisit,
  insertBookedRdv,
  retryAfterReleasingHolds,
  slotTaken,
  workingHoursOf,
} from './booking-agenda.js';

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
