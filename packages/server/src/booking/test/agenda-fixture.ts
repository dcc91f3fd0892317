import type { Kysely } from 'kysely';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import { insertFixtureWorkingHours, insertRdvFixture } from '../../../test/helpers/fixtures.js';

/**
 * A doctor of our own on a seeded database, so counts and rules are asserted on known data: verified,
 * active, accepting online payment, 24 h cutoff, Monday–Friday 08:00–12:00 Africa/Tunis in 30-minute
 * slots, a 60-minute "Bilan" visit type; their secretary; two patients; a second doctor.
 */
export interface AgendaFixture {
  doctorId: string;
  specialtyId: string;
  doctorEmail: string;
  secretaryEmail: string;
  patientId: string;
  patientEmail: string;
  otherPatientId: string;
  otherPatientEmail: string;
  otherDoctorId: string;
  otherDoctorEmail: string;
  bilanId: string;
  serviceId: string;
}

/** Monday 2 March 2026, 08:00 in Tunis (UTC+1). */
export const fixtureNow = '2026-03-02T07:00:00.000Z';
/** Wednesday 4 March 2026, 09:00 and 09:30 in Tunis. */
export const wednesday0900 = '2026-03-04T08:00:00.000Z';
export const wednesday0930 = '2026-03-04T08:30:00.000Z';

async function emailOf(db: Kysely<Database>, id: string): Promise<string> {
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return email;
}

export async function insertAgendaFixture(db: Kysely<Database>): Promise<AgendaFixture> {
  const main = await insertRdvFixture(db);
  const other = await insertRdvFixture(db);
  await db
    .updateTable('doctors')
    .set({ is_verified: true, is_active: true, accepts_online_payment: true, cancellation_cutoff_hours: 24 })
    .where('id', 'in', [main.doctorId, other.doctorId])
    .execute();
  await db.updateTable('users').set({ sexe: 'F' }).where('id', '=', main.patientId).execute();
  await db.updateTable('users').set({ sexe: 'M' }).where('id', '=', other.patientId).execute();

  const bilanId = newId();
  await insertFixtureWorkingHours(
    db,
    [main.doctorId, other.doctorId],
    [{ _id: bilanId, name: 'Bilan', durationMinutes: 60, price: 90_000 }],
  );

  const serviceId = newId();
  await db
    .insertInto('services')
    .values({ id: serviceId, benefactor_id: main.doctorId, name: 'ECG', price: 40_000, duration_minutes: 30 })
    .execute();

  const secretaryUserId = newId();
  const secretaryEmail = `secretary-${secretaryUserId}@tabib.test`;
  await db
    .insertInto('users')
    .values({
      id: secretaryUserId,
      email: secretaryEmail,
      role: 'secretary',
      first_name: 'Rim',
      last_name: 'Haddad',
    })
    .execute();
  await db
    .insertInto('secretaries')
    .values({ id: newId(), doctor_id: main.doctorId, email: secretaryEmail, user_id: secretaryUserId })
    .execute();

  return {
    doctorId: main.doctorId,
    specialtyId: main.specialtyId,
    doctorEmail: await emailOf(db, main.doctorId),
    secretaryEmail,
    patientId: main.patientId,
    patientEmail: await emailOf(db, main.patientId),
    otherPatientId: other.patientId,
    otherPatientEmail: await emailOf(db, other.patientId),
    otherDoctorId: other.doctorId,
    otherDoctorEmail: await emailOf(db, other.doctorId),
    bilanId,
    serviceId,
  };
}
