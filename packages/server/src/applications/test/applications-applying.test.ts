import { describe, expect, it } from 'vitest';
import { backends } from '../../../test/helpers/db.js';
import { useApplicationsApi } from './applications-setup.js';

describe.each(backends)('doctor applications on %s', (backend) => {
  const { server, listed, apply, codeOf } = useApplicationsApi(backend);

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

  describe('claims of listed profiles', () => {
    it('are offered by name, and of concurrent claims of one profile exactly one succeeds', async () => {
      const { api } = await server().guest();
      const offered = await api.GET('/doctor-applications/claimable', {
        params: { query: { firstName: listed().firstName.toUpperCase(), lastName: listed().lastName } },
      });
      expect(offered.data?.results.map((row) => row._id)).toContain(listed().id);
      const attempts = await Promise.all(
        Array.from({ length: 4 }, () =>
          apply({ firstName: listed().firstName, lastName: listed().lastName, claim: listed().id }).then(
            ({ response, error }) => `${response.status}${error ? ` ${error.code}` : ''}`,
          ),
        ),
      );
      expect(attempts.sort()).toEqual(['201', ...Array(3).fill('409 PROFILE_ALREADY_CLAIMED')]);
      const after = await api.GET('/doctor-applications/claimable', {
        params: { query: { firstName: listed().firstName, lastName: listed().lastName } },
      });
      expect(after.data?.results.map((row) => row._id)).not.toContain(listed().id);
    });

    it('a claim of someone else’s profile is 422 CLAIM_NOT_ALLOWED', async () => {
      const { response, error } = await apply({ claim: listed().id });
      expect(response.status).toBe(422);
      expect(error?.code).toBe('CLAIM_NOT_ALLOWED');
    });
  });
});
