import type { User } from '@tabib/contract';

import { createMemoryStorage, getBrowserStorage, type KeyValueStorage } from '../storage/storage';
import { isLoggedIn as isTokenLoggedIn, stripBearer } from '../token/jwt';

// The back office's storage keys.
export const CONNECTED_ADMIN_KEY = 'connectedAdmin';
/** Legacy: a bare access token saved before credentials existed. */
export const LEGACY_TOKEN_KEY = 'token';
/** Legacy: only cleared on logout; the refresh token now lives inside the credentials. */
export const LEGACY_REFRESH_TOKEN_KEY = 'refreshToken';
export const REMEMBER_SOCIAL_LOGIN_KEY = 'rememberSocialLogin';
export const SOCIAL_REDIRECT_URL_KEY = 'socialRedirectUrl';

/** The signed-in admin: the contract's `User`, as every other role's session user. */
export type AdminUser = User;

/** What is stored under `connectedAdmin`. */
export interface AdminCredentials {
  /** The access token, without a Bearer prefix. */
  token: string;
  refreshToken: string | null;
  user: AdminUser;
}

export type AdminLoginListener = (credentials: AdminCredentials) => void;
export type AdminLogoutListener = () => void;

export interface AdminCredentialStoreOptions {
  /** Remembered sign-ins; default `localStorage`, or memory outside a browser. */
  local?: KeyValueStorage;
  /** Sign-ins for this tab only; default `sessionStorage`, or memory outside a browser. */
  session?: KeyValueStorage;
  now?: () => number;
  logger?: Pick<Console, 'warn'>;
}

export interface AdminCredentialStore {
  /** The stored credentials; local storage is read before session storage. */
  getCredentials(): AdminCredentials | null;
  /** Saves to local storage when `remember`, else to session storage, and clears the other one. */
  setCredentials(credentials: AdminCredentials, remember: boolean): void;
  /** The credentials' access token, else the legacy `token` key. */
  getToken(): string | null;
  isLoggedIn(): boolean;
  updateAccessToken(token: string): void;
  refreshUser(user: AdminUser): void;
  logout(): void;
  /** Called after credentials are saved or rewritten; returns the unsubscribe function. */
  onLogin(listener: AdminLoginListener): () => void;
  /** Called after logout; returns the unsubscribe function. */
  onLogout(listener: AdminLogoutListener): () => void;
}

interface StoredCredentials {
  credentials: AdminCredentials;
  storage: KeyValueStorage;
}

/** The back-office credential store (admin sign-in). */
export function createAdminCredentialStore(options: AdminCredentialStoreOptions = {}): AdminCredentialStore {
  const local = options.local ?? getBrowserStorage('local') ?? createMemoryStorage();
  const session = options.session ?? getBrowserStorage('session') ?? createMemoryStorage();
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  // Local first: it is shared by every tab, like the refresh cookie, so it holds the latest remembered
  // sign-in; setCredentials clears the other storage, so normally only one of them holds credentials.
  const storages = [local, session];
  const loginListeners = new Set<AdminLoginListener>();
  const logoutListeners = new Set<AdminLogoutListener>();

  function notify<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A): void {
    // A failing listener must not stop the others nor undo the change that was already stored.
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        logger.warn('Tabib credential listener failed', error);
      }
    }
  }

  function readStored(): StoredCredentials | null {
    for (const storage of storages) {
      const raw = storage.getItem(CONNECTED_ADMIN_KEY);
      if (raw === null) continue;
      const credentials = parseCredentials(raw);
      if (credentials) return { credentials, storage };
      // Unparseable stored credentials — warning logged and stored credentials deleted.
      logger.warn(`Ignoring unparseable stored ${CONNECTED_ADMIN_KEY}; it has been deleted.`);
      storage.removeItem(CONNECTED_ADMIN_KEY);
    }
    return null;
  }

  function write(storage: KeyValueStorage, credentials: AdminCredentials): void {
    storage.setItem(CONNECTED_ADMIN_KEY, JSON.stringify(credentials));
    notify(loginListeners, credentials);
  }

  function getToken(): string | null {
    const stored = readStored();
    if (stored) return stored.credentials.token;
    for (const storage of storages) {
      const legacy = storage.getItem(LEGACY_TOKEN_KEY);
      if (legacy) return stripBearer(legacy);
    }
    return null;
  }

  return {
    getCredentials: () => readStored()?.credentials ?? null,
    setCredentials(credentials, remember) {
      // The remember choice selects local (remember) or session storage; the other is cleared.
      const [target, other] = remember ? [local, session] : [session, local];
      other.removeItem(CONNECTED_ADMIN_KEY);
      write(target, { ...credentials, token: stripBearer(credentials.token) });
    },
    getToken,
    isLoggedIn: () => isTokenLoggedIn(getToken(), now()),
    updateAccessToken(token) {
      const stored = readStored();
      if (stored) {
        write(stored.storage, { ...stored.credentials, token: stripBearer(token) });
      } else {
        // With no credentials the token is saved under the legacy key; with no user there is
        // no login to announce.
        local.setItem(LEGACY_TOKEN_KEY, stripBearer(token));
      }
    },
    refreshUser(user) {
      const stored = readStored();
      if (stored) write(stored.storage, { ...stored.credentials, user });
    },
    logout() {
      // Logout clears credentials, token and refresh token in both storages.
      for (const storage of storages) {
        storage.removeItem(CONNECTED_ADMIN_KEY);
        storage.removeItem(LEGACY_TOKEN_KEY);
        storage.removeItem(LEGACY_REFRESH_TOKEN_KEY);
      }
      notify(logoutListeners);
    },
    onLogin(listener) {
      loginListeners.add(listener);
      return () => loginListeners.delete(listener);
    },
    onLogout(listener) {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },
  };
}

function parseCredentials(raw: string): AdminCredentials | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, refreshToken, user } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  if (!isStoredUser(user)) return null;
  return { token, refreshToken: typeof refreshToken === 'string' ? refreshToken : null, user };
}

/** What is checked of a stored or fetched user: an object with its `_id` (the rest is the server's). */
export function isStoredUser(value: unknown): value is User {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}
