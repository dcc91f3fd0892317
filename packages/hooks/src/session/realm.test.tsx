import { act, waitFor } from '@testing-library/react';
import type { AuthSession } from '@tabib/contract';
import { createMemoryTokenStore, type TokenStore } from '@tabib/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { startFakeApi, type FakeApi } from '../../test/fakeApi';
import { renderWithTabib, serveTranslations } from '../../test/renderWithTabib';
import { patient } from '../../test/users';
import { useAuthGuard } from './useAuthGuard';
import { useSession } from './useSession';

/** The one session stack with a realm's own token store (the back office's credentials). */
let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  serveTranslations(api);
});
afterEach(() => api.close());

const admin = {
  ...patient,
  _id: 'u-admin',
  role: 'admin',
  admin: true,
  isAdmin: true,
  patient: false,
} as const;
const asked = (url: string) => api.requests.filter((request) => request.url === url);

/** A realm store that keeps whole sign-ins, as the back office's credentials do. */
function realmStore() {
  const tokens = createMemoryTokenStore();
  const signIns: { answer: AuthSession; remember: boolean }[] = [];
  const store: TokenStore = {
    get: () => tokens.get(),
    set: (token) => tokens.set(token),
    clear: () => tokens.clear(),
    signedIn(answer, { remember }) {
      signIns.push({ answer, remember });
      tokens.set(answer.accessToken);
    },
    mayRefresh: () => tokens.get() !== null,
  };
  return { store, signIns };
}

describe('a realm of the one session stack (the back office)', () => {
  it('loginAdmin posts /auth/admin/login with remember and hands the whole answer to the realm store', async () => {
    const { store, signIns } = realmStore();
    api.route('POST /v1/auth/admin/login', {
      body: { accessToken: 'a-token', refreshToken: null, user: admin },
    });
    const { result } = renderWithTabib(api, useSession, { props: { tokens: store } });
    // Nothing of the realm to refresh: a guest at once, without a refresh request (a patient may hold the cookie).
    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(asked('/v1/auth/refresh')).toHaveLength(0);

    const user = await act(() => result.current.loginAdmin('admin@tabib.test', 'secret', { remember: true }));

    expect(user._id).toBe('u-admin');
    expect(signIns).toEqual([
      { answer: { accessToken: 'a-token', refreshToken: null, user: admin }, remember: true },
    ]);
    expect(store.get()).toBe('a-token');
    await waitFor(() => expect(result.current.role).toBe('admin'));
  });

  it('logout clears the realm first, then posts /auth/logout without the access token', async () => {
    const { store } = realmStore();
    store.set('a-token');
    api.route('GET /v1/users/me', { body: admin });
    api.route('POST /v1/auth/logout', { status: 204 });
    const { result } = renderWithTabib(api, useSession, { props: { tokens: store, afterLogout: undefined } });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    await act(() => result.current.logout());

    expect(store.get()).toBeNull();
    const [logout] = asked('/v1/auth/logout');
    expect(logout?.headers.authorization).toBeUndefined();
    expect(result.current.status).toBe('guest');
  });

  it('a failed logout call is logged with its status, and the session is cleared all the same', async () => {
    const { store } = realmStore();
    store.set('a-token');
    api.route('GET /v1/users/me', { body: admin });
    api.route('POST /v1/auth/logout', { status: 500, body: { code: 'INTERNAL', message: 'down' } });
    const { result, logger } = renderWithTabib(api, useSession, {
      props: { tokens: store, afterLogout: undefined },
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));

    await act(() => result.current.logout());

    expect(logger.error).toHaveBeenCalledWith(
      'Logout failed',
      500,
      expect.objectContaining({ code: 'INTERNAL' }),
    );
    expect(store.get()).toBeNull();
  });
});

describe('useAuthGuard with a realm (requirements §4 "Admin sign-in")', () => {
  const target = '/admin/users?page=2';
  const options = {
    loginUrl: (url: string) => `/admin/login?returnUrl=${encodeURIComponent(url)}`,
    role: 'admin' as const,
    refusedUrl: '/admin/login?reason=not-admin',
  };

  it('sends a visitor without a sign-in of the realm to its own login page, with no refresh', async () => {
    const { store } = realmStore();
    const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target, options), {
      props: { tokens: store },
    });
    await waitFor(() => expect(result.current).toBe('blocked'));
    expect(onNavigate).toHaveBeenCalledWith('/admin/login?returnUrl=%2Fadmin%2Fusers%3Fpage%3D2', {
      replace: true,
    });
    expect(asked('/v1/auth/refresh')).toHaveLength(0);
  });

  it('allows the admitted role', async () => {
    const { store } = realmStore();
    store.set('a-token');
    api.route('GET /v1/users/me', { body: admin });
    const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target, options), {
      props: { tokens: store },
    });
    await waitFor(() => expect(result.current).toBe('allowed'));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('signs another role out and sends it to refusedUrl, never to the login page with returnUrl', async () => {
    const { store } = realmStore();
    store.set('p-token');
    api.route('GET /v1/users/me', { body: patient });
    api.route('POST /v1/auth/logout', { status: 204 });
    const afterLogout = vi.fn();
    const { result, onNavigate } = renderWithTabib(api, () => useAuthGuard(target, options), {
      props: { tokens: store, afterLogout },
    });
    await waitFor(() => expect(onNavigate).toHaveBeenCalled());
    expect(result.current).toBe('blocked');
    expect(asked('/v1/auth/logout')).toHaveLength(1);
    expect(store.get()).toBeNull();
    expect(onNavigate.mock.calls).toEqual([['/admin/login?reason=not-admin', { replace: true }]]);
  });
});
