import { decodeJwtPayload } from '@tabib/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids.js';
import { createCookieFetch } from '../../../test/helpers/cookie-fetch.js';
import {
  adminId,
  callback,
  get,
  identities,
  identityRows,
  throughIdp,
  useSocialServer,
} from './social-flow-setup.js';

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
