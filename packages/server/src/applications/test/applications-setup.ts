import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import type { Backend } from '../../platform/db/connect.js';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';

/*
 * docs/decisions/053-doctor-applications.md: the doctor application tests' server (seeded, its clock at
 * Monday 2 March 2026), a specialty, a city, a picture, a listed profile, and an application at each step.
 */

export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const b64 = (bytes: Buffer) => bytes.toString('base64');

export function useApplicationsApi(backend: Backend) {
  // The applications here come from one address, far beyond what one person sends.
  const server = useApiServer(backend, {
    state: 'seeded',
    now: '2026-03-02T07:00:00.000Z',
    env: { RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'error' },
  });
  let arranged:
    | {
        specialty: string;
        city: string;
        png: Buffer;
        listed: { id: string; firstName: string; lastName: string };
      }
    | undefined;
  let applicants = 0;

  beforeAll(async () => {
    const { db } = server().database;
    const specialty = (
      await db.selectFrom('specialties').select('id').orderBy('name_fr').executeTakeFirstOrThrow()
    ).id;
    const city = (await db.selectFrom('locations').select('id').orderBy('label').executeTakeFirstOrThrow())
      .id;
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const doctor = await db
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.id')
      .select(['d.id', 'u.first_name', 'u.last_name'])
      .where('d.is_verified', '=', true)
      .where('d.is_active', '=', true)
      .orderBy('d.id', 'desc')
      .executeTakeFirstOrThrow();
    arranged = {
      specialty,
      city,
      png,
      listed: { id: doctor.id, firstName: doctor.first_name, lastName: doctor.last_name },
    };
  });

  const current = () => {
    if (arranged === undefined) throw new Error('The setup exists only inside tests and hooks.');
    return arranged;
  };
  /** A 300 × 200 PNG. */
  const png = () => current().png;
  /** A verified, active doctor of the seed, listed before anyone claims them. */
  const listed = () => current().listed;
  const admin = () => server().as(demoAccounts.admin.email);

  async function upload(bytes: Buffer, language = 'fr') {
    const { api } = await server().guest();
    return api.POST('/doctor-applications/uploads', {
      body: { data: b64(bytes) },
      headers: { 'Accept-Language': language },
    });
  }

  async function apply(overrides: Record<string, string> = {}, language = 'fr') {
    const n = ++applicants;
    const { data: proof } = await upload(pdf);
    const { api } = await server().guest();
    return api.POST('/doctor-applications', {
      body: {
        firstName: 'Nour',
        lastName: `Applicant${n}`,
        email: `nour.${n}.${backend}@doctors.tabib.test`,
        password: 'secret-password-1',
        phone: `+2162${String(n).padStart(7, '0')}`,
        specialty: current().specialty,
        city: current().city,
        address: '12 rue de Marseille, Tunis',
        ordreNumber: '12345',
        proof: proof!._id,
        ...overrides,
      },
      headers: { 'Accept-Language': language },
    });
  }

  async function codeOf(applicationEmail: string) {
    const row = await server()
      .database.db.selectFrom('notifications')
      .select(['payload', 'locale'])
      .where('kind', '=', 'doctor_application')
      .where('channel', '=', 'sms')
      .where('recipient_email', '=', applicationEmail)
      .executeTakeFirstOrThrow();
    return { code: (row.payload as { code: string }).code, locale: row.locale };
  }

  async function emailTokenOf(applicationEmail: string) {
    const row = await server()
      .database.db.selectFrom('notifications')
      .select('payload')
      .where('kind', '=', 'doctor_application')
      .where('channel', '=', 'email')
      .where('recipient_email', '=', applicationEmail)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    return new URL((row.payload as { url: string }).url).searchParams.get('email')!;
  }

  /** An application with its phone and e-mail verified, ready for review. */
  async function verifiedApplication(overrides: Record<string, string> = {}, language = 'fr') {
    const { data, error } = await apply(overrides, language);
    if (!data) throw new Error(JSON.stringify(error));
    const { api } = await server().guest();
    const { code } = await codeOf(data.application.email);
    const headers = { 'x-application-token': data.token };
    const id = data.application._id;
    const phone = await api.POST('/doctor-applications/{id}/phone-verification', {
      params: { path: { id }, header: headers },
      body: { code },
    });
    expect(phone.data?.phoneVerified).toBe(true);
    const email = await api.POST('/doctor-applications/{id}/email-verification', {
      params: { path: { id } },
      body: { token: await emailTokenOf(data.application.email) },
    });
    expect(email.response.status).toBe(204);
    return data;
  }

  return { server, png, listed, admin, upload, apply, codeOf, verifiedApplication };
}
