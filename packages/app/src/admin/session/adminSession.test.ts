import { describe, expect, it, vi } from 'vitest';
import { SESSION_USER_KEY, type Navigation } from '@tabib/hooks';
import { createMemoryStorage } from '@tabib/sdk';

import { adminLoginUrl, adminReturnUrl } from './adminAccess';
import { createAdminSession, type AdminSessionEvent } from './adminSession';
import { testAdmin, testToken } from './testTokens';

const NOW = 1_800_000_000_000;
const API = 'http://api.test/v1';
const admin = testAdmin();
const expired = testToken('u-admin', NOW / 1000 - 60);
const fresh = testToken('u-admin', NOW / 1000 + 900);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server whose refresh answers `refreshStatus`, and whose /users/me wants the fresh token. */
function setup(refreshStatus = 200) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(path);
    if (path === 'POST /v1/auth/refresh') {
      return refreshStatus === 200
        ? json(200, { accessToken: fresh })
        : json(refreshStatus, { code: 'UNAUTHENTICATED', message: 'No session' });
    }
    if (path === 'GET /v1/users/me') {
      return request.headers.get('Authorization') === `Bearer ${fresh}`
        ? json(200, admin)
        : json(401, { code: 'UNAUTHENTICATED', message: 'Expired' });
    }
    return json(404, { code: 'NOT_FOUND', message: path });
  });
  const local = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const session = createAdminSession({
    apiBaseUrl: API,
    fetch,
    local,
    session: sessionStorage,
    now: () => NOW,
    getXsrfToken: () => 'xsrf',
  });
  const events: AdminSessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  const navigate = vi.fn<Navigation['navigate']>();
  session.setNavigation({ navigate, reload: vi.fn(), currentUrl: () => '/admin/users?page=2' });
  const refreshCalls = () => calls.filter((call) => call === 'POST /v1/auth/refresh').length;
  return { session, local, sessionStorage, events, navigate, refreshCalls };
}

describe('requirements §4 guard: an expired admin token gets one silent refresh', () => {
  it('the session user is left to GET /users/me, whose 401s share one refresh, then the admin is in', async () => {
    const { session, local, events, refreshCalls } = setup();
    session.store.setCredentials({ token: expired, refreshToken: null, user: admin }, true);
    const reloaded = createAdminSession({
      apiBaseUrl: API,
      local,
      session: createMemoryStorage(),
      now: () => NOW,
    });
    // A page loaded with an expired token does not take the stored user for a signed-in one.
    expect(reloaded.queryClient.getQueryData(SESSION_USER_KEY)).toBeUndefined();

    const [first, second] = await Promise.all([
      session.client.GET('/users/me'),
      session.client.GET('/users/me'),
    ]);

    expect(refreshCalls()).toBe(1);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expect(JSON.parse(local.getItem('connectedAdmin')!).token).toBe(fresh);
    expect(session.store.isLoggedIn()).toBe(true);
    expect(events).toEqual([]);
  });

  it('a failed refresh: signed out, and the session-expired toast is asked for once', async () => {
    const { session, events, refreshCalls } = setup(401);
    session.store.setCredentials({ token: expired, refreshToken: null, user: admin }, false);

    const results = await Promise.all([session.client.GET('/users/me'), session.client.GET('/users/me')]);

    expect(results.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(refreshCalls()).toBe(1);
    expect(session.store.getCredentials()).toBeNull();
    expect(events).toEqual(['session-expired']);
  });

  it('no sign-in of the back office: its token store asks for no refresh (a patient may hold the cookie)', () => {
    const { session } = setup();
    expect(session.client.tokens.mayRefresh?.()).toBe(false);
    expect(session.queryClient.getQueryData(SESSION_USER_KEY)).toBeNull();
    session.store.setCredentials({ token: expired, refreshToken: null, user: admin }, true);
    expect(session.client.tokens.mayRefresh?.()).toBe(true);
  });

  it('a valid token: the stored admin is the session user at once, without any call', () => {
    const { local, refreshCalls } = setup();
    const stored = createAdminSession({
      apiBaseUrl: API,
      local,
      session: createMemoryStorage(),
      now: () => NOW,
    });
    stored.store.setCredentials({ token: fresh, refreshToken: null, user: admin }, true);
    const reloaded = createAdminSession({
      apiBaseUrl: API,
      local,
      session: createMemoryStorage(),
      now: () => NOW,
    });
    expect(reloaded.queryClient.getQueryData(SESSION_USER_KEY)).toEqual(admin);
    expect(refreshCalls()).toBe(0);
  });
});

describe('requirements §8: a 401 whose refresh fails clears the admin session', () => {
  it('logs out in both storages and goes to /admin/login with the page as returnUrl', async () => {
    const { session, local, sessionStorage, events, navigate } = setup(401);
    session.store.setCredentials({ token: expired, refreshToken: null, user: admin }, true);
    sessionStorage.setItem('token', 'legacy');

    const { response } = await session.client.GET('/users/me');

    expect(response.status).toBe(401);
    expect(local.getItem('connectedAdmin')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(events).toEqual(['session-expired']);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/admin/login?returnUrl=%2Fadmin%2Fusers%3Fpage%3D2', {
      replace: true,
    });
    expect(session.queryClient.getQueryData(SESSION_USER_KEY)).toBeNull();
  });
});

describe('the session user of @tabib/hooks is the stored admin', () => {
  it('is known at once from the stored credentials, and follows sign-in and logout', () => {
    const { session } = setup();
    expect(session.queryClient.getQueryData(SESSION_USER_KEY)).toBeNull();
    session.store.setCredentials({ token: fresh, refreshToken: null, user: admin }, true);
    expect(session.queryClient.getQueryData(SESSION_USER_KEY)).toEqual(admin);
    session.store.logout();
    expect(session.queryClient.getQueryData(SESSION_USER_KEY)).toBeNull();
  });
});

describe('returnUrl of the back-office sign-in', () => {
  it.each([
    ['/admin/users?page=2', '/admin/users?page=2'],
    ['/admin', '/admin'],
    ['/admin/articles/42', '/admin/articles/42'],
    ['/admin/login', null],
    ['/admin/login?returnUrl=%2Fadmin', null],
    ['/admin/auth/social?accessToken=x', null],
    ['/doctor-dashboard', null],
    ['/administration', null],
    ['//evil.example/admin', null],
    ['https://evil.example/admin', null],
    [null, null],
  ])('%s → %s', (raw, expected) => {
    expect(adminReturnUrl(raw)).toBe(expected);
  });

  it('sends to the sign-in page with a back-office page only', () => {
    expect(adminLoginUrl('/admin/doctors?q=ben')).toBe('/admin/login?returnUrl=%2Fadmin%2Fdoctors%3Fq%3Dben');
    expect(adminLoginUrl('/admin/login')).toBe('/admin/login');
  });
});
