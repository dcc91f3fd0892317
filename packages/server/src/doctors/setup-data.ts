import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.js';
import { DomainError } from '../platform/errors.js';

/*
 * docs/decisions/053-doctor-applications.md: the first-run checklist of an approved doctor. Each step is
 * read from what the doctor has saved (nothing is stored for the checklist itself); the profile can be
 * switched on once the required ones are done.
 */

export const setupSteps = [
  { key: 'photo', required: true },
  { key: 'hours', required: true },
  { key: 'visitTypes', required: true },
  { key: 'cnam', required: false },
  { key: 'languages', required: false },
  { key: 'onlinePayment', required: false },
  { key: 'secretary', required: false },
] as const;

export type SetupStepKey = (typeof setupSteps)[number]['key'];

/** spec `DoctorSetup`. */
export interface DoctorSetup {
  steps: { key: SetupStepKey; required: boolean; done: boolean }[];
  /** Done steps out of all, in percent (rounded down). */
  completeness: number;
  /** Every required step is done. */
  ready: boolean;
  /** The profile is switched on: public and bookable. */
  active: boolean;
  verified: boolean;
}

export async function doctorSetup(db: Kysely<Database>, doctorId: string): Promise<DoctorSetup | undefined> {
  const row = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.id')
    .leftJoin('working_hours as w', 'w.doctor_id', 'd.id')
    .select([
      'u.photo_url',
      'd.fee',
      'd.cnam_convention',
      'd.cnam_apci',
      'd.languages',
      'd.accepts_online_payment',
      'd.is_active',
      'd.is_verified',
      'w.schedule',
      'w.visit_types',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('secretaries as s').select('s.id').whereRef('s.doctor_id', '=', 'd.id'))
        .as('has_secretary'),
    )
    .where('d.id', '=', doctorId)
    .executeTakeFirst();
  if (!row) return undefined;
  const done: Record<SetupStepKey, boolean> = {
    photo: row.photo_url !== null,
    hours: (row.schedule ?? []).some((day) => day.intervals.length > 0),
    visitTypes: (row.visit_types ?? []).length > 0 || row.fee > 0,
    cnam: row.cnam_convention || row.cnam_apci,
    languages: row.languages.length > 0,
    onlinePayment: row.accepts_online_payment,
    secretary: Boolean(row.has_secretary),
  };
  const steps = setupSteps.map((step) => ({ ...step, done: done[step.key] }));
  return {
    steps,
    completeness: Math.floor((100 * steps.filter((step) => step.done).length) / steps.length),
    ready: steps.every((step) => step.done || !step.required),
    active: row.is_active,
    verified: row.is_verified,
  };
}

/**
 * The doctor switches their profile on or off. On needs a verified doctor (403 `NOT_VERIFIED`) and the
 * required steps done (422 `SETUP_INCOMPLETE`, `details.missing` the steps still to do).
 */
export async function setDoctorActive(
  db: Kysely<Database>,
  doctorId: string,
  active: boolean,
  now: Date,
): Promise<DoctorSetup> {
  const setup = await doctorSetup(db, doctorId);
  if (!setup) throw new DomainError('NOT_FOUND', 'Doctor not found.', 404);
  if (active && !setup.verified) {
    throw new DomainError('NOT_VERIFIED', 'Your application has not been approved yet.', 403);
  }
  const missing = setup.steps.filter((step) => step.required && !step.done).map((step) => step.key);
  if (active && missing.length > 0) {
    throw new DomainError('SETUP_INCOMPLETE', 'Finish the required steps first.', 422, { missing });
  }
  await db
    .updateTable('doctors')
    .set({ is_active: active, updated_at: now })
    .where('id', '=', doctorId)
    .execute();
  return { ...setup, active };
}
