import type { Kysely, Transaction } from 'kysely';
import type { Database, Locale, VisitType } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';
import { scheduleProblems, type WorkingHoursInput } from '../practice/working-hours-data.js';

/*
 * docs/decisions/054-teleconsultation-rules.md: who may book a teleconsultation and what it may be for.
 * The room itself (its window, tickets and signalling) is docs/decisions/055.
 */

/**
 * The version of the consent texts the app shows (its `REMOTE.CONSENT` texts in fr, ar and en),
 * kept with each remote rdv: a change of those texts comes with a new version here.
 */
export const REMOTE_CONSENT_TEXT_VERSION = '2026-11-28';

/**
 * A visit type for a medical certificate, recognised by a name in any language: no certificate is issued
 * at a distance, so such a visit type is never remote.
 */
const certificateWords = /certificat|certificate|شهادة/i;

export function isCertificateVisitType(visitType: {
  name: string;
  names?: Partial<Record<Locale, string | null>> | null;
}): boolean {
  return [visitType.name, ...Object.values(visitType.names ?? {})].some(
    (name) => typeof name === 'string' && certificateWords.test(name),
  );
}

export const teleconsultationDisabled = () =>
  new DomainError('TELECONSULTATION_DISABLED', 'Teleconsultation is not offered on this server.', 409);

/**
 * The remote visit types of a working-hours write: each has its own hours (422 INVALID_SCHEDULE when none
 * or invalid), none is for a certificate (422 REMOTE_CERTIFICATE), and none is new while the server's
 * setting is off (409 TELECONSULTATION_DISABLED; those saved while it was on are kept as they are).
 */
export function assertRemoteVisitTypes(
  visitTypes: WorkingHoursInput['visitTypes'],
  enabled: boolean,
  before: readonly VisitType[] = [],
): void {
  for (const visitType of visitTypes ?? []) {
    if (visitType.remote !== true) continue;
    const wasRemote = before.some((v) => v._id === visitType._id && v.remote === true);
    if (!enabled && !wasRemote) throw teleconsultationDisabled();
    if (isCertificateVisitType(visitType)) {
      throw new DomainError(
        'REMOTE_CERTIFICATE',
        `"${visitType.name}" is a medical certificate, which is never issued at a distance.`,
        422,
        { visitType: visitType.name },
      );
    }
    const schedule = visitType.remoteSchedule ?? [];
    const problems = schedule.some((day) => day.intervals.length > 0)
      ? scheduleProblems({ schedule })
      : [`"${visitType.name}" is remote and has no hours.`];
    if (problems.length > 0) throw new DomainError('INVALID_SCHEDULE', problems[0]!, 422, { problems });
  }
}

/**
 * Whether the person an rdv is for (the patient, or their relative) has had a completed rdv at the
 * practice with the doctor: past, `done`, not remote.
 */
export async function hasCompletedInPersonVisit(
  db: Kysely<Database> | Transaction<Database>,
  doctorId: string,
  patientId: string,
  relativeId: string | null,
  now: Date,
): Promise<boolean> {
  let query = db
    .selectFrom('rdvs')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .where('patient_id', '=', patientId)
    .where('status', '=', 'done')
    .where('remote', '=', false)
    .where('date', '<', now);
  query =
    relativeId === null
      ? query.where('relative_id', 'is', null)
      : query.where('relative_id', '=', relativeId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The people of one patient's account who may book a doctor's remote visit types (spec
 * `BookingAllowance.teleconsultation`): everyone when the doctor has the first-visits derogation.
 */
export async function teleconsultationAllowance(
  db: Kysely<Database>,
  doctorId: string,
  patientId: string,
  now: Date,
): Promise<{ patient: boolean; relatives: string[] }> {
  const doctor = await db
    .selectFrom('doctors')
    .select('teleconsultation_first_visits')
    .where('id', '=', doctorId)
    .executeTakeFirst();
  const relatives = await db
    .selectFrom('relatives')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('deleted_at', 'is', null)
    .execute();
  if (doctor?.teleconsultation_first_visits === true) {
    return { patient: true, relatives: relatives.map((r) => r.id) };
  }
  const seen = await db
    .selectFrom('rdvs')
    .select('relative_id')
    .distinct()
    .where('doctor_id', '=', doctorId)
    .where('patient_id', '=', patientId)
    .where('status', '=', 'done')
    .where('remote', '=', false)
    .where('date', '<', now)
    .execute();
  const seenRelatives = new Set(seen.map((row) => row.relative_id));
  return {
    patient: seenRelatives.has(null),
    relatives: relatives.filter((r) => seenRelatives.has(r.id)).map((r) => r.id),
  };
}

const priorVisitMessages: Record<Locale, string> = {
  fr: 'La téléconsultation est réservée aux patients que ce médecin a déjà examinés au cabinet. Prenez d’abord rendez-vous au cabinet.',
  en: 'Teleconsultation is only for patients this doctor has already examined at the practice. Book a visit at the practice first.',
  ar: 'الاستشارة عن بعد مخصّصة للمرضى الذين سبق أن فحصهم هذا الطبيب في العيادة. احجز أولاً موعدًا في العيادة.',
};

/**
 * 409 REMOTE_NEEDS_PRIOR_VISIT in the reader's language, with the in-person alternative: the doctor's
 * visit types at the practice.
 */
export function remoteNeedsPriorVisit(locale: Locale, visitTypes: readonly VisitType[]): DomainError {
  return new DomainError('REMOTE_NEEDS_PRIOR_VISIT', priorVisitMessages[locale], 409, {
    inPersonVisitTypes: visitTypes.filter((v) => v.remote !== true).map((v) => v._id),
  });
}
