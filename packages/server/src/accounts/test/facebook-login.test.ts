import { createHash, createHmac } from 'node:crypto';
import { decodeJwtPayload } from '@tabib/sdk';
import { describe, expect, it } from 'vitest';
import { createFacebookLogin, type FacebookLogin } from '../facebook-login.js';
import { sealAttempt } from '../social-state.js';
import { TEST_JWT_SECRET } from '../../../test/helpers/config.js';
import { createCookieFetch, type CookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { APP, DIALOG_PATH, GRAPH_PATH, identities, useFacebookStandIn } from './facebook-stand-in-setup.js';

/*
 * Back-office sign-in with Facebook Login's manually built flow (docs/decisions/018-back-office.md,
 * "Facebook") against a stand-in of Facebook's documented endpoints on a port of its own, reached over
 * the network as Facebook would be: the dialog, `oauth/access_token`, `debug_token` and `/me`. A hook on
 * the stand-in can alter its answers, to play a Facebook whose token is for another app, no longer
 * valid, or of another person. PGlite only: the flow's one SQL statement is a plain upsert.
 */

const { standIn, tabibOrigin, database } = useFacebookStandIn();

const get = (jar: CookieFetch, url: string) => jar.fetch(url, { redirect: 'manual' });

function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (location === null) throw new Error(`No redirect (status ${response.status})`);
  return location;
}

/** The Facebook dialog answered with these credentials: Facebook's redirect back to Tabib. */
async function signInAtDialog(jar: CookieFetch, dialogUrl: string, password: string): Promise<URL> {
  const identity = identities.find((candidate) => candidate.password === password);
  const posted = await jar.fetch(dialogUrl, {
    method: 'POST',
    body: new URLSearchParams({ email: identity?.email ?? '', password, action: 'login' }),
    redirect: 'manual',
  });
  expect(posted.status).toBe(302);
  return new URL(locationOf(posted));
}

/** From the back office's Facebook button to Facebook's redirect back (not yet followed). */
async function throughFacebook(password = 'admin-pass') {
  const jar = createCookieFetch();
  const begin = await get(jar, `${tabibOrigin()}/v1/auth/facebook`);
  expect(begin.status).toBe(302);
  const dialogUrl = new URL(locationOf(begin));
  const callbackUrl = await signInAtDialog(jar, dialogUrl.href, password);
  return { jar, dialogUrl, callbackUrl };
}

/** The callback's redirect to the back office's completion page, as its query parameters. */
async function callback(jar: CookieFetch, url: URL | string) {
  const response = await get(jar, url.toString());
  expect(response.status).toBe(302);
  const target = new URL(locationOf(response));
  expect(`${target.origin}${target.pathname}`).toBe(`${tabibOrigin()}/admin/auth/social`);
  return Object.fromEntries(target.searchParams);
}

const adminId = async () =>
  (
    await database()
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@tabib.test')
      .executeTakeFirstOrThrow()
  ).id;

const facebookIdentities = () =>
  database()
    .db.selectFrom('user_identities')
    .select(['user_id', 'subject'])
    .where('provider', '=', 'facebook')
    .execute();

