import type { Kysely } from 'kysely';
import { hashPassword, hashRefreshToken, newRefreshToken } from '../../src/platform/crypto.js';
import { newId } from '../../src/platform/db/ids.js';
import type { Database, RdvStatus } from '../../src/platform/db/schema.js';
import { insertFixtureWorkingHours, insertRdvFixture } from '../helpers/fixtures.js';

/** The password of every account of the fixture (login, admin login and password change need one). */
export const fixturePassword = 'Matrix-Pass-2026';

/** Monday 2 March 2026, 08:00 in Tunis (UTC+1): the server's fixed clock. */
export const fixtureNow = '2026-03-02T07:00:00.000Z';

/** The callers of the role matrix: one per role, plus a second patient and doctor for ownership. */
export const matrixCallers = [
  'guest',
  'patient',
  'otherPatient',
  'doctor',
  'otherDoctor',
  'secretary',
  'admin',
] as const;
export type MatrixCaller = (typeof matrixCallers)[number];

export interface MatrixFixture {
  /** users.id of each signed-in caller. */
  users: Record<Exclude<MatrixCaller, 'guest'>, { id: string; email: string; role: string }>;
  doctorId: string;
  otherDoctorId: string;
  patientId: string;
  otherPatientId: string;
  specialtyId: string;
  otherSpecialtyId: string;
  /** The secretaries row of doctor A's secretary (`loggedInSecretaryInfo._id`). */
  secretaryLinkId: string;
  workingHoursId: string;
  serviceId: string;
  articleId: string;
  rdvId: string;
  paymentId: string;
  questionId: string;
}

const MINUTE_MS = 60_000;

/**
 * Free slots of doctor A's grid, one per call, from Monday 9 March 2026 on (a week after the clock),
 * so booked, rescheduled and inserted rdvs never collide.
 */
export function createSlotAllocator(): () => Date {
  let index = 0;
  return () => {
    const day = Math.floor(index / 8);
    const slot = index % 8;
    index += 1;
    const week = Math.floor(day / 5);
    const weekday = day % 5;
    // 9 March 2026 is a Monday; 08:00 Tunis is 07:00 UTC in March.
    const start = Date.UTC(2026, 2, 9 + week * 7 + weekday, 7, 0) + slot * 30 * MINUTE_MS;
    return new Date(start);
  };
}

async function insertUser(db: Kysely<Database>, role: 'admin' | 'secretary', passwordHash: string | null) {
  const id = newId();
  const email = `${role}-${id}@tabib.test`;
  await db
    .insertInto('users')
    .values({ id, email, password_hash: passwordHash, role, first_name: 'Rim', last_name: 'Haddad' })
    .execute();
  return { id, email };
}

/** A secretary account that works for nobody yet (spec `POST /secretaries` adds such an account). */
export function insertFreeSecretary(db: Kysely<Database>) {
  return insertUser(db, 'secretary', null);
}

/** A link of doctor A to a new secretary account (for `DELETE /secretaries/{id}`). */
export async function insertSecretaryLink(db: Kysely<Database>, doctorId: string): Promise<string> {
  const account = await insertFreeSecretary(db);
  const id = newId();
  await db
    .insertInto('secretaries')
    .values({ id, doctor_id: doctorId, email: account.email, user_id: account.id })
    .execute();
  return id;
}

/** A pending invitation of doctor A for a new address; returns its one-time token. */
export async function insertSecretaryInvitation(
  db: Kysely<Database>,
  doctorId: string,
  now: Date,
): Promise<string> {
  const token = newRefreshToken();
  const id = newId();
  await db
    .insertInto('secretaries')
    .values({
      id,
      doctor_id: doctorId,
      email: `invited-${id}@tabib.test`,
      user_id: null,
      invitation_hash: hashRefreshToken(token),
      invitation_expires_at: new Date(now.getTime() + 86_400_000),
    })
    .execute();
  return token;
}

export async function insertRdv(
  db: Kysely<Database>,
  values: { doctorId: string; patientId: string; date: Date; status?: RdvStatus },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('rdvs')
    .values({
      id,
      doctor_id: values.doctorId,
      patient_id: values.patientId,
      date: values.date,
      end_date: new Date(values.date.getTime() + 30 * MINUTE_MS),
      status: values.status ?? 'pending',
      price: 60_000,
      payment_mode: 'online',
    })
    .execute();
  return id;
}

export async function insertPayment(
  db: Kysely<Database>,
  rdvId: string,
  providerRef: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('payments')
    .values({
      id,
      rdv_id: rdvId,
      amount: 60_000,
      provider: 'sandbox',
      provider_ref: providerRef,
      payment_url: `http://127.0.0.1/v1/payments/sandbox/${providerRef}`,
    })
    .execute();
  await db.updateTable('rdvs').set({ payment_status: 'pending' }).where('id', '=', rdvId).execute();
  return id;
}

/**
 * An online rdv paid through the sandbox (docs/decisions/035), cancelled with a refund `requested` when
 * `refund` is set (as a provider without a refund API leaves it); returns its ids.
 */
