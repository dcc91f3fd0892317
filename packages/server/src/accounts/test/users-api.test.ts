import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { useApiServer } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { browser, refresh } from './browser.js';

const start = '2026-11-21T10:00:00.000Z';
const unknownId = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

describe.each(backends)('the current user over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { now: start });

  async function userId(email: string) {
    const row = await server()
      .database.db.selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('returns the session user to its owner and 401 to a guest', async () => {
    const patient = await server().as(demoAccounts.patient.email);
    const { data } = await patient.api.GET('/users/me');
    expect(data).toMatchObject({
      email: demoAccounts.patient.email,
      firstName: 'Youssef',
      lastName: 'Trabelsi',
      role: 'patient',
      patient: true,
      isAdmin: false,
      loggedInSecretaryInfo: null,
    });
    const guest = await browser(server());
    const anonymous = await guest.api.GET('/users/me');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a phone that is not Tunisian with a 400 naming the field, and stores a valid one in E.164 (docs/decisions/040)', async () => {
    const patient = await server().as(demoAccounts.patient.email);
    for (const phone of ['12 345 678', '+33612345678']) {
      const refused = await patient.api.PUT('/users/me', { body: { phone } });
      expect(refused.response.status).toBe(400);
      expect(refused.error).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(refused.error?.message).toContain('body/phone');
    }
    const saved = await patient.api.PUT('/users/me', { body: { phone: '00216 50-123-456' } });
    expect(saved.data?.phone).toBe('+21650123456');
  });

  it("updates the profile and keeps a doctor's search name in step with the new name", async () => {
    const doctor = await server().as(demoAccounts.doctor.email);
    const { data, response } = await doctor.api.PUT('/users/me', {
      body: { firstName: 'Kârim', phone: '+216 71 000 111', photoUrl: null },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ name: 'Kârim Ben Salah', phone: '+21671000111', photoUrl: null });
    const row = await server()
      .database.db.selectFrom('doctors')
      .select('search_name')
      .where('id', '=', data!._id)
      .executeTakeFirstOrThrow();
    expect(row.search_name).toBe('karim ben salah');

    const patient = await server().as(demoAccounts.patient.email);
    const birth = await patient.api.PUT('/users/me', { body: { birthDate: '1985-02-03', sexe: 'M' } });
    expect(birth.data).toMatchObject({ birthDate: '1985-02-03', sexe: 'M' });

    const empty = await patient.api.PUT('/users/me', { body: {} });
    expect(empty.response.status).toBe(400);
    expect(empty.error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('shows a user by id to themselves and to admins only', async () => {
    const patientId = await userId(demoAccounts.patient.email);
    const patient = await server().as(demoAccounts.patient.email);
    expect((await patient.api.GET('/users/{id}', { params: { path: { id: patientId } } })).data?._id).toBe(
      patientId,
    );
    const doctorId = await userId(demoAccounts.doctor.email);
    const other = await patient.api.GET('/users/{id}', { params: { path: { id: doctorId } } });
    expect(other.response.status).toBe(403);
    expect(other.error).toMatchObject({ code: 'FORBIDDEN' });

    const admin = await server().as(demoAccounts.admin.email);
    const seen = await admin.api.GET('/users/{id}', { params: { path: { id: doctorId } } });
    expect(seen.data).toMatchObject({ _id: doctorId, role: 'doctor' });
    const missing = await admin.api.GET('/users/{id}', { params: { path: { id: unknownId } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('changes the password: the current one must match, and other sessions end', async () => {
    const email = demoAccounts.secretary.email;
    const here = await browser(server());
    const elsewhere = await browser(server());
    for (const client of [here, elsewhere]) {
      const { data } = await client.api.POST('/auth/login', { body: { email, password: demoPassword } });
      client.api.tokens.set(data!.accessToken);
    }
    const accessToken = here.api.tokens.get();

    const wrong = await here.api.PUT('/users/me/password', {
      body: { currentPassword: 'not-my-password', newPassword: 'a-new-password-2026' },
    });
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    // Not a 401: the session survives a mistyped current password.
    expect(here.api.tokens.get()).toBe(accessToken);
    const changed = await here.api.PUT('/users/me/password', {
      body: { currentPassword: demoPassword, newPassword: 'a-new-password-2026' },
    });
    expect(changed.response.status).toBe(204);
    // docs/decisions/034: every access token of the old sign-ins stops at once, not at its expiry.
    for (const client of [elsewhere, here]) {
      const ended = await client.api.GET('/users/me');
      expect([ended.response.status, ended.error?.code, ended.error?.details]).toEqual([
        401,
        'UNAUTHENTICATED',
        { reason: 'SESSION_ENDED' },
      ]);
    }
    expect((await refresh(server(), elsewhere)).status).toBe(401);
    // This browser got a new sign-in with the change: one refresh and it goes on.
    const renewedHere = await refresh(server(), here);
    expect(renewedHere.status).toBe(200);
    here.api.tokens.set(((await renewedHere.json()) as { accessToken: string }).accessToken);
    expect((await here.api.GET('/users/me')).response.status).toBe(200);

    const later = await browser(server());
    const old = await later.api.POST('/auth/login', { body: { email, password: demoPassword } });
    expect(old.error).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const renewed = await later.api.POST('/auth/login', { body: { email, password: 'a-new-password-2026' } });
    expect(renewed.response.status).toBe(200);
  });
});
