import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { ApiRole } from '../../src/platform/api/spec.js';
import { REFRESH_COOKIE } from '../../src/accounts/refresh-cookie.js';
import { startSession } from '../../src/accounts/sessions.js';
import { newId } from '../../src/platform/db/ids.js';
import type { Database } from '../../src/platform/db/schema.js';
import { paymeeChecksum } from '../../src/payments/provider.js';
import { sandboxKey } from '../../src/payments/sandbox.js';
import { TEST_JWT_SECRET } from '../helpers/config.js';
import { fixtureWeek } from '../helpers/fixtures.js';
import type { RawRequest } from '../helpers/raw-api.js';
import {
  fixturePassword,
  insertFreeSecretary,
  insertPaidRdv,
  insertPayment,
  insertQuestion,
  insertRdv,
  insertSecretaryInvitation,
  insertSecretaryLink,
  insertService,
  type MatrixCaller,
  type MatrixFixture,
} from './matrix-fixture.js';

export interface CaseContext {
  db: Kysely<Database>;
  f: MatrixFixture;
  caller: MatrixCaller;
  now: Date;
  nextSlot: () => Date;
  refreshTokenTtlSeconds: number;
}

/** One operation of the matrix: how to build a valid request, and who may make it. */
export interface MatrixCase {
  /** Who may call it; asserted equal to the operation's `x-roles`. */
  roles: readonly ApiRole[];
  /** Callers whose role is allowed but who are outside the operation's `x-ownership`: 403 (a guest 401). */
  outsiders?: readonly MatrixCaller[];
  /** What an allowed caller gets; 200 unless said. */
  status?: number;
  /** Called once per caller, so state-changing operations get fresh fixtures each time. */
  request(context: CaseContext): RawRequest | Promise<RawRequest>;
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const everyone = ['guest', 'patient', 'doctor', 'secretary', 'admin'] as const;
const members = ['patient', 'doctor', 'secretary', 'admin'] as const;
const doctorSide = ['doctor', 'secretary', 'admin'] as const;

/** Only the rdv's patient, its doctor and their secretary, and an admin. */
const rdvOutsiders = ['otherPatient', 'otherDoctor'] as const;

const userOf = ({ f, caller }: CaseContext) => (caller === 'guest' ? f.users.patient : f.users[caller]);

/** A refresh cookie of the caller's own new session (a guest holds the first patient's). */
async function refreshCookie(context: CaseContext): Promise<Record<string, string>> {
  const session = await startSession(context.db, userOf(context).id, {
    remember: true,
    now: context.now,
    ttlSeconds: context.refreshTokenTtlSeconds,
  });
  return { [REFRESH_COOKIE]: session.refreshToken };
}

/** A relative of the caller (a guest: of the first patient), made anew so each caller changes its own. */
async function freshRelative(context: CaseContext): Promise<string> {
  const id = newId();
  await context.db
    .insertInto('relatives')
    .values({
      id,
      patient_id: userOf(context).id,
      first_name: 'Ahmed',
      last_name: 'Essai',
      birth_date: '2019-05-04',
      sexe: 'M',
      relation: 'child',
    })
    .execute();
  return id;
}

/** The fixture patient's waiting entry for the fixture doctor, made anew (one waiting entry per pair). */
async function freshWaitingEntry({ db, f }: CaseContext): Promise<string> {
  await db
    .deleteFrom('waitlist_entries')
    .where('doctor_id', '=', f.doctorId)
    .where('patient_id', '=', f.patientId)
    .execute();
  const id = newId();
  await db
    .insertInto('waitlist_entries')
    .values({
      id,
      doctor_id: f.doctorId,
      patient_id: f.patientId,
      weekdays: [1],
      from_minutes: 480,
      to_minutes: 720,
    })
    .execute();
  return id;
}

const freshRdv = ({ db, f, nextSlot }: CaseContext) =>
  insertRdv(db, { doctorId: f.doctorId, patientId: f.patientId, date: nextSlot() });

const freshPaidRdv = ({ db, f, nextSlot, now }: CaseContext, refund = false) =>
  insertPaidRdv(db, { doctorId: f.doctorId, patientId: f.patientId, date: nextSlot(), now, refund });

let remoteRdvs = 0;
/** A teleconsultation whose room is open now (it starts in 5 minutes); each a second apart, never one slot. */
async function openRemoteRdv({ db, f, now }: CaseContext): Promise<string> {
  remoteRdvs += 1;
  const id = newId();
  const date = new Date(now.getTime() + 5 * 60_000 + remoteRdvs * 1000);
  await db
    .insertInto('rdvs')
    .values({
      id,
      doctor_id: f.doctorId,
      patient_id: f.patientId,
      date,
      end_date: new Date(date.getTime() + 30 * 60_000),
      status: 'confirmed',
      price: 60_000,
      remote: true,
      remote_consent: JSON.stringify({
        consultation: true,
        dataProcessing: true,
        at: now.toISOString(),
        textVersion: 'matrix',
      }),
    })
    .execute();
  return id;
}

const workingHoursBody = (doctor: string) => ({ doctor, slotMinutes: 30, schedule: fixtureWeek });

/** A PDF that the upload check accepts as a proof. */
const proofPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A stored proof, made anew for each caller. */
async function freshProof({ db, now }: CaseContext): Promise<string> {
  const id = newId();
  await db
    .insertInto('uploads')
    .values({
      id,
      purpose: 'proof',
      content_type: 'application/pdf',
      size: proofPdf.length,
      data: proofPdf,
      created_at: now,
    })
    .execute();
  return id;
}

/** The fixture doctor's city, a city applicants may name. */
async function fixtureCity({ db, f }: CaseContext): Promise<string> {
  const doctor = await db
    .selectFrom('doctors')
    .select('city_id')
    .where('id', '=', f.doctorId)
    .executeTakeFirstOrThrow();
  return doctor.city_id;
}

/** Of each fresh application: its id, the applicant's token, the SMS code and the e-mail link's token. */
interface FreshApplication {
  id: string;
  token: string;
  code: string;
  emailToken: string;
}

/** A pending application of a new applicant, each caller its own (decisions and verifications change it). */
async function freshApplication(context: CaseContext): Promise<FreshApplication> {
  const { db, f, now } = context;
  const id = newId();
  const application = {
    id,
    token: randomBytes(32).toString('base64url'),
    code: '123456',
    emailToken: randomBytes(32).toString('base64url'),
  };
  await db
    .insertInto('doctor_applications')
    .values({
      id,
      first_name: 'Nour',
      last_name: 'Candidate',
      email: `applicant-${id}@doctors.tabib.test`,
      password_hash: 'not-a-real-hash',
      phone: '+21620000000',
      specialty_id: f.specialtyId,
      city_id: await fixtureCity(context),
      address: '12 rue de Marseille, Tunis',
      ordre_number: '12345',
      proof_upload_id: await freshProof(context),
      access_token_hash: sha256Hex(application.token),
      phone_code_hash: sha256Hex(application.code),
      phone_code_expires_at: new Date(now.getTime() + 10 * 60_000),
      email_token_hash: sha256Hex(application.emailToken),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return application;
}

/** Every operation of spec/openapi.yaml, by operationId. */
export const matrixCases: Record<string, MatrixCase> = {
  getXsrfToken: { roles: everyone, request: () => ({ method: 'GET', path: '/auth/xsrf' }) },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  register: {
    roles: everyone,
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/auth/register',
      body: {
        role: 'patient',
        email: `new-${newId()}@tabib.test`,
        password: fixturePassword,
        firstName: 'Ines',
        lastName: 'Mansour',
      },
    }),
  },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  login: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'POST',
      path: '/auth/login',
      body: { email: f.users.patient.email, password: fixturePassword },
    }),
  },
  // Decision 033: a signed-in caller may sign in again as someone else, or register.
  adminLogin: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'POST',
      path: '/auth/admin/login',
      body: { email: f.users.admin.email, password: fixturePassword },
    }),
  },
  refreshToken: {
    roles: everyone,
    request: async (context) => ({
      method: 'POST',
      path: '/auth/refresh',
      cookies: await refreshCookie(context),
    }),
  },
  logout: {
    roles: everyone,
    status: 204,
    request: async (context) => ({
      method: 'POST',
      path: '/auth/logout',
      cookies: await refreshCookie(context),
    }),
  },
  // No OAuth client is configured in tests: the documented 503 NOT_CONFIGURED (spec `beginGoogleSignIn`).
  beginGoogleSignIn: {
    roles: ['guest'],
    status: 503,
    request: () => ({ method: 'GET', path: '/auth/google' }),
  },
  completeGoogleSignIn: {
    roles: ['guest'],
    status: 302,
    request: () => ({ method: 'GET', path: '/auth/google/callback', query: { code: 'c', state: 's' } }),
  },
  beginFacebookSignIn: {
    roles: ['guest'],
    status: 503,
    request: () => ({ method: 'GET', path: '/auth/facebook' }),
  },
  completeFacebookSignIn: {
    roles: ['guest'],
    status: 302,
    request: () => ({ method: 'GET', path: '/auth/facebook/callback', query: { code: 'c', state: 's' } }),
  },

  getCurrentUser: { roles: members, request: () => ({ method: 'GET', path: '/users/me' }) },
  updateCurrentUser: {
    roles: members,
    request: () => ({ method: 'PUT', path: '/users/me', body: { phone: '+21698123456' } }),
  },
  changePassword: {
    roles: members,
    status: 204,
    request: () => ({
      method: 'PUT',
      path: '/users/me/password',
      body: { currentPassword: fixturePassword, newPassword: fixturePassword },
    }),
  },
  // The first patient's record: self or admin only (not a public doctor).
  getUserById: {
    roles: everyone,
    outsiders: ['guest', 'otherPatient', 'doctor', 'otherDoctor', 'secretary'],
    request: ({ f }) => ({ method: 'GET', path: '/users', query: { id: f.patientId } }),
  },
  getUser: {
    roles: members,
    outsiders: ['otherPatient', 'doctor', 'otherDoctor', 'secretary'],
    request: ({ f }) => ({ method: 'GET', path: `/users/${f.patientId}` }),
  },
  updateDoctorBooleanInfo: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PATCH',
      path: `/users/${f.doctorId}/doctor-boolean-info`,
      body: { teleconsultation: true },
    }),
  },
  updateDoctor: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/users/updateDoctor',
      query: { id: f.doctorId },
      body: { bio: 'Cardiologue à Sfax.' },
    }),
  },
  autocompleteDoctors: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/users/doctors/autocomplete', query: { keyword: 'Kallel' } }),
  },
  searchDoctors: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/doctors', query: { limit: 5 } }),
  },
  getDoctorProfile: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: `/doctors/${f.doctorId}` }),
  },
  getDoctorSlots: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: `/doctors/${f.doctorId}/slots`,
      query: { from: '2026-03-02', to: '2026-03-06' },
    }),
  },

  listRdvs: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({
      method: 'GET',
      path: '/rdvs',
      query: { query: { doctor: f.doctorId, patient: f.patientId } },
    }),
  },
  bookRdv: {
    roles: ['patient'],
    status: 201,
    request: ({ f, nextSlot }) => ({
      method: 'POST',
      path: '/rdvs',
      body: { doctor: f.doctorId, date: nextSlot().toISOString(), reason: 'Contrôle' },
    }),
  },
  findPracticePatients: {
    roles: ['doctor', 'secretary'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/practice/patients',
      query: { doctor: f.doctorId, phone: '20 123 456' },
    }),
  },
  createPracticeRdv: {
    roles: ['doctor', 'secretary'],
    outsiders: ['otherDoctor'],
    status: 201,
    request: ({ f, nextSlot }) => ({
      method: 'POST',
      path: '/practice/rdvs',
      body: {
        doctor: f.doctorId,
        date: nextSlot().toISOString(),
        patient: { firstName: 'Hela', lastName: 'Mansour', phone: '20 123 456' },
      },
    }),
  },
  countRdvs: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/rdvs/count', query: { query: { doctor: f.doctorId } } }),
  },
  updateRdvStatus: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'PUT',
      path: '/rdvs/rdvStatus',
      query: { id: await freshRdv(context) },
      body: { status: 'cancelled', reason: 'Empêchement' },
    }),
  },
  getRdv: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/rdvs/${f.rdvId}` }),
  },
  getRdvCalendar: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/rdvs/${f.rdvId}/calendar` }),
  },
  listWaitlist: {
    roles: members,
    outsiders: ['otherDoctor'],
    request: ({ f, caller }) =>
      caller === 'guest' || caller === 'patient' || caller === 'otherPatient'
        ? { method: 'GET', path: '/waitlist' }
        : { method: 'GET', path: '/waitlist', query: { doctor: f.doctorId } },
  },
  joinWaitlist: {
    roles: ['patient'],
    status: 201,
    request: ({ f }) => ({
      method: 'POST',
      path: '/waitlist',
      body: { doctor: f.doctorId, weekdays: [1, 2], from: '08:00', to: '12:00' },
    }),
  },
  leaveWaitlist: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({ method: 'DELETE', path: `/waitlist/${await freshWaitingEntry(context)}` }),
  },
  getWaitlistSettings: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/waitlist/settings', query: { doctor: f.doctorId } }),
  },
  updateWaitlistSettings: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/waitlist/settings',
      body: { enabled: true, doctor: f.doctorId },
    }),
  },
  getBookingAllowance: {
    roles: ['patient'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/users/me/booking-allowance',
      query: { doctor: f.doctorId },
    }),
  },
  listRelatives: {
    roles: ['patient'],
    request: () => ({ method: 'GET', path: '/users/me/relatives' }),
  },
  addRelative: {
    roles: ['patient'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/users/me/relatives',
      body: { firstName: 'Ahmed', lastName: 'Essai', birthDate: '2019-05-04', sexe: 'M', relation: 'child' },
    }),
  },
  updateRelative: {
    roles: ['patient'],
    request: async (context) => ({
      method: 'PATCH',
      path: `/users/me/relatives/${await freshRelative(context)}`,
      body: { firstName: 'Youssef' },
    }),
  },
  removeRelative: {
    roles: ['patient'],
    status: 204,
    request: async (context) => ({
      method: 'DELETE',
      path: `/users/me/relatives/${await freshRelative(context)}`,
    }),
  },
  listWaitlistOffers: {
    roles: ['patient'],
    request: () => ({ method: 'GET', path: '/waitlist/offers' }),
  },
  acceptWaitlistOffer: {
    roles: ['patient'],
    outsiders: ['otherPatient'],
    status: 201,
    request: async (context) => {
      const entryId = await freshWaitingEntry(context);
      const offerId = newId();
      await context.db
        .insertInto('waitlist_offers')
        .values({
          id: offerId,
          entry_id: entryId,
          doctor_id: context.f.doctorId,
          patient_id: context.f.patientId,
          slot_start: context.nextSlot(),
          expires_at: new Date(context.now.getTime() + 30 * 60_000),
        })
        .execute();
      return { method: 'POST', path: `/waitlist/offers/${offerId}/accept` };
    },
  },
  parseSearchQuery: {
    roles: everyone,
    request: () => ({ method: 'GET', path: '/search/query', query: { q: 'cardiologue Tunis' } }),
  },
  suggestSearch: {
    roles: everyone,
    request: () => ({
      method: 'GET',
      path: '/search/suggestions',
      query: { q: 'cardiologue Tun', lang: 'fr' },
    }),
  },
  nearbyGovernorates: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: '/search/nearby',
      query: { specialty: f.specialtyId, governorate: 'Sousse', lang: 'fr' },
    }),
  },
  getCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'GET', path: '/calendarFeed' }),
  },
  rotateCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'POST', path: '/calendarFeed' }),
  },
  revokeCalendarFeed: {
    roles: ['doctor'],
    request: () => ({ method: 'DELETE', path: '/calendarFeed' }),
  },
  getDoctorAgendaFeed: {
    roles: everyone,
    request: async ({ db, f }) => {
      // Feeds are found by the secret's hash, so a known secret can be planted directly.
      const token = 'M'.repeat(43);
      await db
        .insertInto('calendar_feeds')
        .values({ doctor_id: f.doctorId, feed_id: newId(), token_hash: sha256Hex(token) })
        .onConflict((conflict) => conflict.column('doctor_id').doNothing())
        .execute();
      return { method: 'GET', path: `/calendarFeed/${token}` };
    },
  },
  rescheduleRdv: {
    roles: ['patient', 'doctor', 'secretary'],
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'PUT',
      path: `/rdvs/${await freshRdv(context)}`,
      body: { date: context.nextSlot().toISOString() },
    }),
  },
  cancelRdv: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await freshRdv(context)}/cancel`,
      body: { reason: 'Empêchement' },
    }),
  },
  // docs/decisions/055: the rdv's two parties only; its doctor's secretary and an admin are not.
  createRoomTicket: {
    roles: members,
    outsiders: ['otherPatient', 'otherDoctor', 'secretary', 'admin'],
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await openRemoteRdv(context)}/room/ticket`,
    }),
  },
  endRemoteConsultation: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    request: async (context) => ({
      method: 'POST',
      path: `/rdvs/${await openRemoteRdv(context)}/room/end`,
      body: { note: 'Repos et hydratation, contrôle dans un mois.' },
    }),
  },
  getRdvReceipt: {
    roles: members,
    outsiders: rdvOutsiders,
    request: async (context) => ({
      method: 'GET',
      path: `/rdvs/${(await freshPaidRdv(context)).rdvId}/receipt`,
    }),
  },
  getRdvStats: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/rdvStats', query: { doctor: f.doctorId } }),
  },
  getDoctorStatsNumbers: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/doctorStatsNumbers', query: { doctor: f.doctorId } }),
  },
  getDoctorStats: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/doctorStats',
      query: { type: 'visit', doctor: f.doctorId },
    }),
  },

  listQuestions: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({
      method: 'GET',
      path: '/questions',
      query: { query: { patient: f.patientId, category: f.specialtyId } },
    }),
  },
  addQuestion: {
    roles: ['patient'],
    status: 201,
    request: ({ f }) => ({
      method: 'POST',
      path: '/questions/add',
      body: { category: f.specialtyId, title: 'Palpitations', content: 'Mon cœur bat vite le soir.' },
    }),
  },
  filterQuestions: {
    roles: everyone,
    request: () => ({ method: 'POST', path: '/questions/filter', body: {} }),
  },
  getQuestion: {
    roles: everyone,
    request: async ({ db, f, now }) => ({
      method: 'GET',
      path: `/questions/${await insertQuestion(db, { patientId: f.patientId, specialtyId: f.specialtyId, answeredBy: f.doctorId, now })}`,
    }),
  },
  countQuestions: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'GET',
      path: '/questions/count',
      query: { query: { doctor: f.doctorId } },
    }),
  },
  listQuestionsBySpecialty: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: `/questions/specialty/${f.specialtyId}` }),
  },
  // Each role makes its own patch (spec QuestionPatch): a doctor answers an open question of the
  // specialty, the asking patient gives feedback on an answered one, an admin closes one.
  patchQuestion: {
    roles: ['patient', 'doctor', 'admin'],
    outsiders: rdvOutsiders,
    request: async ({ db, f, caller, now }) => {
      const role = caller === 'guest' ? 'guest' : f.users[caller].role;
      const answeredBy = role === 'patient' ? f.doctorId : undefined;
      const id = await insertQuestion(db, {
        patientId: f.patientId,
        specialtyId: f.specialtyId,
        answeredBy,
        now,
      });
      const body =
        role === 'patient'
          ? { patientFeedBackToDoctor: 5 }
          : role === 'admin'
            ? { closed: true }
            : { answer: 'Faites un ECG.' };
      return { method: 'PATCH', path: `/questions/${id}`, body };
    },
  },
  deleteQuestion: {
    roles: ['patient', 'admin'],
    outsiders: ['otherPatient'],
    status: 204,
    request: async ({ db, f, now }) => ({
      method: 'DELETE',
      path: `/questions/${await insertQuestion(db, { patientId: f.patientId, specialtyId: f.specialtyId, now })}`,
    }),
  },
  randomQuestionsForHome: {
    roles: everyone,
    request: () => ({ method: 'POST', path: '/question/randomQuestions4Home', body: {} }),
  },

  listSpecialties: { roles: everyone, request: () => ({ method: 'GET', path: '/doctorSpecialties' }) },
  createSpecialty: {
    roles: ['admin'],
    status: 201,
    request: () => {
      const suffix = newId().slice(-12);
      return {
        method: 'POST',
        path: '/doctorSpecialties',
        body: {
          names: { fr: `Angiologie ${suffix}`, en: `Angiology ${suffix}`, ar: `طب الأوعية ${suffix}` },
        },
      };
    },
  },
  updateSpecialty: {
    roles: ['admin'],
    request: ({ f }) => ({
      method: 'PUT',
      path: `/doctorSpecialties/${f.otherSpecialtyId}`,
      body: { freq: 7 },
    }),
  },
  listLocations: { roles: everyone, request: () => ({ method: 'GET', path: '/locations' }) },
  getWorkingHours: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/workingHours', query: { doctor: f.doctorId } }),
  },
  // A doctor has one working-hours record: it is removed first, so the call creates it again as it was.
  createWorkingHours: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    status: 201,
    request: async ({ db, f, caller }) => {
      if (caller !== 'otherDoctor')
        await db.deleteFrom('working_hours').where('doctor_id', '=', f.doctorId).execute();
      return { method: 'POST', path: '/workingHours', body: workingHoursBody(f.doctorId) };
    },
  },
  updateWorkingHours: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: async ({ db, f }) => {
      const { id } = await db
        .selectFrom('working_hours')
        .select('id')
        .where('doctor_id', '=', f.doctorId)
        .executeTakeFirstOrThrow();
      return { method: 'PUT', path: `/workingHours/${id}`, body: workingHoursBody(f.doctorId) };
    },
  },
  listSecretaries: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/secretaries', query: { doctorId: f.doctorId } }),
  },
  addSecretary: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    status: 201,
    request: async ({ db, f }) => ({
      method: 'POST',
      path: '/secretaries',
      body: { email: (await insertFreeSecretary(db)).email, doctor: f.doctorId },
    }),
  },
  getSecretaryInvitation: {
    roles: everyone,
    request: async ({ db, f, now }) => ({
      method: 'GET',
      path: `/secretary-invitations/${await insertSecretaryInvitation(db, f.doctorId, now)}`,
    }),
  },
  acceptSecretaryInvitation: {
    roles: everyone,
    status: 201,
    request: async ({ db, f, now }) => ({
      method: 'POST',
      path: `/secretary-invitations/${await insertSecretaryInvitation(db, f.doctorId, now)}/accept`,
      body: { firstName: 'Salma', lastName: 'Gharbi', password: 'Secretary-2026' },
    }),
  },
  verifySecretaryEmail: {
    roles: ['doctor'],
    request: async ({ db }) => ({
      method: 'GET',
      path: '/secretaries/verify',
      query: { email: (await insertFreeSecretary(db)).email },
    }),
  },
  removeSecretary: {
    roles: ['doctor', 'admin'],
    outsiders: ['otherDoctor'],
    status: 204,
    request: async ({ db, f }) => ({
      method: 'DELETE',
      path: `/secretaries/${await insertSecretaryLink(db, f.doctorId)}`,
    }),
  },
  verifySecretary: {
    roles: ['secretary', 'admin'],
    request: ({ f }) => ({ method: 'GET', path: `/secretaries/${f.secretaryLinkId}/verify` }),
  },
  listServices: {
    roles: everyone,
    request: ({ f }) => ({ method: 'GET', path: '/service', query: { query: { benefactor: f.doctorId } } }),
  },
  createService: {
    roles: ['doctor'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/service',
      body: { name: 'Holter', price: 80_000, durationMinutes: 30 },
    }),
  },
  updateService: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: `/service/${f.serviceId}`,
      body: { name: 'ECG', price: 45_000, durationMinutes: 30 },
    }),
  },
  deleteService: {
    roles: ['doctor'],
    outsiders: ['otherDoctor'],
    status: 204,
    request: async ({ db, f }) => ({
      method: 'DELETE',
      path: `/service/${await insertService(db, f.doctorId)}`,
    }),
  },

  listArticles: { roles: everyone, request: () => ({ method: 'GET', path: '/articles' }) },
  createArticle: {
    roles: ['admin'],
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/articles',
      body: { title: 'Hydratation en été', excerpt: 'Boire assez.', content: 'Un litre et demi par jour.' },
    }),
  },
  getArticle: { roles: everyone, request: ({ f }) => ({ method: 'GET', path: `/articles/${f.articleId}` }) },
  updateArticle: {
    roles: ['admin'],
    request: ({ f }) => ({ method: 'PUT', path: `/articles/${f.articleId}`, body: { showOnLanding: true } }),
  },

  checkoutPayment: {
    roles: ['patient'],
    outsiders: ['otherPatient'],
    status: 201,
    request: async (context) => ({
      method: 'POST',
      path: '/payments/checkout',
      body: { rdv: await freshRdv(context) },
    }),
  },
  getPayment: {
    roles: members,
    outsiders: rdvOutsiders,
    request: ({ f }) => ({ method: 'GET', path: `/payments/${f.paymentId}` }),
  },
  paymentWebhook: {
    roles: ['guest'],
    request: async (context) => {
      const token = `webhook-${newId()}`;
      await insertPayment(context.db, await freshRdv(context), token);
      return {
        method: 'POST',
        path: '/payments/webhook/sandbox',
        body: {
          token,
          payment_status: true,
          check_sum: paymeeChecksum(token, true, sandboxKey(TEST_JWT_SECRET)),
          amount: 60,
        },
      };
    },
  },

  listOutbox: { roles: ['admin'], request: () => ({ method: 'GET', path: '/outbox' }) },

  listAdminDoctors: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/doctors' }) },
  updateAdminDoctor: {
    roles: ['admin'],
    request: ({ f }) => ({
      method: 'PATCH',
      path: `/admin/doctors/${f.otherDoctorId}`,
      body: { teleconsultationFirstVisits: true },
    }),
  },
  listAdminUsers: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/users' }) },
  // A new account each time, so blocking it locks no caller of the matrix out.
  updateAdminUser: {
    roles: ['admin'],
    request: async ({ db }) => ({
      method: 'PATCH',
      path: `/admin/users/${(await insertFreeSecretary(db)).id}`,
      body: { blocked: true },
    }),
  },
  listAuditLog: { roles: ['admin'], request: () => ({ method: 'GET', path: '/admin/audit' }) },
  listAdminRefunds: {
    roles: ['admin'],
    request: () => ({ method: 'GET', path: '/admin/refunds', query: { status: 'requested' } }),
  },
  completeAdminRefund: {
    roles: ['admin'],
    request: async (context) => ({
      method: 'POST',
      path: `/admin/refunds/${(await freshPaidRdv(context, true)).refundId}/complete`,
      body: { reference: 'VIR-2026-0042' },
    }),
  },

  getEmbedOrigins: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({ method: 'GET', path: '/embed/origins', query: { doctor: f.doctorId } }),
  },
  updateEmbedOrigins: {
    roles: doctorSide,
    outsiders: ['otherDoctor'],
    request: ({ f }) => ({
      method: 'PUT',
      path: '/embed/origins',
      body: { origins: ['https://clinique-menzah.tn'], doctor: f.doctorId },
    }),
  },
  listEmbedDoctors: {
    roles: everyone,
    request: ({ f }) => ({
      method: 'GET',
      path: '/embed/doctors',
      query: { origin: 'https://clinique-menzah.tn', specialty: f.specialtyId },
    }),
  },

  getProxiedImage: {
    roles: everyone,
    request: () => ({
      method: 'GET',
      path: '/image-proxy',
      query: { url: '/assets/demo/doctor-m-1.svg', w: 80 },
    }),
  },

  // Doctor applications (docs/decisions/053): anyone may apply, an admin decides, the approved doctor sets up.
  uploadApplicationProof: {
    roles: everyone,
    status: 201,
    request: () => ({
      method: 'POST',
      path: '/doctor-applications/uploads',
      body: { data: proofPdf.toString('base64') },
    }),
  },
  findClaimableDoctors: {
    roles: everyone,
    request: () => ({
      method: 'GET',
      path: '/doctor-applications/claimable',
      query: { firstName: 'Nour', lastName: 'Candidate' },
    }),
  },
  createDoctorApplication: {
    roles: everyone,
    status: 201,
    request: async (context) => ({
      method: 'POST',
      path: '/doctor-applications',
      body: {
        firstName: 'Nour',
        lastName: 'Candidate',
        email: `applicant-${newId()}@doctors.tabib.test`,
        password: fixturePassword,
        phone: '+21620000000',
        specialty: context.f.specialtyId,
        city: await fixtureCity(context),
        address: '12 rue de Marseille, Tunis',
        ordreNumber: '12345',
        proof: await freshProof(context),
      },
    }),
  },
  // Whoever holds the token reads the application and checks its contacts, whatever their role.
  getDoctorApplication: {
    roles: everyone,
    request: async (context) => {
      const { id, token } = await freshApplication(context);
      return { method: 'GET', path: `/doctor-applications/${id}`, headers: { 'x-application-token': token } };
    },
  },
  verifyApplicationPhone: {
    roles: everyone,
    request: async (context) => {
      const { id, token, code } = await freshApplication(context);
      return {
        method: 'POST',
        path: `/doctor-applications/${id}/phone-verification`,
        headers: { 'x-application-token': token },
        body: { code },
      };
    },
  },
  verifyApplicationEmail: {
    roles: everyone,
    status: 204,
    request: async (context) => {
      const { id, emailToken } = await freshApplication(context);
      return {
        method: 'POST',
        path: `/doctor-applications/${id}/email-verification`,
        body: { token: emailToken },
      };
    },
  },
  // A new SMS code, a minute after the last one (the fresh application's was sent just now).
  resendApplicationPhoneCode: {
    roles: everyone,
    status: 204,
    request: async (context) => {
      const { id, token } = await freshApplication(context);
      await context.db
        .updateTable('doctor_applications')
        .set({ phone_code_expires_at: new Date(context.now.getTime() + 8 * 60_000) })
        .where('id', '=', id)
        .execute();
      return {
        method: 'POST',
        path: `/doctor-applications/${id}/phone-code`,
        headers: { 'x-application-token': token },
      };
    },
  },
  // Whoever holds the link of a request for more information answers it, whatever their role.
  answerDoctorApplication: {
    roles: everyone,
    request: async (context) => {
      const { id } = await freshApplication(context);
      const token = randomBytes(32).toString('base64url');
      await context.db
        .updateTable('doctor_applications')
        .set({ status: 'info_requested', answer_token_hash: sha256Hex(token) })
        .where('id', '=', id)
        .execute();
      return {
        method: 'POST',
        path: `/doctor-applications/${id}/answer`,
        body: { token, ordreNumber: '54321' },
      };
    },
  },
  listDoctorApplications: {
    roles: ['admin'],
    request: () => ({ method: 'GET', path: '/admin/doctor-applications', query: { status: 'pending' } }),
  },
  getAdminUpload: {
    roles: ['admin'],
    request: async (context) => ({ method: 'GET', path: `/admin/uploads/${await freshProof(context)}` }),
  },
  decideDoctorApplication: {
    roles: ['admin'],
    request: async (context) => ({
      method: 'POST',
      path: `/admin/doctor-applications/${(await freshApplication(context)).id}/decision`,
      body: { decision: 'request_info', message: "Envoyez une copie lisible de votre carte de l'Ordre." },
    }),
  },
  getDoctorSetup: { roles: ['doctor'], request: () => ({ method: 'GET', path: '/doctors/me/setup' }) },
  // Switching on needs the required steps done: the fixture doctors have hours and a fee, and get a photo.
  setDoctorActivation: {
    roles: ['doctor'],
    request: async ({ db, f }) => {
      await db
        .updateTable('users')
        .set({ photo_url: '/assets/demo/doctor-m-1.svg' })
        .where('id', 'in', [f.doctorId, f.otherDoctorId])
        .where('photo_url', 'is', null)
        .execute();
      return { method: 'PUT', path: '/doctors/me/activation', body: { active: true } };
    },
  },
  uploadDoctorPhoto: {
    roles: ['doctor'],
    request: async () => ({
      method: 'POST',
      path: '/doctors/me/photo',
      body: {
        data: (
          await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
            .png()
            .toBuffer()
        ).toString('base64'),
      },
    }),
  },
};