export async function insertPaidRdv(
  db: Kysely<Database>,
  values: { doctorId: string; patientId: string; date: Date; now: Date; refund?: boolean },
): Promise<{ rdvId: string; paymentId: string; refundId: string | null }> {
  const rdvId = await insertRdv(db, values);
  const paymentId = await insertPayment(db, rdvId, `paid-${rdvId}`);
  await db
    .updateTable('payments')
    .set({ status: 'paid', paid_at: values.now })
    .where('id', '=', paymentId)
    .execute();
  await db.updateTable('rdvs').set({ payment_status: 'paid' }).where('id', '=', rdvId).execute();
  if (!values.refund) return { rdvId, paymentId, refundId: null };
  await db
    .updateTable('rdvs')
    .set({ status: 'cancelled', cancel_reason: 'Empêchement', cancelled_by: 'doctor' })
    .where('id', '=', rdvId)
    .execute();
  const refundId = newId();
  await db
    .insertInto('refunds')
    .values({
      id: refundId,
      payment_id: paymentId,
      rdv_id: rdvId,
      amount: 60_000,
      provider: 'paymee',
      cause: 'practice_cancelled',
      requested_at: values.now,
    })
    .execute();
  return { rdvId, paymentId, refundId };
}

export async function insertQuestion(
  db: Kysely<Database>,
  values: { patientId: string; specialtyId: string; answeredBy?: string; now: Date },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('questions')
    .values({
      id,
      patient_id: values.patientId,
      category_id: values.specialtyId,
      title: 'Douleur thoracique',
      content: 'Une douleur à la poitrine depuis deux jours.',
      ...(values.answeredBy !== undefined && {
        doctor_id: values.answeredBy,
        answer: 'Consultez rapidement.',
        answered_at: values.now,
      }),
    })
    .execute();
  return id;
}

export async function insertService(db: Kysely<Database>, doctorId: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('services')
    .values({ id, benefactor_id: doctorId, name: 'ECG', price: 40_000, duration_minutes: 30 })
    .execute();
  return id;
}

/**
 * Doctor A (verified, active, online payment, with secretary, working hours, a service) and doctor B in
 * another specialty; patients P1 and P2; an admin; an rdv of P1 with A and its payment; a question of
 * P1 in A's specialty; a published article. Every account has `fixturePassword`.
 */
export async function insertMatrixFixture(
  db: Kysely<Database>,
  nextSlot: () => Date,
  now: Date,
): Promise<MatrixFixture> {
  const main = await insertRdvFixture(db);
  const other = await insertRdvFixture(db);
  const passwordHash = await hashPassword(fixturePassword);
  await db
    .updateTable('doctors')
    .set({ is_verified: true, is_active: true, accepts_online_payment: true, cancellation_cutoff_hours: 0 })
    .where('id', 'in', [main.doctorId, other.doctorId])
    .execute();
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', 'in', [main.doctorId, other.doctorId, main.patientId, other.patientId])
    .execute();
  await insertFixtureWorkingHours(db, [main.doctorId, other.doctorId]);
  const { id: workingHoursId } = await db
    .selectFrom('working_hours')
    .select('id')
    .where('doctor_id', '=', main.doctorId)
    .executeTakeFirstOrThrow();

  const admin = await insertUser(db, 'admin', passwordHash);
  const secretary = await insertUser(db, 'secretary', passwordHash);
  const secretaryLinkId = newId();
  await db
    .insertInto('secretaries')
    .values({ id: secretaryLinkId, doctor_id: main.doctorId, email: secretary.email, user_id: secretary.id })
    .execute();

  const articleId = newId();
  await db
    .insertInto('articles')
    .values({
      id: articleId,
      title: 'Bien dormir',
      slug: `bien-dormir-${articleId.slice(0, 8)}`,
      excerpt: 'Le sommeil en cinq conseils.',
      content: 'Se coucher à heure fixe.',
      author: 'Tabib',
    })
    .execute();

  const rdvId = await insertRdv(db, { doctorId: main.doctorId, patientId: main.patientId, date: nextSlot() });
  const paymentId = await insertPayment(db, rdvId, `matrix-${rdvId}`);
  const emails = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', [main.doctorId, other.doctorId, main.patientId, other.patientId])
    .execute();
  const emailOf = (id: string) => emails.find((row) => row.id === id)!.email;

  return {
    users: {
      patient: { id: main.patientId, email: emailOf(main.patientId), role: 'patient' },
      otherPatient: { id: other.patientId, email: emailOf(other.patientId), role: 'patient' },
      doctor: { id: main.doctorId, email: emailOf(main.doctorId), role: 'doctor' },
      otherDoctor: { id: other.doctorId, email: emailOf(other.doctorId), role: 'doctor' },
      secretary: { id: secretary.id, email: secretary.email, role: 'secretary' },
      admin: { id: admin.id, email: admin.email, role: 'admin' },
    },
    doctorId: main.doctorId,
    otherDoctorId: other.doctorId,
    patientId: main.patientId,
    otherPatientId: other.patientId,
    specialtyId: main.specialtyId,
    otherSpecialtyId: other.specialtyId,
    secretaryLinkId,
    workingHoursId,
    serviceId: await insertService(db, main.doctorId),
    articleId,
    rdvId,
    paymentId,
    questionId: await insertQuestion(db, { patientId: main.patientId, specialtyId: main.specialtyId, now }),
  };
}
