import { describe, expect, it, vi } from 'vitest';
import { createAdminCredentialStore, createMemoryStorage } from '@tabib/sdk';

import { adminTokenStore } from './adminTokenStore';
import { testAdmin, testToken } from './testTokens';

const NOW = 1_800_000_000_000;
const admin = testAdmin();

function setup() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const store = createAdminCredentialStore({ local, session, now: () => NOW });
  return { local, session, store, tokens: adminTokenStore(store) };
}

describe('the client token store over the admin credentials (requirements §3, §4)', () => {
  it('sends the stored credentials’ token, else the legacy token, else none', () => {
    const { local, store, tokens } = setup();
    expect(tokens.get()).toBeNull();
    local.setItem('token', 'Bearer legacy');
    expect(tokens.get()).toBe('legacy');
    store.setCredentials({ token: 'a1', refreshToken: null, user: admin }, true);
    expect(tokens.get()).toBe('a1');
  });

  it('writes a refreshed token into the storage that holds the credentials', () => {
    const { local, session, store, tokens } = setup();
    store.setCredentials({ token: 'a1', refreshToken: null, user: admin }, false);
    tokens.set('Bearer a2');
    expect(JSON.parse(session.getItem('connectedAdmin')!)).toEqual({
      token: 'a2',
      refreshToken: null,
      user: admin,
    });
    expect(local.getItem('connectedAdmin')).toBeNull();
  });

  it('does not announce a second login for the token the refresher already saved', () => {
    const { store, tokens } = setup();
    store.setCredentials({ token: 'a1', refreshToken: null, user: admin }, true);
    const onLogin = vi.fn();
    store.onLogin(onLogin);
    tokens.set('a1');
    expect(onLogin).not.toHaveBeenCalled();
    tokens.set('a2');
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('a sign-in keeps its answer as the credentials, in the storage the remember choice picks', () => {
    const { local, session, tokens } = setup();
    tokens.signedIn?.({ accessToken: 'a1', refreshToken: null, user: admin }, { remember: false });
    expect(JSON.parse(session.getItem('connectedAdmin')!)).toEqual({
      token: 'a1',
      refreshToken: null,
      user: admin,
    });
    expect(local.getItem('connectedAdmin')).toBeNull();
    tokens.signedIn?.({ accessToken: 'a2', refreshToken: null, user: admin }, { remember: true });
    expect(JSON.parse(local.getItem('connectedAdmin')!).token).toBe('a2');
    expect(session.getItem('connectedAdmin')).toBeNull();
  });

  it('clearing the session logs out: credentials, token and refresh token of both storages', () => {
    const { local, session, store, tokens } = setup();
    store.setCredentials(
      { token: testToken('u-admin', NOW / 1000 + 60), refreshToken: null, user: admin },
      true,
    );
    for (const storage of [local, session]) {
      storage.setItem('token', 'legacy');
      storage.setItem('refreshToken', 'legacy-refresh');
    }
    session.setItem('connectedAdmin', local.getItem('connectedAdmin')!);
    tokens.clear();
    for (const storage of [local, session]) {
      expect(storage.getItem('connectedAdmin')).toBeNull();
      expect(storage.getItem('token')).toBeNull();
      expect(storage.getItem('refreshToken')).toBeNull();
    }
    expect(tokens.get()).toBeNull();
  });
});
