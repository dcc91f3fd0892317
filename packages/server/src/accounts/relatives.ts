import type { Kysely } from 'kysely';
import { tunisDay } from '../platform/zoned-time.js';
import type { Database } from '../platform/db/schema.js';
import {
  hasUpcomingRdv,
  insertRelative,
  lockRelativeCount,
  markRelativeRemoved,
  type Relative,
  type RelativeFields,
  updateRelative,
} from './relatives-data.js';
import { DomainError } from '../platform/errors.js';

/*
 * docs/decisions/041-relatives.md: the rules of a patient's relatives that the spec's schema cannot
 * say — a birth date is a day that has come (in Tunis, where the patients are), names are kept without
 * their surrounding spaces, one account holds a bounded number of relatives, and a relative expected at
 * an upcoming rdv stays.
 */

/** spec `addRelative`: a family, not a waiting room (it also bounds what the per-person fair use allows). */
export const MAX_RELATIVES_PER_PATIENT = 20;
/** spec `addRelative`: the oldest birth date accepted, in years before today. */
export const MAX_RELATIVE_AGE_YEARS = 120;

const relativeNotFound = () => new DomainError('NOT_FOUND', 'Relative not found.', 404);

function invalid(field: string, message: string) {
  return new DomainError('VALIDATION_FAILED', message, 400, { field });
}

/** 400 unless `birthDate` is today or before, and at most `MAX_RELATIVE_AGE_YEARS` years ago (in Tunis). */
function assertBirthDate(birthDate: string, now: Date): void {
  const today = tunisDay(now);
  if (birthDate > today) throw invalid('birthDate', 'The birth date cannot be in the future.');
  const oldest = `${Number(today.slice(0, 4)) - MAX_RELATIVE_AGE_YEARS}${today.slice(4)}`;
  if (birthDate < oldest) {
    throw invalid('birthDate', `The birth date cannot be more than ${MAX_RELATIVE_AGE_YEARS} years ago.`);
  }
}

function cleaned<T extends Partial<RelativeFields>>(fields: T, now: Date): T {
  if (fields.birthDate !== undefined) assertBirthDate(fields.birthDate, now);
  return {
    ...fields,
    ...(fields.firstName !== undefined && { firstName: fields.firstName.trim() }),
    ...(fields.lastName !== undefined && { lastName: fields.lastName.trim() }),
  };
}

/** spec `addRelative`. */
export async function addRelative(
  db: Kysely<Database>,
  patientId: string,
  fields: RelativeFields,
  now: Date,
): Promise<Relative> {
  const relative = cleaned(fields, now);
  return db.transaction().execute(async (trx) => {
    if ((await lockRelativeCount(trx, patientId)) >= MAX_RELATIVES_PER_PATIENT) {
      throw new DomainError(
        'RELATIVES_LIMIT',
        `You cannot add more than ${MAX_RELATIVES_PER_PATIENT} relatives.`,
        409,
        { limit: MAX_RELATIVES_PER_PATIENT },
      );
    }
    return insertRelative(trx, patientId, relative, now);
  });
}

/** spec `updateRelative`. */
export async function changeRelative(
  db: Kysely<Database>,
  patientId: string,
  relativeId: string,
  change: Partial<RelativeFields>,
  now: Date,
): Promise<Relative> {
  const relative = await updateRelative(db, patientId, relativeId, cleaned(change, now), now);
  if (relative === undefined) throw relativeNotFound();
  return relative;
}

/**
 * spec `removeRelative`. The patient's row is locked first, as a booking locks it before it reads the
 * relative (booking/booking-data.ts `lockPatientUpcomingRdvs`), so no rdv is booked for a relative being removed.
 */
export async function removeRelative(
  db: Kysely<Database>,
  patientId: string,
  relativeId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', patientId).forUpdate().execute();
    const owned = await trx
      .selectFrom('relatives')
      .select('id')
      .where('id', '=', relativeId)
      .where('patient_id', '=', patientId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (owned === undefined) throw relativeNotFound();
    if (await hasUpcomingRdv(trx, relativeId, now)) {
      throw new DomainError(
        'RELATIVE_HAS_UPCOMING_RDVS',
        'This relative has upcoming appointments: cancel them first.',
        409,
      );
    }
    await markRelativeRemoved(trx, patientId, relativeId, now);
  });
}
