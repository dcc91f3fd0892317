import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import {
  CONNECTED_ADMIN_KEY,
  createAdminCredentialStore,
  REMEMBER_SOCIAL_LOGIN_KEY,
  SOCIAL_REDIRECT_URL_KEY,
} from './credentials';
import { beginSocialSignIn, completeSocialSignIn, type SocialSignInError } from './social';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const socialToken = `${encode({ alg: 'HS256' })}.${encode({ sub: 'admin42', exp: 4_102_444_800 })}.signature`;
const admin = { _id: 'admin42', name: 'Salma', isAdmin: true };

describe('requirements §4 social flow, begin: save the remember preference and redirect url, then navigate', () => {
  function begin(
    options: { remember?: boolean; redirectUrl?: string; provider?: 'google' | 'facebook' } = {},
  ) {
    const storage = createMemoryStorage({ [SOCIAL_REDIRECT_URL_KEY]: '/stale' });
    const visited: string[] = [];
    beginSocialSignIn({
      provider: options.provider ?? 'google',
      authBaseUrl: 'https://api.tabib.tn/v1/auth/',
      remember: options.remember,
      redirectUrl: options.redirectUrl,
      storage,
      navigate: (url) => visited.push(url),
    });
    return { storage, visited };
  }

  it("remembers by default ('local')", () => {
    expect(begin().storage.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBe('local');
    expect(begin({ remember: true }).storage.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBe('local');
  });

  it("saves 'session' when not remembering", () => {
    expect(begin({ remember: false }).storage.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBe('session');
  });

  it('saves the redirect url when given and drops a stale one otherwise', () => {
    expect(begin({ redirectUrl: '/doctor-dashboard' }).storage.getItem(SOCIAL_REDIRECT_URL_KEY)).toBe(
      '/doctor-dashboard',
    );
    expect(begin().storage.getItem(SOCIAL_REDIRECT_URL_KEY)).toBeNull();
  });

  it('requirements §2: navigates to the authentication endpoint base followed by /google or /facebook', () => {
    expect(begin({ provider: 'google' }).visited).toEqual(['https://api.tabib.tn/v1/auth/google']);
    expect(begin({ provider: 'facebook' }).visited).toEqual(['https://api.tabib.tn/v1/auth/facebook']);
  });

  it("outside a browser without navigate, throws 'Not a browser' before saving anything", () => {
    const storage = createMemoryStorage();
    expect(() => beginSocialSignIn({ provider: 'google', authBaseUrl: '/v1/auth', storage })).toThrow(
      new Error('Not a browser'),
    );
    expect(storage.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBeNull();
  });
});

interface ReceivedRequest {
  url: string | undefined;
  authorization: string | undefined;
}

const servers: Server[] = [];

/** A real user API on 127.0.0.1 answering `GET /v1/users/{id}`. */
async function startUserApi(status = 200, body: unknown = admin) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url, authorization: req.headers.authorization });
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { userApiBaseUrl: `http://127.0.0.1:${port}/v1/users`, requests };
}

function browserState(preference?: string, redirectUrl?: string) {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  if (preference) local.setItem(REMEMBER_SOCIAL_LOGIN_KEY, preference);
  if (redirectUrl) local.setItem(SOCIAL_REDIRECT_URL_KEY, redirectUrl);
  const store = createAdminCredentialStore({ local, session });
  return { local, session, store };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('requirements §4 social flow, complete: fetch the user, save credentials, clear the redirect url', () => {
  it('requirements §7: fetches GET {user api base}/{sub} with Authorization Bearer', async () => {
    const api = await startUserApi();
    const { local, store } = browserState();
    await completeSocialSignIn({
      accessToken: `Bearer ${socialToken}`,
      userApiBaseUrl: api.userApiBaseUrl,
      store,
      storage: local,
    });
    expect(api.requests).toEqual([{ url: '/v1/users/admin42', authorization: `Bearer ${socialToken}` }]);
  });

  it('returns the user and the saved redirect url, then clears the redirect url and preference', async () => {
    const api = await startUserApi();
    const { local, store } = browserState('local', '/doctor-dashboard/questions');
    const result = await completeSocialSignIn({
      accessToken: socialToken,
      refreshToken: 'refresh-9',
      userApiBaseUrl: api.userApiBaseUrl,
      store,
      storage: local,
    });
    expect(result).toEqual({ user: admin, redirectUrl: '/doctor-dashboard/questions' });
    expect(local.getItem(SOCIAL_REDIRECT_URL_KEY)).toBeNull();
    expect(local.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBeNull();
    expect(store.getCredentials()).toEqual({ token: socialToken, refreshToken: 'refresh-9', user: admin });
  });

  it('returns a null redirect url when none was saved, and a null refresh token by default', async () => {
    const api = await startUserApi();
    const { local, store } = browserState();
    const result = await completeSocialSignIn({
      accessToken: socialToken,
      userApiBaseUrl: api.userApiBaseUrl,
      store,
      storage: local,
    });
    expect(result.redirectUrl).toBeNull();
    expect(store.getCredentials()?.refreshToken).toBeNull();
  });

  it.each([
    ['no preference', undefined, 'local'],
    ["preference 'local'", 'local', 'local'],
    ["preference 'session'", 'session', 'session'],
  ])('remembers unless the preference is session: %s → %s storage', async (_case, preference, where) => {
    const api = await startUserApi();
    const { local, session, store } = browserState(preference);
    await completeSocialSignIn({
      accessToken: socialToken,
      userApiBaseUrl: api.userApiBaseUrl,
      store,
      storage: local,
    });
    const [target, other] = where === 'local' ? [local, session] : [session, local];
    expect(JSON.parse(target.getItem(CONNECTED_ADMIN_KEY) ?? 'null')).toEqual({
      token: socialToken,
      refreshToken: null,
      user: admin,
    });
    expect(other.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
  });

  it('rejects an HTTP error with its status and body, storing nothing', async () => {
    const api = await startUserApi(404, { code: 'NOT_FOUND', message: 'No such user' });
    const { local, store } = browserState('session', '/doctor-dashboard');
    const error = (await completeSocialSignIn({
      accessToken: socialToken,
      userApiBaseUrl: api.userApiBaseUrl,
      store,
      storage: local,
    }).catch((reason: unknown) => reason)) as SocialSignInError;
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(404);
    expect(error.body).toBe('{"code":"NOT_FOUND","message":"No such user"}');
    expect(store.getCredentials()).toBeNull();
    expect(local.getItem(SOCIAL_REDIRECT_URL_KEY)).toBe('/doctor-dashboard');
  });

  it("requirements §5: rejects 'Invalid social access token' without calling the user API", async () => {
    const api = await startUserApi();
    const { local, store } = browserState();
    const noSub = `${encode({ alg: 'HS256' })}.${encode({ exp: 4_102_444_800 })}.signature`;
    await expect(
      completeSocialSignIn({ accessToken: noSub, userApiBaseUrl: api.userApiBaseUrl, store, storage: local }),
    ).rejects.toThrow(new Error('Invalid social access token'));
    expect(api.requests).toHaveLength(0);
  });
});
