import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { newId } from '../../src/platform/db/ids.js';
import { fixturePassword } from './matrix-fixture.js';
import { type CaseContext, sha256Hex, everyone, type MatrixCase } from './matrix-case.js';

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

/** Doctor applications (docs/decisions/053) and the approved doctor's setup. */
export const applicationCases: Record<string, MatrixCase> = {
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
