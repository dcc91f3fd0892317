import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/storage';
import {
  CONNECTED_ADMIN_KEY,
  createAdminCredentialStore,
  LEGACY_REFRESH_TOKEN_KEY,
  LEGACY_TOKEN_KEY,
  REMEMBER_SOCIAL_LOGIN_KEY,
  SOCIAL_REDIRECT_URL_KEY,
  type AdminCredentials,
} from './credentials';
import { testAdmin } from './testAdmin';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown): string => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

const NOW = 1_700_000_000_000;
const validToken = jwt({ sub: 'admin1', exp: NOW / 1000 + 900 });
const expiredToken = jwt({ sub: 'admin1', exp: NOW / 1000 });
const credentials: AdminCredentials = {
  token: validToken,
  refreshToken: 'refresh-1',
  user: testAdmin({ _id: 'admin1', name: 'Salma' }),
};

function setup() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const warnings: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => void warnings.push(args) };
  const store = createAdminCredentialStore({ local, session, now: () => NOW, logger });
  return { local, session, warnings, store };
}

const stored = (storage: { getItem(key: string): string | null }): unknown => {
  const raw = storage.getItem(CONNECTED_ADMIN_KEY);
  return raw === null ? null : JSON.parse(raw);
};

describe('requirements §3/§9: admin storage key names', () => {
  it('uses connectedAdmin, token, refreshToken, rememberSocialLogin and socialRedirectUrl', () => {
    expect([
      CONNECTED_ADMIN_KEY,
      LEGACY_TOKEN_KEY,
      LEGACY_REFRESH_TOKEN_KEY,
      REMEMBER_SOCIAL_LOGIN_KEY,
      SOCIAL_REDIRECT_URL_KEY,
    ]).toEqual(['connectedAdmin', 'token', 'refreshToken', 'rememberSocialLogin', 'socialRedirectUrl']);
  });
});

