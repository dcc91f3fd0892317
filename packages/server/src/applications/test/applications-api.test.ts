import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';

/*
 * docs/decisions/053-doctor-applications.md: applying with a proof, the SMS and e-mail checks, the
 * review (one decision wins, no admin decides their own), claims of listed profiles (one wins), and the
 * setup that switches the profile on.
 */

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(backends)('doctor applications on %s', (backend) => {
  // The applications here come from one address, far beyond what one person sends.
  const server = useApiServer(backend, {
    state: 'seeded',
    now: '2026-03-02T07:00:00.000Z',
    env: { RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'error' },
  });
  let specialty: string;
  let city: string;
  let png: Buffer;
  let listed: { id: string; firstName: string; lastName: string };
  let applicants = 0;

  beforeAll(async () => {
    const { db } = server().database;
    specialty = (await db.selectFrom('specialties').select('id').orderBy('name_fr').executeTakeFirstOrThrow())
      .id;
    city = (await db.selectFrom('locations').select('id').orderBy('label').executeTakeFirstOrThrow()).id;
    png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
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
    listed = { id: doctor.id, firstName: doctor.first_name, lastName: doctor.last_name };
  });

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
        specialty,
        city,
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

  describe('uploads are judged by their content', () => {
    it('stores an image re-encoded as JPEG and a PDF as sent', async () => {
      const image = await upload(png);
      expect(image.response.status).toBe(201);
      expect(image.data?.contentType).toBe('image/jpeg');
      const stored = await server()
        .database.db.selectFrom('uploads')
        .select('data')
        .where('id', '=', image.data!._id)
        .executeTakeFirstOrThrow();
      expect((await sharp(stored.data!).metadata()).format).toBe('jpeg');
      const document = await upload(pdf);
      expect(document.data).toEqual({
        _id: document.data!._id,
        contentType: 'application/pdf',
        size: pdf.length,
      });
    });

    it('refuses a program renamed .jpg with 415, in the reader language', async () => {
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(512, 0x41),
      ]);
      const { response, error } = await upload(exe, 'ar');
      expect(response.status).toBe(415);
      expect(error).toMatchObject({
        code: 'UPLOAD_UNSUPPORTED_TYPE',
        message: 'هذا الملف ليس صورة JPEG أو PNG أو WebP ولا ملف PDF، مهما كان اسمه.',
      });
    });

    it('refuses an empty file with 422 UPLOAD_EMPTY, in the reader language (not the schema’s words)', async () => {
      const { response, error } = await upload(Buffer.alloc(0), 'ar');
      expect(response.status).toBe(422);
      expect(error).toMatchObject({
        code: 'UPLOAD_EMPTY',
        message: 'الملف فارغ.',
        details: { reason: 'UPLOAD_EMPTY' },
      });
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024, 1)]);
      const { response, error } = await upload(big, 'en');
      expect(response.status).toBe(413);
      expect(error).toMatchObject({
        code: 'UPLOAD_TOO_LARGE',
        message: 'The file is larger than 5 MB. Send a smaller file.',
        details: { reason: 'UPLOAD_TOO_LARGE', maxBytes: 5_242_880 },
      });
    });

    it('refuses an image hiding a PDF (a polyglot) with 422', async () => {
      const { response, error } = await upload(Buffer.concat([png, pdf]));
      expect(response.status).toBe(422);
      expect(error).toMatchObject({
        code: 'UPLOAD_POLYGLOT',
        message:
          'Cette image contient un autre fichier caché (PDF, archive ou page web). Envoyez une photo ou un scan simple.',
      });
    });

    it('refuses a PDF with JavaScript, also written with #xx escapes, and one starting with something else', async () => {
      const active = Buffer.from(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >>\n%%EOF',
      );
      expect((await upload(active)).error?.code).toBe('UPLOAD_ACTIVE_PDF');
      const prefixed = Buffer.concat([Buffer.from('<html>'), pdf]);
      expect((await upload(prefixed)).response.status).toBe(415);
      const truncated = pdf.subarray(0, pdf.length - 8);
      expect((await upload(truncated)).error?.code).toBe('UPLOAD_INVALID_PDF');
    });
  });

  describe('applying', () => {
    it('refuses a malformed Ordre number and a missing field with 400', async () => {
      const bad = await apply({ ordreNumber: '12a45' });
      expect(bad.response.status).toBe(400);
      expect(bad.error?.code).toBe('VALIDATION_FAILED');
      const badPhone = await apply({ phone: '+33 6 12 34 56 78' });
      expect(badPhone.response.status).toBe(400);
    });

    it('sends the SMS code in the applicant language; a wrong code is 422 CODE_INVALID', async () => {
      const { data } = await apply({}, 'ar');
      const { locale } = await codeOf(data!.application.email);
      expect(locale).toBe('ar');
      const { api } = await server().guest();
      const wrong = await api.POST('/doctor-applications/{id}/phone-verification', {
        params: { path: { id: data!.application._id }, header: { 'x-application-token': data!.token } },
        body: { code: (await codeOf(data!.application.email)).code === '000000' ? '111111' : '000000' },
      });
      expect(wrong.response.status).toBe(422);
      expect(wrong.error?.code).toBe('CODE_INVALID');
      const stranger = await api.GET('/doctor-applications/{id}', {
        params: { path: { id: data!.application._id }, header: { 'x-application-token': 'x'.repeat(43) } },
      });
      expect(stranger.response.status).toBe(404);
    });

    it('an open application of one e-mail is 409 APPLICATION_OPEN', async () => {
      const { data } = await apply();
      const again = await apply({ email: data!.application.email });
      expect(again.response.status).toBe(409);
      expect(again.error?.code).toBe('APPLICATION_OPEN');
    });
  });

  describe('the review', () => {
    const admin = () => server().as(demoAccounts.admin.email);

    it('two admins deciding at once: one wins, the other gets 409 ALREADY_DECIDED', async () => {
      const application = await verifiedApplication();
      const [first, second] = await Promise.all([admin(), admin()]);
      const decisions = await Promise.all(
        [first, second].map(async (client, index) => {
          const { response, error } = await client.api.POST('/admin/doctor-applications/{id}/decision', {
            params: { path: { id: application.application._id } },
            body: index === 0 ? { decision: 'approve' } : { decision: 'reject', message: 'Carte illisible.' },
          });
          return `${response.status}${error ? ` ${error.code}` : ''}`;
        }),
      );
      expect(decisions.sort()).toEqual(['200', '409 ALREADY_DECIDED']);
      const audits = await server()
        .database.db.selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', application.application._id)
        .execute();
      expect(audits).toHaveLength(1);
    });

    it('an admin cannot decide on their own application (403 OWN_APPLICATION)', async () => {
      const application = await verifiedApplication({
        email: demoAccounts.admin.email.replace('@', '+doc@'),
      });
      await server()
        .database.db.updateTable('doctor_applications')
        .set({ email: demoAccounts.admin.email })
        .where('id', '=', application.application._id)
        .execute();
      const { api } = await admin();
      const { response, error } = await api.POST('/admin/doctor-applications/{id}/decision', {
        params: { path: { id: application.application._id } },
        body: { decision: 'approve' },
      });
      expect(response.status).toBe(403);
      expect(error?.code).toBe('OWN_APPLICATION');
    });

    it('a rejection says why, in the applicant language, and the applicant may apply again', async () => {
      const application = await verifiedApplication({}, 'en');
      const { api } = await admin();
      const rejected = await api.POST('/admin/doctor-applications/{id}/decision', {
        params: { path: { id: application.application._id } },
        body: { decision: 'reject', message: 'The card is not readable.' },
      });
      expect(rejected.data?.status).toBe('rejected');
      await server().app.runDueNotifications();
      const mail = await server()
        .database.db.selectFrom('notifications')
        .select(['subject', 'body_text', 'locale'])
        .where('recipient_email', '=', application.application.email)
        .where('payload', '@>', JSON.stringify({ type: 'rejected' }) as never)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Your application was not approved');
      expect(mail.body_text).toContain('Reason : The card is not readable.');
      const again = await apply({ email: application.application.email });
      expect(again.response.status).toBe(201);
    });

    it('approve → the doctor signs in, sets up, switches on, and is found in search', async () => {
      const application = await verifiedApplication({ lastName: 'Zarzisienne' });
      const { api } = await admin();
      const queue = await api.GET('/admin/doctor-applications', { params: { query: { status: 'pending' } } });
      expect(queue.data?.results.map((row) => row._id)).toContain(application.application._id);
      const approved = await api.POST('/admin/doctor-applications/{id}/decision', {
        params: { path: { id: application.application._id } },
        body: { decision: 'approve' },
      });
      expect(approved.data?.status).toBe('approved');

      const doctor = await server().login(application.application.email, 'secret-password-1');
      const setup = await doctor.api.GET('/doctors/me/setup');
      expect(setup.data).toMatchObject({ completeness: 0, ready: false, active: false, verified: true });
      const early = await doctor.api.PUT('/doctors/me/activation', { body: { active: true } });
      expect(early.response.status).toBe(422);
      expect(early.error).toMatchObject({
        code: 'SETUP_INCOMPLETE',
        details: { missing: ['photo', 'hours', 'visitTypes'] },
      });

      // The picture is 300 × 200: a 150 px square from (100, 100) goes 50 px beyond its bottom.
      const outside = await doctor.api.POST('/doctors/me/photo', {
        body: { data: b64(png), crop: { left: 100, top: 100, size: 150 } },
        headers: { 'Accept-Language': 'fr' },
      });
      expect(outside.response.status).toBe(422);
      expect(outside.error).toMatchObject({
        code: 'UPLOAD_CROP_OUTSIDE',
        message: 'Le carré choisi dépasse de la photo. Recadrez-la.',
      });
      const photo = await doctor.api.POST('/doctors/me/photo', { body: { data: b64(png) } });
      expect(photo.data?.photoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
      const proxied = await fetch(
        `${server().origin}/v1/image-proxy?url=${encodeURIComponent(photo.data!.photoUrl)}&w=100&h=100`,
      );
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('content-type')).toBe('image/webp');

      const me = await doctor.api.GET('/users/me');
      const doctorId = me.data!._id;
      const week = [1, 2, 3, 4, 5].map((day) => ({ day, intervals: [{ start: '08:00', end: '12:00' }] }));
      const hours = await doctor.api.POST('/workingHours', {
        body: {
          doctor: doctorId,
          slotMinutes: 30,
          schedule: week,
          visitTypes: [{ name: 'Consultation', durationMinutes: 30, price: 50_000 }],
        },
      });
      expect(hours.response.status).toBeLessThan(300);
      const on = await doctor.api.PUT('/doctors/me/activation', { body: { active: true } });
      expect(on.data).toMatchObject({ ready: true, active: true });

      const { api: guest } = await server().guest();
      const found = await guest.GET('/doctors', { params: { query: { name: 'Zarzisienne' } } });
      expect(found.data?.results.map((row) => row._id)).toEqual([doctorId]);
    });
  });

  describe('a request for more information, and a new SMS code', () => {
    const admin = () => server().as(demoAccounts.admin.email);

    async function answerLinkOf(applicationEmail: string) {
      const row = await server()
        .database.db.selectFrom('notifications')
        .select('payload')
        .where('recipient_email', '=', applicationEmail)
        .where('payload', '@>', JSON.stringify({ type: 'info_requested' }) as never)
        .executeTakeFirstOrThrow();
      return new URL((row.payload as { url: string }).url);
    }

    it('the applicant answers from the link with a new proof and Ordre number; it is back in review, audited', async () => {
      const application = await verifiedApplication();
      const id = application.application._id;
      const { api } = await admin();
      const asked = await api.POST('/admin/doctor-applications/{id}/decision', {
        params: { path: { id } },
        body: { decision: 'request_info', message: 'Envoyez le recto de la carte.' },
      });
      expect(asked.data?.status).toBe('info_requested');
      const link = await answerLinkOf(application.application.email);
      expect(link.pathname).toBe(`/join-as-doctor/${id}`);
      const token = link.searchParams.get('answer')!;

      const { api: guest } = await server().guest();
      const wrong = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token: application.token, message: 'Voici.' },
      });
      expect(wrong.response.status).toBe(404);
      const empty = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token },
      });
      expect(empty.response.status).toBe(400);
      const { data: proof } = await upload(png);
      const answered = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token, proof: proof!._id, ordreNumber: '54321', message: 'Voici le recto.' },
      });
      expect(answered.data).toMatchObject({
        status: 'pending',
        ordreNumber: '54321',
        proof: { _id: proof!._id, contentType: 'image/jpeg' },
        message: 'Envoyez le recto de la carte.',
        reply: 'Voici le recto.',
      });
      const audit = await server()
        .database.db.selectFrom('audit_log')
        .select(['actor_user_id', 'actor_role', 'details'])
        .where('entity_id', '=', id)
        .where('action', '=', 'doctorApplication.answer')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({
        actor_user_id: null,
        actor_role: 'guest',
        details: {
          before: {
            status: 'info_requested',
            proof: application.application.proof._id,
            ordreNumber: '12345',
          },
          after: { status: 'pending', proof: proof!._id, ordreNumber: '54321', reply: 'Voici le recto.' },
        },
      });
      const again = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token, message: 'Encore.' },
      });
      expect(again.response.status).toBe(404);
    });

    it('an answer with a proof that is not an uploaded proof is 422 PROOF_NOT_FOUND, and the request stays open', async () => {
      const application = await verifiedApplication();
      const id = application.application._id;
      const { api } = await admin();
      await api.POST('/admin/doctor-applications/{id}/decision', {
        params: { path: { id } },
        body: { decision: 'request_info', message: 'Numéro d’Ordre ?' },
      });
      const token = (await answerLinkOf(application.application.email)).searchParams.get('answer')!;
      const { api: guest } = await server().guest();
      const bad = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token, proof: id },
      });
      expect(bad.response.status).toBe(422);
      expect(bad.error?.code).toBe('PROOF_NOT_FOUND');
      const ok = await guest.POST('/doctor-applications/{id}/answer', {
        params: { path: { id } },
        body: { token, ordreNumber: '777' },
      });
      expect(ok.data).toMatchObject({ status: 'pending', ordreNumber: '777', reply: null });
    });

    it('a new SMS code replaces the last one, at most one a minute, and not once the phone is verified', async () => {
      const { data } = await apply({}, 'en');
      const id = data!.application._id;
      const headers = { 'x-application-token': data!.token };
      const { api } = await server().guest();
      const soon = await api.POST('/doctor-applications/{id}/phone-code', {
        params: { path: { id }, header: headers },
      });
      expect(soon.response.status).toBe(429);
      expect(soon.error?.code).toBe('CODE_RECENTLY_SENT');
      server().clock.advance(61_000);
      const resent = await api.POST('/doctor-applications/{id}/phone-code', {
        params: { path: { id }, header: headers },
      });
      expect(resent.response.status).toBe(204);
      const codes = await server()
        .database.db.selectFrom('notifications')
        .select(['payload', 'locale'])
        .where('channel', '=', 'sms')
        .where('recipient_email', '=', data!.application.email)
        .orderBy('created_at')
        .execute();
      expect(codes).toHaveLength(2);
      const second = (codes[1]!.payload as { code: string }).code;
      expect(codes[1]!.locale).toBe('en');
      const verified = await api.POST('/doctor-applications/{id}/phone-verification', {
        params: { path: { id }, header: headers },
        body: { code: second },
      });
      expect(verified.data?.phoneVerified).toBe(true);
      server().clock.advance(61_000);
      const after = await api.POST('/doctor-applications/{id}/phone-code', {
        params: { path: { id }, header: headers },
      });
      expect(after.response.status).toBe(409);
      expect(after.error?.code).toBe('PHONE_ALREADY_VERIFIED');
      const stranger = await api.POST('/doctor-applications/{id}/phone-code', {
        params: { path: { id }, header: { 'x-application-token': 'x'.repeat(43) } },
      });
      expect(stranger.response.status).toBe(404);
    });
  });

  describe('claims of listed profiles', () => {
    it('are offered by name, and of concurrent claims of one profile exactly one succeeds', async () => {
      const { api } = await server().guest();
      const offered = await api.GET('/doctor-applications/claimable', {
        params: { query: { firstName: listed.firstName.toUpperCase(), lastName: listed.lastName } },
      });
      expect(offered.data?.results.map((row) => row._id)).toContain(listed.id);
      const attempts = await Promise.all(
        Array.from({ length: 4 }, () =>
          apply({ firstName: listed.firstName, lastName: listed.lastName, claim: listed.id }).then(
            ({ response, error }) => `${response.status}${error ? ` ${error.code}` : ''}`,
          ),
        ),
      );
      expect(attempts.sort()).toEqual(['201', ...Array(3).fill('409 PROFILE_ALREADY_CLAIMED')]);
      const after = await api.GET('/doctor-applications/claimable', {
        params: { query: { firstName: listed.firstName, lastName: listed.lastName } },
      });
      expect(after.data?.results.map((row) => row._id)).not.toContain(listed.id);
    });

    it('a claim of someone else’s profile is 422 CLAIM_NOT_ALLOWED', async () => {
      const { response, error } = await apply({ claim: listed.id });
      expect(response.status).toBe(422);
      expect(error?.code).toBe('CLAIM_NOT_ALLOWED');
    });
  });
});
