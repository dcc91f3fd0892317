import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../seed/demo-accounts.js';
import { backends } from '../../../test/helpers/db.js';
import { b64, useApplicationsApi } from './applications-setup.js';

describe.each(backends)('doctor applications on %s', (backend) => {
  const { server, png, admin, apply, verifiedApplication } = useApplicationsApi(backend);

  describe('the review', () => {
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
        body: { data: b64(png()), crop: { left: 100, top: 100, size: 150 } },
        headers: { 'Accept-Language': 'fr' },
      });
      expect(outside.response.status).toBe(422);
      expect(outside.error).toMatchObject({
        code: 'UPLOAD_CROP_OUTSIDE',
        message: 'Le carré choisi dépasse de la photo. Recadrez-la.',
      });
      const photo = await doctor.api.POST('/doctors/me/photo', { body: { data: b64(png()) } });
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
});
