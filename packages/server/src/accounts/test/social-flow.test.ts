import { decodeJwtPayload } from '@tabib/sdk';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app.js';
import { newId } from '../../platform/db/ids.js';
import type { LocalIdentity } from '../idp/local-idp.js';
import { testConfig } from '../../../test/helpers/config.js';
import { createCookieFetch, type CookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js';

/*
 * Back-office social sign-in end to end (docs/decisions/007; spec `/auth/google`, `/auth/google/callback`):
 * the real server with its local identity provider standing in for Google (OpenID) and Facebook (Facebook
 * Login's dialog and Graph API), driven over HTTP as a browser would, one redirect at a time. The
 * Facebook checks against a misbehaving Facebook are in facebook-login.test.ts. The flow has no SQL of its own beyond one upsert,
 * so it runs on PGlite only.
 */

const identities: LocalIdentity[] = [
  { subject: 'idp-admin', email: 'admin@tabib.test', emailVerified: true, password: 'admin-pass', name: 'A' },
  // The admin's address, but not verified by the provider: it must not open the admin's account.
  {
    subject: 'idp-unverified',
    email: 'admin@tabib.test',
    emailVerified: false,
    password: 'unverified-pass',
    name: 'U',
  },
  {
    subject: 'idp-doctor',
    email: 'docteur@tabib.test',
    emailVerified: true,
    password: 'doctor-pass',
    name: 'D',
  },
  {
    subject: 'idp-unknown',
    email: 'nobody@example.tn',
    emailVerified: true,
    password: 'unknown-pass',
    name: 'N',
  },
  {
    subject: 'idp-blocked',
    email: 'blocked-admin@tabib.test',
    emailVerified: true,
    password: 'blocked-pass',
    name: 'B',
  },
];

interface Server {
  origin: string;
  app: FastifyInstance;
  database: TestDatabase;
}

function useSocialServer(env: Record<string, string> = {}): () => Server {
  let server: Server | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase('pglite', 'seeded');
    const app = await buildServer(testConfig({ LOG_LEVEL: 'silent', ...env }), {
      database,
      localIdentities: identities,
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    server = { origin: address.replace('localhost', '127.0.0.1'), app, database };
  });
  afterAll(async () => {
    await server?.app.close();
    await server?.database.dispose();
  });
  return () => {
    if (!server) throw new Error('The server exists only inside tests and hooks.');
    return server;
  };
}

const get = (jar: CookieFetch, url: string) => jar.fetch(url, { redirect: 'manual' });

/** The Location of a redirect, absolute. */
function locationOf(response: Response, from: string): string {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`No redirect from ${from} (status ${response.status})`);
  return new URL(location, from).href;
}

interface Flow {
  jar: CookieFetch;
  /** Where the server sent the browser to sign in (the provider's authorization endpoint). */
  authorizationUrl: URL;
  /** The begin response, for its cookie. */
  begin: Response;
  /** The IdP's redirect to Tabib's callback, with code (or error) and state. */
  callbackUrl: string;
}

const formOf = (answer: { email: string; password: string } | 'cancel') =>
  answer === 'cancel'
    ? new URLSearchParams({ action: 'cancel' })
    : new URLSearchParams({ email: answer.email, password: answer.password, action: 'login' });

/** From the back office's button to the IdP's redirect back, stopping before the callback. */
async function throughIdp(
  server: Server,
  provider: 'google' | 'facebook',
  answer: { email: string; password: string } | 'cancel',
): Promise<Flow> {
  const jar = createCookieFetch();
  const beginUrl = `${server.origin}/v1/auth/${provider}`;
  const begin = await get(jar, beginUrl);
  expect(begin.status).toBe(302);
  const authorizationUrl = new URL(locationOf(begin, beginUrl));
  const callbackUrl =
    provider === 'facebook'
      ? await throughFacebookDialog(jar, authorizationUrl, answer)
      : await throughOpenIdProvider(jar, authorizationUrl, answer);
  expect(callbackUrl.startsWith(`${server.origin}/v1/auth/${provider}/callback?`)).toBe(true);
  return { jar, authorizationUrl, begin, callbackUrl };
}