describe('Facebook Login (manually built flow) through the back office', () => {
  it('begins at Facebook’s login dialog with the app id, the callback, state and PKCE S256', async () => {
    const jar = createCookieFetch();
    const begin = await get(jar, `${tabibOrigin()}/v1/auth/facebook`);
    const dialogUrl = new URL(locationOf(begin));
    expect(`${dialogUrl.origin}${dialogUrl.pathname}`).toBe(`${standIn.origin}${DIALOG_PATH}`);
    expect(Object.fromEntries(dialogUrl.searchParams)).toEqual({
      client_id: APP.id,
      redirect_uri: `${tabibOrigin()}/v1/auth/facebook/callback`,
      state: expect.stringMatching(/^[\w-]{43}$/),
      response_type: 'code',
      scope: 'email',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(jar.get('tabib_social')).toBeDefined();
  });

  it('signs the admin in: code exchanged with secret and verifier, token inspected, /me read with appsecret_proof', async () => {
    const { jar, callbackUrl } = await throughFacebook();
    // Facebook's redirect: the code and the state, and the fragment browsers keep to themselves.
    expect(callbackUrl.hash).toBe('#_=_');
    const params = await callback(jar, callbackUrl);

    const id = await adminId();
    expect(Object.keys(params)).toEqual(['accessToken']);
    expect(decodeJwtPayload(params.accessToken ?? '')).toMatchObject({ sub: id, role: 'admin' });
    expect(jar.get('tabib_refresh')).toMatch(/^s\./);
    expect(jar.get('tabib_social')).toBeUndefined();
    expect(await facebookIdentities()).toEqual([{ user_id: id, subject: '10160000000000001' }]);

    const [exchange, inspection, me] = standIn.calls;
    expect(standIn.calls.map((call) => [call.path, call.status])).toEqual([
      ['/oauth/access_token', 200],
      ['/debug_token', 200],
      ['/me', 200],
    ]);
    expect(exchange?.query).toEqual({
      client_id: APP.id,
      client_secret: APP.secret,
      redirect_uri: `${tabibOrigin()}/v1/auth/facebook/callback`,
      code: callbackUrl.searchParams.get('code'),
      code_verifier: expect.stringMatching(/^[\w-]{43}$/),
    });
    const accessToken = inspection?.query.input_token ?? '';
    expect(accessToken).toMatch(/^EAA/);
    expect(inspection?.query.access_token).toBe(`${APP.id}|${APP.secret}`);
    expect(me?.query).toEqual({
      fields: 'id,email',
      access_token: accessToken,
      appsecret_proof: createHmac('sha256', APP.secret).update(accessToken).digest('hex'),
    });

    const user = await fetch(`${tabibOrigin()}/v1/users/${id}`, {
      headers: { authorization: `Bearer ${params.accessToken}` },
    });
    expect(user.status).toBe(200);
  });

  it('refuses a missing state, another state and a replayed state with SOCIAL_STATE_MISMATCH', async () => {
    const { jar, callbackUrl } = await throughFacebook();
    const withoutState = new URL(callbackUrl);
    withoutState.searchParams.delete('state');
    expect(await callback(jar, withoutState)).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });

    const second = await throughFacebook();
    const otherState = new URL(second.callbackUrl);
    otherState.searchParams.set('state', 'x'.repeat(43));
    expect(await callback(second.jar, otherState)).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });

    const third = await throughFacebook();
    const attemptCookie = third.jar.get('tabib_social') ?? '';
    expect(await callback(third.jar, third.callbackUrl)).toHaveProperty('accessToken');
    // Replayed in the same browser: the attempt is used up.
    expect(await callback(third.jar, third.callbackUrl)).toEqual({ error: 'SOCIAL_STATE_MISMATCH' });
    // Replayed with a copy of the attempt cookie: Facebook refuses the used code.
    const thief = createCookieFetch();
    thief.set('tabib_social', attemptCookie, '/v1/auth');
    expect(await callback(thief, third.callbackUrl)).toEqual({ error: 'SOCIAL_PROVIDER_ERROR' });
    expect(standIn.calls.at(-1)).toMatchObject({ path: '/oauth/access_token', status: 400 });
    expect(thief.get('tabib_refresh')).toBeUndefined();
  });

  it('refuses a code whose PKCE verifier is not the one of its challenge (SOCIAL_PROVIDER_ERROR)', async () => {
    const { jar, callbackUrl } = await throughFacebook();
    // The attempt as the browser holds it, but with another verifier: what a stolen code comes with.
    const forged = await sealAttempt(
      {
        provider: 'facebook',
        state: callbackUrl.searchParams.get('state') ?? '',
        codeVerifier: 'v'.repeat(43),
      },
      TEST_JWT_SECRET,
      new Date(),
    );
    jar.set('tabib_social', forged, '/v1/auth');
    expect(await callback(jar, callbackUrl)).toEqual({ error: 'SOCIAL_PROVIDER_ERROR' });
    expect(standIn.calls.map((call) => [call.path, call.status])).toEqual([['/oauth/access_token', 400]]);
    expect(jar.get('tabib_refresh')).toBeUndefined();
  });

  it.each([
    ['a token of another app', 'debug_token', { app_id: '5550001112223334' }],
    ['a token Facebook says is not valid', 'debug_token', { is_valid: false }],
    ['a token of no user', 'debug_token', { user_id: undefined }],
    ['a /me of another person than the token’s', 'me', { id: '10169999999999999' }],
  ] as const)('refuses %s (SOCIAL_PROVIDER_ERROR), no session', async (_case, where, change) => {
    standIn.tamper = (path, body) => {
      if (path === '/debug_token' && where === 'debug_token') {
        return { data: { ...(body.data as Record<string, unknown>), ...change } };
      }
      return path === '/me' && where === 'me' ? { ...body, ...change } : body;
    };
    const before = await facebookIdentities();
    const { jar, callbackUrl } = await throughFacebook();
    expect(await callback(jar, callbackUrl)).toEqual({ error: 'SOCIAL_PROVIDER_ERROR' });
    expect(jar.get('tabib_refresh')).toBeUndefined();
    expect(await facebookIdentities()).toEqual(before);
  });

  it('refuses a person for whom Facebook gives no e-mail with SOCIAL_EMAIL_NOT_VERIFIED', async () => {
    const { jar, callbackUrl } = await throughFacebook('no-email-pass');
    expect(await callback(jar, callbackUrl)).toEqual({ error: 'SOCIAL_EMAIL_NOT_VERIFIED' });
    expect(standIn.calls.at(-1)).toMatchObject({ path: '/me', status: 200 });
    expect(jar.get('tabib_refresh')).toBeUndefined();
  });

  it('a person who cancels at the dialog comes back with SOCIAL_CANCELLED', async () => {
    const jar = createCookieFetch();
    const dialogUrl = locationOf(await get(jar, `${tabibOrigin()}/v1/auth/facebook`));
    const posted = await jar.fetch(dialogUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    const back = new URL(locationOf(posted));
    expect(back.searchParams.get('error_reason')).toBe('user_denied');
    expect(await callback(jar, back)).toEqual({ error: 'SOCIAL_CANCELLED' });
    expect(standIn.calls).toEqual([]);
  });
});

