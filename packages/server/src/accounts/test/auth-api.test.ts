import { decodeJwtPayload } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts.js';
import { useApiServer, type TestClient } from '../../../test/helpers/api.js';
import { backends } from '../../../test/helpers/db.js';
import { browser, refresh, setCookieLine } from './browser.js';

const start = '2026-11-21T10:00:00.000Z';
const startSeconds = Date.parse(start) / 1000;

// Each describe has its own server, so the per-address rate limits (login 10/min, register 5/min)
// count only the calls made here.
describe.each(backends)('sign-in, refresh and logout over HTTP on %s', (backend) => {
  const server = useApiServer(backend, { now: start });

  async function specialtyAndCity() {
    const { db } = server().database;
    const specialty = await db
      .selectFrom('specialties')
      .select('id')
      .orderBy('name_fr')
      .executeTakeFirstOrThrow();
    const city = await db.selectFrom('locations').select('id').orderBy('label').executeTakeFirstOrThrow();
    return { specialty: specialty.id, city: city.id };
  }

  it('registers a patient: 201, a session user, the refresh cookie; the same e-mail again is 409', async () => {
    const client = await browser(server());
    const body = {
      role: 'patient' as const,
      email: 'Amira.Haddad@Example.tn',
      password: 'correct horse 42',
      firstName: 'Amira',
      lastName: 'Haddad',
      phone: '+216 22 123 456',
      sexe: 'F' as const,
      birthDate: '1990-04-12',
    };
    const { data, response } = await client.api.POST('/auth/register', { body });
    expect(response.status).toBe(201);
    expect(data?.refreshToken).toBeNull();
    expect(data?.user).toMatchObject({
      email: 'amira.haddad@example.tn',
      name: 'Amira Haddad',
      role: 'patient',
      patient: true,
      doctor: null,
      phone: '+21622123456',
      sexe: 'F',
      birthDate: '1990-04-12',
      createdAt: start,
    });
    const cookie = setCookieLine(response, 'tabib_refresh');
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).toMatch(/; Path=\/v1\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).not.toMatch(/; Secure/);
    // Decision 020: a script-readable hint with the same lifetime says "this browser holds a session".
    const hint = setCookieLine(response, 'tabib_session');
    expect(hint).toMatch(/^tabib_session=1; Max-Age=2592000; Path=\/; SameSite=Strict$/);

    const again = await client.api.POST('/auth/register', {
      body: { ...body, email: 'amira.haddad@example.tn' },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('registers a doctor unverified, and requires a specialty and a city', async () => {
    const client = await browser(server());
    const body = {
      role: 'doctor' as const,
      email: 'dr.mejri@example.tn',
      password: 'stethoscope-2026',
      firstName: 'Hédi',
      lastName: 'Mejri',
    };
    const missing = await client.api.POST('/auth/register', { body });
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'VALIDATION_FAILED' });

    const place = await specialtyAndCity();
    const { data, response } = await client.api.POST('/auth/register', { body: { ...body, ...place } });
    expect(response.status).toBe(201);
    expect(data?.user.role).toBe('doctor');
    expect(data?.user.doctor).toMatchObject({
      _id: data?.user._id,
      isVerified: false,
      isActive: true,
      fee: 0,
    });
    expect(data?.user.doctorSpecialty?._id).toBe(place.specialty);
    const row = await server()
      .database.db.selectFrom('doctors')
      .select('search_name')
      .where('id', '=', data!.user._id)
      .executeTakeFirstOrThrow();
    expect(row.search_name).toBe('hedi mejri');
  });

  it('logs in with an access token carrying sub, exp and role; wrong credentials say neither part', async () => {
    const client = await browser(server());
    const { data, response } = await client.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword },
    });
    expect(response.status).toBe(200);
    expect(data?.user.email).toBe(demoAccounts.patient.email);
    const claims = decodeJwtPayload(data!.accessToken);
    expect(claims).toMatchObject({ sub: data?.user._id, role: 'patient', exp: startSeconds + 900 });

    const wrongPassword = await client.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: 'not-the-password' },
    });
    const unknownEmail = await client.api.POST('/auth/login', {
      body: { email: 'nobody@tabib.test', password: demoPassword },
    });
    for (const attempt of [wrongPassword, unknownEmail]) {
      expect(attempt.response.status).toBe(401);
      expect(attempt.error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'The e-mail or the password is not correct.',
      });
    }
  });

  it('rotates the refresh cookie; the old one presented again revokes the family (REFRESH_REUSED)', async () => {
    const client = await browser(server());
    await client.api.POST('/auth/login', {
      body: { email: demoAccounts.doctor.email, password: demoPassword },
    });
    const first = client.cookies.get('tabib_refresh')!;

    const rotated = await refresh(server(), client);
    expect(rotated.status).toBe(200);
    const { accessToken } = (await rotated.json()) as { accessToken: string };
    expect(decodeJwtPayload(accessToken)).toMatchObject({ role: 'doctor', exp: startSeconds + 900 });
    const second = client.cookies.get('tabib_refresh')!;
    expect(second).not.toBe(first);

    client.cookies.set('tabib_refresh', first, '/v1/auth');
    const reused = await refresh(server(), client);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: 'REFRESH_REUSED' });

    client.cookies.set('tabib_refresh', second, '/v1/auth');
    const revoked = await refresh(server(), client);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('logs out: 204, the cookie cleared, the session revoked; 204 also without a session', async () => {
    const client = await browser(server());
    const { data: signedIn } = await client.api.POST('/auth/login', {
      body: { email: demoAccounts.secretary.email, password: demoPassword },
    });
    client.api.tokens.set(signedIn!.accessToken);
    expect((await client.api.GET('/users/me')).response.status).toBe(200);
    const token = client.cookies.get('tabib_refresh')!;

    const { response } = await client.api.POST('/auth/logout');
    expect(response.status).toBe(204);
    // docs/decisions/034: the access token of the ended sign-in is refused at once.
    const afterLogout = await client.api.GET('/users/me');
    expect([afterLogout.response.status, afterLogout.error?.details]).toEqual([
      401,
      { reason: 'SESSION_ENDED' },
    ]);
    expect(setCookieLine(response, 'tabib_refresh')).toMatch(/^tabib_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect(client.cookies.get('tabib_refresh')).toBeUndefined();
    // Decision 020: the session hint goes with the refresh cookie.
    expect(setCookieLine(response, 'tabib_session')).toMatch(/^tabib_session=;.*Expires=Thu, 01 Jan 1970/);

    client.cookies.set('tabib_refresh', token, '/v1/auth');
    const after = await refresh(server(), client);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const guest = await browser(server());
    expect((await guest.api.POST('/auth/logout')).response.status).toBe(204);
    const noCookie = await refresh(server(), guest);
    expect(noCookie.status).toBe(401);
    expect(await noCookie.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('rejects a POST without the XSRF header or with a wrong one (403 XSRF_MISMATCH)', async () => {
    const client = await browser(server());
    const url = `${server().origin}/v1/auth/login`;
    const body = JSON.stringify({ email: demoAccounts.patient.email, password: demoPassword });
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'x-xsrf-token': 'forged' },
    ];
    for (const headers of attempts) {
      const response = await client.cookies.fetch(url, { method: 'POST', headers, body });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'XSRF_MISMATCH' });
    }
  });

  it('returns the XSRF cookie value from GET /auth/xsrf, and keeps an existing one', async () => {
    const client = await browser(server());
    const { data } = await client.api.GET('/auth/xsrf');
    expect(data?.xsrfToken).toBe(client.cookies.get('XSRF-TOKEN'));

    const fresh = await fetch(`${server().origin}/v1/auth/xsrf`);
    const { xsrfToken } = (await fresh.json()) as { xsrfToken: string };
    expect(fresh.headers.getSetCookie().filter((line) => line.startsWith('XSRF-TOKEN='))).toEqual([
      expect.stringMatching(new RegExp(`^XSRF-TOKEN=${xsrfToken};`)),
    ]);
  });

  it('admin login admits only admins; remember gives a persistent cookie, else a session cookie', async () => {
    const client = await browser(server());
    const patient = await client.api.POST('/auth/admin/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword, remember: false },
    });
    expect(patient.response.status).toBe(401);
    expect(patient.error).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const admin = await client.api.POST('/auth/admin/login', {
      body: { email: demoAccounts.admin.email, password: demoPassword, remember: false },
    });
    expect(admin.response.status).toBe(200);
    expect(admin.data?.user).toMatchObject({ role: 'admin', isAdmin: true });
    expect(setCookieLine(admin.response, 'tabib_refresh')).not.toMatch(/Max-Age|Expires/);
    // The rotated cookie of a session-cookie family is a session cookie again.
    expect(setCookieLine(await refresh(server(), client), 'tabib_refresh')).not.toMatch(/Max-Age|Expires/);

    const remembered = await client.api.POST('/auth/admin/login', {
      body: { email: demoAccounts.admin.email, password: demoPassword, remember: true },
    });
    expect(setCookieLine(remembered.response, 'tabib_refresh')).toMatch(/; Max-Age=2592000/);

    const adminOnMemberLogin = await client.api.POST('/auth/login', {
      body: { email: demoAccounts.admin.email, password: demoPassword },
    });
    expect(adminOnMemberLogin.error).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('tells a blocked account 403 ACCOUNT_BLOCKED on login and on refresh', async () => {
    const client = await browser(server());
    await client.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword },
    });
    const { db } = server().database;
    await db
      .updateTable('users')
      .set({ blocked: true })
      .where('email', '=', demoAccounts.patient.email)
      .execute();
    try {
      const refused = await refresh(server(), client);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
      const login = await client.api.POST('/auth/login', {
        body: { email: demoAccounts.patient.email, password: demoPassword },
      });
      expect(login.response.status).toBe(403);
      expect(login.error).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    } finally {
      await db
        .updateTable('users')
        .set({ blocked: false })
        .where('email', '=', demoAccounts.patient.email)
        .execute();
    }
  });

  it('answers social sign-in with 503 NOT_CONFIGURED and sends callbacks back with the error', async () => {
    const client = await browser(server());
    const begin = await client.api.GET('/auth/google');
    expect(begin.response.status).toBe(503);
    expect(begin.error).toMatchObject({ code: 'NOT_CONFIGURED' });
    expect((await client.api.GET('/auth/facebook')).error).toMatchObject({ code: 'NOT_CONFIGURED' });

    const callback = await fetch(`${server().origin}/v1/auth/facebook/callback?code=abc&state=xyz`, {
      redirect: 'manual',
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe(
      `${server().origin}/admin/auth/social?error=NOT_CONFIGURED`,
    );
  });
});

