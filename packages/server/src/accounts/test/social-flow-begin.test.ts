import { describe, expect, it } from 'vitest';
import { createCookieFetch } from '../../../test/helpers/cookie-fetch.js';
import { callback, get, locationOf, useSocialServer } from './social-flow-setup.js';

describe('back-office social sign-in through the local identity provider', () => {
  const server = useSocialServer({ LOCAL_IDP: 'on' });

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