describe('createFacebookLogin: which check refuses', () => {
  const redirectUri = () => `${tabibOrigin()}/v1/auth/facebook/callback`;
  const login = (appSecret = APP.secret): FacebookLogin =>
    createFacebookLogin({
      dialogUrl: `${standIn.origin}${DIALOG_PATH}`,
      graphUrl: `${standIn.origin}${GRAPH_PATH}`,
      appId: APP.id,
      appSecret,
      fetch,
    });
  const verifier = 'a'.repeat(43);

  /** A code from the dialog, for the admin, with the challenge of `verifier`. */
  const code = async (password = 'admin-pass') => {
    const url = login().authorizationUrl({
      redirectUri: redirectUri(),
      state: 's',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    return (await signInAtDialog(createCookieFetch(), url.href, password)).searchParams.get('code') ?? '';
  };

  it('answers the person’s app-scoped id and e-mail, and no e-mail when Facebook has none', async () => {
    await expect(
      login().person({ code: await code(), redirectUri: redirectUri(), codeVerifier: verifier }),
    ).resolves.toEqual({ subject: '10160000000000001', email: 'admin@tabib.test' });
    await expect(
      login().person({
        code: await code('no-email-pass'),
        redirectUri: redirectUri(),
        codeVerifier: verifier,
      }),
    ).resolves.toEqual({ subject: '10160000000000002', email: undefined });
  });

  it.each([
    ['a wrong verifier', 'code_exchange_failed', {}, { codeVerifier: 'b'.repeat(43) }],
    ['a wrong app secret', 'code_exchange_failed', { secret: 'not-the-secret' }, {}],
    ['another redirect URI', 'code_exchange_failed', {}, { redirectUri: 'https://tabib.example/other' }],
  ] as const)('%s: %s', async (_case, refusal, app, params) => {
    const facebook = login('secret' in app ? app.secret : APP.secret);
    await expect(
      facebook.person({ code: await code(), redirectUri: redirectUri(), codeVerifier: verifier, ...params }),
    ).rejects.toMatchObject({ name: 'FacebookLoginError', refusal });
  });

  it.each([
    ['another app', 'token_other_app', '/debug_token', { app_id: 5550001112223334 }],
    ['an invalid token', 'token_invalid', '/debug_token', { is_valid: false }],
    ['another person at /me', 'profile_other_user', '/me', { id: '10169999999999999' }],
  ] as const)('%s: %s', async (_case, refusal, where, change) => {
    standIn.tamper = (path, body) =>
      path !== where
        ? body
        : where === '/debug_token'
          ? { data: { ...(body.data as Record<string, unknown>), ...change } }
          : { ...body, ...change };
    await expect(
      login().person({ code: await code(), redirectUri: redirectUri(), codeVerifier: verifier }),
    ).rejects.toMatchObject({ name: 'FacebookLoginError', refusal });
  });

  it('a used code: code_exchange_failed', async () => {
    const once = await code();
    await login().person({ code: once, redirectUri: redirectUri(), codeVerifier: verifier });
    await expect(
      login().person({ code: once, redirectUri: redirectUri(), codeVerifier: verifier }),
    ).rejects.toMatchObject({ refusal: 'code_exchange_failed' });
  });

  it('/me without the right appsecret_proof is refused by the stand-in, as by Facebook with "Require App Secret"', async () => {
    const exchanged = (await (
      await fetch(
        `${standIn.origin}${GRAPH_PATH}/oauth/access_token?${new URLSearchParams({
          client_id: APP.id,
          client_secret: APP.secret,
          redirect_uri: redirectUri(),
          code: await code(),
          code_verifier: verifier,
        })}`,
      )
    ).json()) as { access_token: string };
    const me = await fetch(
      `${standIn.origin}${GRAPH_PATH}/me?${new URLSearchParams({
        fields: 'id,email',
        access_token: exchanged.access_token,
        appsecret_proof: 'f'.repeat(64),
      })}`,
    );
    expect(me.status).toBe(400);
    expect(await me.json()).toMatchObject({
      error: { message: 'Invalid appsecret_proof provided in the API argument', code: 100 },
    });
  });
});
