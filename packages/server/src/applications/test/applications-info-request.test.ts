import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApplicationsApi } from './applications-setup.js';

describe.each(backends)('doctor applications on %s', (backend) => {
  const { server, png, admin, upload, apply, verifiedApplication } = useApplicationsApi(backend);

  describe('a request for more information, and a new SMS code', () => {
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
      const { data: proof } = await upload(png());
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
});