/** The Facebook stand-in's login dialog: its form posts back to the dialog, which redirects to Tabib. */
async function throughFacebookDialog(
  jar: CookieFetch,
  authorizationUrl: URL,
  answer: { email: string; password: string } | 'cancel',
): Promise<string> {
  const page = await get(jar, authorizationUrl.href);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Connexion avec Facebook');
  const posted = await jar.fetch(authorizationUrl.href, {
    method: 'POST',
    body: formOf(answer),
    redirect: 'manual',
  });
  expect(posted.status).toBe(302);
  return locationOf(posted, authorizationUrl.href);
}

/** The Google stand-in (oidc-provider): authorization, interaction page, form, resume. */
async function throughOpenIdProvider(
  jar: CookieFetch,
  authorizationUrl: URL,
  answer: { email: string; password: string } | 'cancel',
): Promise<string> {
  const toInteraction = await get(jar, authorizationUrl.href);
  expect(toInteraction.status).toBe(303);
  const interactionUrl = locationOf(toInteraction, authorizationUrl.href);
  expect(new URL(interactionUrl).pathname).toMatch(/^\/idp\/interaction\//);

  const page = await get(jar, interactionUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post">');

  const posted = await jar.fetch(interactionUrl, {
    method: 'POST',
    body: formOf(answer),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const resumeUrl = locationOf(posted, interactionUrl);

  const resumed = await get(jar, resumeUrl);
  expect(resumed.status).toBe(303);
  return locationOf(resumed, resumeUrl);
}

/** The callback's redirect to the back office's completion page, as its query parameters. */
async function callback(jar: CookieFetch, url: string) {
  const response = await get(jar, url);
  expect(response.status).toBe(302);
  const target = new URL(locationOf(response, url));
  return { response, target, params: Object.fromEntries(target.searchParams) };
}

const adminId = async (server: Server, email = 'admin@tabib.test') =>
  (
    await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const identityRows = (server: Server) =>
  server.database.db
    .selectFrom('user_identities')
    .select(['user_id', 'provider', 'subject'])
    .orderBy('provider')
    .execute();

describe('back-office social sign-in through the local identity provider', () => {
  const server = useSocialServer({ LOCAL_IDP: 'on' });

  beforeAll(async () => {
    await server()
      .database.db.insertInto('users')
      .values({
        id: newId(),
        email: 'blocked-admin@tabib.test',
        role: 'admin',
        first_name: 'Bloqué',
        last_name: 'Admin',
        blocked: true,
      })
      .execute();
  });

  describe('begin', () => {
    it('sends the browser to the provider with PKCE S256, state and nonce, kept in a Lax attempt cookie', async () => {
      const { origin } = server();
      const jar = createCookieFetch();
      const begin = await get(jar, `${origin}/v1/auth/google`);
      expect(begin.status).toBe(302);
      const url = new URL(begin.headers.get('location') ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${origin}/idp/auth`);
      expect(url.searchParams.get('client_id')).toBe('google');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('scope')).toBe('openid email');
      expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/v1/auth/google/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);

      const cookie = begin.headers.getSetCookie().find((line) => line.startsWith('tabib_social='));
      expect(cookie).toMatch(/; Max-Age=600/);
      expect(cookie).toMatch(/; Path=\/v1\/auth/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      // Encrypted: neither the state nor the verifier can be read from it.
      expect(cookie).not.toContain(url.searchParams.get('state'));
    });

    it('each attempt has its own state, nonce and verifier', async () => {
      const { origin } = server();
      const first = new URL(
        (await get(createCookieFetch(), `${origin}/v1/auth/google`)).headers.get('location') ?? '',
      );
      const second = new URL(
        (await get(createCookieFetch(), `${origin}/v1/auth/google`)).headers.get('location') ?? '',
      );
      for (const name of ['state', 'nonce', 'code_challenge']) {
        expect(first.searchParams.get(name)).not.toBe(second.searchParams.get(name));
      }
    });

    it('sends Facebook sign-in to the Facebook stand-in’s login dialog: code, state and PKCE S256, no OpenID', async () => {
      const { origin } = server();
      const begin = await get(createCookieFetch(), `${origin}/v1/auth/facebook`);
      expect(begin.status).toBe(302);
      const url = new URL(begin.headers.get('location') ?? '');
      expect(`${url.origin}${url.pathname}`).toBe(`${origin}/idp/facebook/dialog/oauth`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'facebook',
        redirect_uri: `${origin}/v1/auth/facebook/callback`,
        state: expect.stringMatching(/^[\w-]{43}$/),
        response_type: 'code',
        scope: 'email',
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
      });
    });
  });

  describe('the local IdP sign-in page', () => {
    it('is an accessible French form, and refuses a password that is not the identity’s', async () => {
      const { origin } = server();
      const jar = createCookieFetch();
      const begin = await get(jar, `${origin}/v1/auth/google`);
      const authorization = locationOf(begin, origin);
      const interactionUrl = locationOf(await get(jar, authorization), authorization);
      const page = await (await get(jar, interactionUrl)).text();
      expect(page).toContain('<html lang="fr"');
      expect(page).toContain('<label for="email">');
      expect(page).toContain('<input id="email" name="email" type="email"');
      expect(page).toContain('<label for="password">');
      expect(page).toContain('Connexion avec Google');

      const refused = await jar.fetch(interactionUrl, {
        method: 'POST',
        body: new URLSearchParams({
          email: 'admin@tabib.test',
          password: 'Tabib-Demo-2026',
          action: 'login',
        }),
        redirect: 'manual',
      });
      expect(refused.status).toBe(401);
      const html = await refused.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('aria-describedby="login-error"');
      expect(html).toContain('value="admin@tabib.test"');
    });

    it('an unknown interaction is a 404 page, not an error', async () => {
      const response = await get(createCookieFetch(), `${server().origin}/idp/interaction/unknown-uid`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Connexion expirée');
    });
  });

  describe('callback', () => {
    it('signs the admin in with Google: access token, browser-session refresh cookie, identity recorded', async () => {
      const s = server();
      const flow = await throughIdp(s, 'google', { email: 'admin@tabib.test', password: 'admin-pass' });
      const { response, target, params } = await callback(flow.jar, flow.callbackUrl);

      expect(`${target.origin}${target.pathname}`).toBe(`${s.origin}/admin/auth/social`);
      expect(Object.keys(params)).toEqual(['accessToken']);
      const id = await adminId(s);
      expect(decodeJwtPayload(params.accessToken ?? '')).toMatchObject({ sub: id, role: 'admin' });

      const refreshCookie = response.headers.getSetCookie().find((line) => line.startsWith('tabib_refresh='));
      expect(refreshCookie).toMatch(/; Path=\/v1\/auth/);
      expect(refreshCookie).toMatch(/; HttpOnly/);
      expect(refreshCookie).not.toMatch(/Max-Age/);
      expect(flow.jar.get('tabib_refresh')).toMatch(/^s\./);
      // The attempt is used up.
      expect(flow.jar.get('tabib_social')).toBeUndefined();

      expect(await identityRows(s)).toContainEqual({ user_id: id, provider: 'google', subject: 'idp-admin' });

      // What the SDK's completeSocialSignIn does next (requirements §4 social flow): GET {user api base}/{sub}.
      const user = await fetch(`${s.origin}/v1/users/${id}`, {
        headers: { authorization: `Bearer ${params.accessToken}` },
      });
      expect(user.status).toBe(200);
      expect(await user.json()).toMatchObject({ _id: id, email: 'admin@tabib.test', role: 'admin' });
    });

    it('signs the admin in with Facebook too', async () => {
      const s = server();
      const flow = await throughIdp(s, 'facebook', { email: 'admin@tabib.test', password: 'admin-pass' });
      expect(flow.authorizationUrl.searchParams.get('client_id')).toBe('facebook');
      const { params, response } = await callback(flow.jar, flow.callbackUrl);
      expect(response.headers.getSetCookie().some((line) => line.startsWith('tabib_refresh='))).toBe(true);
      const id = await adminId(s);
      expect(decodeJwtPayload(params.accessToken ?? '')).toMatchObject({ sub: id, role: 'admin' });
      expect(await identityRows(s)).toContainEqual({
        user_id: id,
        provider: 'facebook',
        subject: 'idp-admin',
      });
    });

    // Facebook's /me leaves out an e-mail it does not hold as valid: the unverified case there has none.
    it.each(
      (['google', 'facebook'] as const).flatMap((provider) =>
        (
          [
            ['an e-mail the provider has not verified', 'SOCIAL_EMAIL_NOT_VERIFIED', 'unverified-pass'],
            ['the e-mail of a doctor (not an admin)', 'SOCIAL_ACCOUNT_NOT_FOUND', 'doctor-pass'],
            ['an e-mail of no account', 'SOCIAL_ACCOUNT_NOT_FOUND', 'unknown-pass'],
            ['the e-mail of a blocked admin', 'ACCOUNT_BLOCKED', 'blocked-pass'],
          ] as const
        ).map(([what, code, password]) => [provider, what, code, password] as const),
      ),
    )('%s: refuses %s: error=%s, no session, no identity', async (provider, _case, code, password) => {
      const s = server();
      const email = identities.find((identity) => identity.password === password)?.email ?? '';
      const before = await identityRows(s);
      const flow = await throughIdp(s, provider, { email, password });
      const { target, params } = await callback(flow.jar, flow.callbackUrl);
      expect(`${target.origin}${target.pathname}`).toBe(`${s.origin}/admin/auth/social`);
      expect(params).toEqual({ error: code });
      expect(flow.jar.get('tabib_refresh')).toBeUndefined();
      expect(await identityRows(s)).toEqual(before);
    });

    it('refuses a tampered state, and a callback without the attempt cookie', async () => {
      const s = server();
      const flow = await throughIdp(s, 'google', { email: 'admin@tabib.test', password: 'admin-pass' });
      const tampered = new URL(flow.callbackUrl);
      tampered.searchParams.set('state', 'x'.repeat(43));
      expect((await callback(flow.jar, tampered.href)).params).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });

      const other = await throughIdp(s, 'google', { email: 'admin@tabib.test', password: 'admin-pass' });
      expect((await callback(createCookieFetch(), other.callbackUrl)).params).toEqual({
        error: 'SOCIAL_STATE_MISMATCH',
      });
      // An attempt begun for Facebook does not complete at Google's callback.
      const facebook = await throughIdp(s, 'facebook', { email: 'admin@tabib.test', password: 'admin-pass' });
      const crossed = new URL(facebook.callbackUrl);
      crossed.pathname = '/v1/auth/google/callback';
      expect((await callback(facebook.jar, crossed.href)).params).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });
    });

    it.each(['google', 'facebook'] as const)('%s: a replayed callback signs nobody in', async (provider) => {
      const s = server();
      const flow = await throughIdp(s, provider, { email: 'admin@tabib.test', password: 'admin-pass' });
      const attemptCookie = flow.jar.get('tabib_social') ?? '';
      expect((await callback(flow.jar, flow.callbackUrl)).params).toHaveProperty('accessToken');

      // The same browser: the attempt cookie is gone.
      expect((await callback(flow.jar, flow.callbackUrl)).params).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });
      // Someone who kept the cookie too: the provider refuses the used code.
      const thief = createCookieFetch();
      thief.set('tabib_social', attemptCookie, '/v1/auth');
      expect((await callback(thief, flow.callbackUrl)).params).toEqual({ error: 'SOCIAL_PROVIDER_ERROR' });
      expect(thief.get('tabib_refresh')).toBeUndefined();
    });

    it.each(['google', 'facebook'] as const)(
      '%s: a person who cancels at the provider comes back with SOCIAL_CANCELLED',
      async (provider) => {
        const s = server();
        const flow = await throughIdp(s, provider, 'cancel');
        expect(new URL(flow.callbackUrl).searchParams.get('error')).toBe('access_denied');
        expect((await callback(flow.jar, flow.callbackUrl)).params).toEqual({ error: 'SOCIAL_CANCELLED' });
      },
    );

    it('any other provider error is SOCIAL_PROVIDER_ERROR', async () => {
      const s = server();
      const jar = createCookieFetch();
      const begin = await get(jar, `${s.origin}/v1/auth/facebook`);
      const state = new URL(begin.headers.get('location') ?? '').searchParams.get('state') ?? '';
      const url = `${s.origin}/v1/auth/facebook/callback?error=server_error&state=${state}`;
      expect((await callback(jar, url)).params).toEqual({ error: 'SOCIAL_PROVIDER_ERROR' });
    });
  });
});

describe('back-office social sign-in without any provider', () => {
  const server = useSocialServer({ LOCAL_IDP: 'off' });

  it('begin answers 503 NOT_CONFIGURED and the callback redirects with error=NOT_CONFIGURED', async () => {
    const { origin } = server();
    const begin = await get(createCookieFetch(), `${origin}/v1/auth/google`);
    expect(begin.status).toBe(503);
    expect(await begin.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
    const { params } = await callback(
      createCookieFetch(),
      `${origin}/v1/auth/facebook/callback?code=x&state=y`,
    );
    expect(params).toEqual({ error: 'NOT_CONFIGURED' });
    expect((await get(createCookieFetch(), `${origin}/idp/.well-known/openid-configuration`)).status).toBe(
      404,
    );
  });
});
