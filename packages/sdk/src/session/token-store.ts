import { stripBearer } from '../token/jwt';
import type { KeyValueStorage } from '../storage/storage';

/** Where the client keeps the access token it sends as `Authorization: Bearer`. */
export interface TokenStore {
  get(): string | null;
  /** Saves the token without any `Bearer ` prefix. */
  set(token: string): void;
  clear(): void;
}

/**
 * Keeps the access token in memory only. The default for the app: after a reload the token is
 * obtained again through the httpOnly refresh cookie, so no script-readable storage holds it.
 */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial ? stripBearer(initial) : null;
  return {
    get: () => token,
    set: (next) => {
      token = stripBearer(next);
    },
    clear: () => {
      token = null;
    },
  };
}

/** Keeps the access token in a storage (e.g. `localStorage` under the legacy `token` key). */
export function createStorageTokenStore(storage: KeyValueStorage, key = 'token'): TokenStore {
  return {
    get: () => storage.getItem(key) || null,
    set: (next) => storage.setItem(key, stripBearer(next)),
    clear: () => storage.removeItem(key),
  };
}
