import type { Kysely, Transaction } from 'kysely';
import { newId } from '../platform/db/ids.js';
import type { Database, Sexe } from '../platform/db/schema.js';
import { normalizeEmail, storedPhone } from '../accounts/accounts-data.js';
import { isWalkInEmail, walkInEmail } from '../accounts/walk-in.js';
import type { PatientSummary } from '../booking/rdvs-data.js';

/*
 * spec `GET /practice/patients` and `POST /practice/rdvs` (docs/decisions/040): the patients a practice
 * knows are those who had an rdv with its doctor; it finds them by exact phone or e-mail, never others.
 */

type Db = Kysely<Database> | Transaction<Database>;

export const PRACTICE_PATIENTS_LIMIT = 10;

/** The doctor's patients whose phone (in E.164) or e-mail (lower case) is exactly the one given. */
export async function findPracticePatients(
  db: Db,
  doctorId: string,
  match: { phone?: string | undefined; email?: string | undefined },
): Promise<PatientSummary[]> {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.sexe', 'u.phone', 'u.email'])
    .where('u.role', '=', 'patient')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('rdvs as r')
          .select('r.id')
          .whereRef('r.patient_id', '=', 'u.id')
          .where('r.doctor_id', '=', doctorId),
      ),
    );
  if (match.phone !== undefined) query = query.where('u.phone', '=', storedPhone(match.phone));
  if (match.email !== undefined) query = query.where('u.email', '=', normalizeEmail(match.email));
  const rows = await query
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .limit(PRACTICE_PATIENTS_LIMIT)
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    sexe: row.sexe,
    phone: row.phone,
    ...(!isWalkInEmail(row.email) && { email: row.email }),
  }));
}

/** Whether the patient had an rdv with the doctor (any status): the practice may book for them. */
export async function isPracticePatient(db: Db, doctorId: string, patientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rdvs')
    .select('id')
    .where('doctor_id', '=', doctorId)
    .where('patient_id', '=', patientId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface WalkInPatient {
  firstName: string;
  lastName: string;
  phone: string;
  sexe?: Sexe | undefined;
}

/** Records a walk-in patient (no password, a reserved e-mail); returns their id. */
export async function insertWalkInPatient(
  trx: Transaction<Database>,
  patient: WalkInPatient,
  now: Date,
): Promise<string> {
  const id = newId(now.getTime());
  await trx
    .insertInto('users')
    .values({
      id,
      email: walkInEmail(id),
      password_hash: null,
      role: 'patient',
      first_name: patient.firstName.trim(),
      last_name: patient.lastName.trim(),
      phone: storedPhone(patient.phone, 'patient.phone'),
      sexe: patient.sexe ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('patients')
    .values({ id, birth_date: null, created_at: now, updated_at: now })
    .execute();
  return id;
}