describe.each(backends)('login rate limit on %s', (backend) => {
  const server = useApiServer(backend, { state: 'migrated', now: start });

  it('answers the 11th login within a minute with 429 RATE_LIMITED', async () => {
    const client = await browser(server());
    const body = { email: 'nobody@tabib.test', password: 'guess' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { response } = await client.api.POST('/auth/login', { body });
      expect(response.status).toBe(401);
    }
    const { response, error } = await client.api.POST('/auth/login', { body });
    expect(response.status).toBe(429);
    expect(error).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe.each(backends)('decision 033: signing in while signed in switches accounts on %s', (backend) => {
  const server = useApiServer(backend, { now: start });

  /** A sign-in sent as a client that attaches whatever Bearer it holds (not the SDK, which sends none). */
  const signInWithBearer = (client: TestClient, path: string, token: string, body: unknown) =>
    client.cookies.fetch(`${server().origin}/v1${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: JSON.stringify(body),
    });

  it('a signed-in patient logs in as the doctor: 200, and the patient session is revoked', async () => {
    const client = await browser(server());
    await client.api.POST('/auth/login', {
      body: { email: demoAccounts.patient.email, password: demoPassword },
    });
    // The SDK kept the token of the answer.
    const patientToken = client.api.tokens.get()!;
    expect(decodeJwtPayload(patientToken)).toMatchObject({ role: 'patient' });
    const patientRefresh = client.cookies.get('tabib_refresh')!;

    const response = await signInWithBearer(client, '/auth/login', patientToken, {
      email: demoAccounts.doctor.email,
      password: demoPassword,
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { accessToken: string; user: { email: string } };
    expect(session.user.email).toBe(demoAccounts.doctor.email);
    expect(decodeJwtPayload(session.accessToken)).toMatchObject({ role: 'doctor' });
    expect(client.cookies.get('tabib_refresh')).not.toBe(patientRefresh);

    const doctorRefresh = await refresh(server(), client);
    expect(doctorRefresh.status).toBe(200);

    client.cookies.set('tabib_refresh', patientRefresh, '/v1/auth');
    const revoked = await refresh(server(), client);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('wrong credentials while signed in: 401, and the current session still refreshes', async () => {
    const client = await browser(server());
    await client.api.POST('/auth/login', {
      body: { email: demoAccounts.secretary.email, password: demoPassword },
    });
    const response = await signInWithBearer(client, '/auth/login', client.api.tokens.get()!, {
      email: demoAccounts.doctor.email,
      password: 'not-the-password',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await refresh(server(), client)).status).toBe(200);
  });

  it('a signed-in doctor registers a new patient account (201) and an admin signs in at the back office', async () => {
    const client = await browser(server());
    await client.api.POST('/auth/login', {
      body: { email: demoAccounts.doctor.email, password: demoPassword },
    });
    const registered = await signInWithBearer(client, '/auth/register', client.api.tokens.get()!, {
      role: 'patient',
      email: 'switch-033@tabib.test',
      password: demoPassword,
      firstName: 'Salma',
      lastName: 'Gharbi',
    });
    expect(registered.status).toBe(201);
    const { accessToken } = (await registered.json()) as { accessToken: string };
    expect(decodeJwtPayload(accessToken)).toMatchObject({ role: 'patient' });

    const admin = await signInWithBearer(client, '/auth/admin/login', accessToken, {
      email: demoAccounts.admin.email,
      password: demoPassword,
    });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toMatchObject({ user: { email: demoAccounts.admin.email } });
  });
});