describe('requirements §4: setting credentials — remember selects local, else session; the other is cleared', () => {
  it('remember = true saves to local storage and clears session storage', () => {
    const { local, session, store } = setup();
    session.setItem(CONNECTED_ADMIN_KEY, JSON.stringify({ ...credentials, user: { _id: 'old' } }));
    store.setCredentials(credentials, true);
    expect(stored(local)).toEqual(credentials);
    expect(session.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(store.getCredentials()).toEqual(credentials);
  });

  it('remember = false saves to session storage and clears local storage', () => {
    const { local, session, store } = setup();
    local.setItem(CONNECTED_ADMIN_KEY, JSON.stringify({ ...credentials, user: { _id: 'old' } }));
    store.setCredentials(credentials, false);
    expect(stored(session)).toEqual(credentials);
    expect(local.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(store.getCredentials()).toEqual(credentials);
  });

  it('stores the token without its Bearer prefix', () => {
    const { local, store } = setup();
    store.setCredentials({ ...credentials, token: `Bearer ${validToken}` }, true);
    expect(stored(local)).toMatchObject({ token: validToken });
  });

  it('emits a login event with the credentials', () => {
    const { store } = setup();
    const logins: AdminCredentials[] = [];
    store.onLogin((c) => logins.push(c));
    store.setCredentials(credentials, true);
    expect(logins).toEqual([credentials]);
  });
});

describe('reading credentials: local storage wins over session storage', () => {
  it('reads local storage first when both hold credentials', () => {
    const { local, session, store } = setup();
    local.setItem(CONNECTED_ADMIN_KEY, JSON.stringify(credentials));
    session.setItem(CONNECTED_ADMIN_KEY, JSON.stringify({ ...credentials, user: { _id: 'tab-only' } }));
    expect(store.getCredentials()?.user._id).toBe('admin1');
  });

  it('is null when nothing is stored', () => {
    expect(setup().store.getCredentials()).toBeNull();
  });

  it('reads a stored null refreshToken as null', () => {
    const { session, store } = setup();
    session.setItem(CONNECTED_ADMIN_KEY, JSON.stringify({ ...credentials, refreshToken: null }));
    expect(store.getCredentials()).toEqual({ ...credentials, refreshToken: null });
  });
});

describe('requirements §8: unparseable stored credentials — warning logged and stored credentials deleted', () => {
  it.each([
    ['invalid JSON', '{"token":'],
    ['JSON that is not credentials', '"abc"'],
    ['credentials without a user _id', JSON.stringify({ token: 'a.b.c', user: {} })],
  ])('%s: warns, deletes the entry and returns null', (_case, raw) => {
    const { local, warnings, store } = setup();
    local.setItem(CONNECTED_ADMIN_KEY, raw);
    expect(store.getCredentials()).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.[0])).toContain('connectedAdmin');
    expect(local.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
  });

  it('deletes only the unparseable entry and still reads the other storage', () => {
    const { local, session, warnings, store } = setup();
    local.setItem(CONNECTED_ADMIN_KEY, 'not json');
    session.setItem(CONNECTED_ADMIN_KEY, JSON.stringify(credentials));
    expect(store.getCredentials()).toEqual(credentials);
    expect(warnings).toHaveLength(1);
    expect(session.getItem(CONNECTED_ADMIN_KEY)).not.toBeNull();
  });
});

describe('getToken: the credentials token, else the legacy token key', () => {
  it('returns the credentials token', () => {
    const { local, store } = setup();
    local.setItem(LEGACY_TOKEN_KEY, 'legacy');
    store.setCredentials(credentials, false);
    expect(store.getToken()).toBe(validToken);
  });

  it('falls back to the legacy token key, without a Bearer prefix', () => {
    const { session, store } = setup();
    session.setItem(LEGACY_TOKEN_KEY, `Bearer ${validToken}`);
    expect(store.getToken()).toBe(validToken);
  });

  it('is null when there is no token at all', () => {
    expect(setup().store.getToken()).toBeNull();
  });
});

describe('requirements §4: logged in requires a token that is present and not expired', () => {
  it('is logged in with an unexpired token', () => {
    const { store } = setup();
    store.setCredentials(credentials, true);
    expect(store.isLoggedIn()).toBe(true);
  });

  it('is not logged in when now >= exp * 1000', () => {
    const { store } = setup();
    store.setCredentials({ ...credentials, token: expiredToken }, true);
    expect(store.isLoggedIn()).toBe(false);
  });

  it('is not logged in with a token without exp', () => {
    const { store } = setup();
    store.setCredentials({ ...credentials, token: jwt({ sub: 'admin1' }) }, true);
    expect(store.isLoggedIn()).toBe(false);
  });

  it('is not logged in without a token, and is logged in with a valid legacy token', () => {
    const { local, store } = setup();
    expect(store.isLoggedIn()).toBe(false);
    local.setItem(LEGACY_TOKEN_KEY, validToken);
    expect(store.isLoggedIn()).toBe(true);
  });
});

describe('requirements §4: updating the access token rewrites the credentials where they are and emits login', () => {
  it('rewrites session-stored credentials in session storage', () => {
    const { local, session, store } = setup();
    store.setCredentials({ ...credentials, token: expiredToken }, false);
    const logins: AdminCredentials[] = [];
    store.onLogin((c) => logins.push(c));
    store.updateAccessToken(`Bearer ${validToken}`);
    expect(stored(session)).toEqual(credentials);
    expect(local.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(logins).toEqual([credentials]);
    expect(store.isLoggedIn()).toBe(true);
  });

  it('rewrites local-stored credentials in local storage', () => {
    const { local, session, store } = setup();
    store.setCredentials({ ...credentials, token: expiredToken }, true);
    store.updateAccessToken(validToken);
    expect(stored(local)).toEqual(credentials);
    expect(session.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
  });

  it('with no credentials, saves the token under the legacy token key and emits nothing', () => {
    const { local, store } = setup();
    let logins = 0;
    store.onLogin(() => logins++);
    store.updateAccessToken(`Bearer ${validToken}`);
    expect(local.getItem(LEGACY_TOKEN_KEY)).toBe(validToken);
    expect(local.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(logins).toBe(0);
  });
});

describe('requirements §4: refreshing user info rewrites the cached user and emits login', () => {
  it('replaces the user, keeps the tokens, and emits the new credentials', () => {
    const { session, store } = setup();
    store.setCredentials(credentials, false);
    const logins: AdminCredentials[] = [];
    store.onLogin((c) => logins.push(c));
    const user = testAdmin({ _id: 'admin1', name: 'Salma B.', photoUrl: '/p.webp' });
    store.refreshUser(user);
    expect(stored(session)).toEqual({ ...credentials, user });
    expect(logins).toEqual([{ ...credentials, user }]);
  });

  it('does nothing without credentials', () => {
    const { local, session, store } = setup();
    let logins = 0;
    store.onLogin(() => logins++);
    store.refreshUser(testAdmin({ _id: 'admin1' }));
    expect(local.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(session.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
    expect(logins).toBe(0);
  });
});

describe('requirements §4: logout clears credentials, token and refresh token in both storages', () => {
  it('removes connectedAdmin, token and refreshToken from local and session storage', () => {
    const { local, session, store } = setup();
    for (const storage of [local, session]) {
      storage.setItem(CONNECTED_ADMIN_KEY, JSON.stringify(credentials));
      storage.setItem(LEGACY_TOKEN_KEY, validToken);
      storage.setItem(LEGACY_REFRESH_TOKEN_KEY, 'refresh-1');
    }
    local.setItem(REMEMBER_SOCIAL_LOGIN_KEY, 'session');
    store.logout();
    for (const storage of [local, session]) {
      expect(storage.getItem(CONNECTED_ADMIN_KEY)).toBeNull();
      expect(storage.getItem(LEGACY_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(LEGACY_REFRESH_TOKEN_KEY)).toBeNull();
    }
    expect(local.getItem(REMEMBER_SOCIAL_LOGIN_KEY)).toBe('session');
    expect(store.isLoggedIn()).toBe(false);
  });

  it('emits a logout event', () => {
    const { store } = setup();
    let logouts = 0;
    store.onLogout(() => logouts++);
    store.logout();
    expect(logouts).toBe(1);
  });
});

describe('login and logout events', () => {
  it('stop after unsubscribing', () => {
    const { store } = setup();
    let logins = 0;
    let logouts = 0;
    const offLogin = store.onLogin(() => logins++);
    const offLogout = store.onLogout(() => logouts++);
    offLogin();
    offLogout();
    store.setCredentials(credentials, true);
    store.logout();
    expect([logins, logouts]).toEqual([0, 0]);
  });

  it('a failing listener is logged and does not stop the others nor the change', () => {
    const { local, warnings, store } = setup();
    const seen: string[] = [];
    store.onLogin(() => {
      throw new Error('listener bug');
    });
    store.onLogin((c) => seen.push(c.user._id));
    store.setCredentials(credentials, true);
    expect(seen).toEqual(['admin1']);
    expect(stored(local)).toEqual(credentials);
    expect(warnings).toHaveLength(1);
  });
});
