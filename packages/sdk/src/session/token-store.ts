import type { AuthSession } from '@tabib/contract';

import { stripBearer } from '../token/jwt';
import type { KeyValueStorage } from '../storage/storage';

/**
 * Where the client keeps the access token it sends as `Authorization: Bearer`. One per realm: the
 * page's memory store for patients and staff, the back office's credentials (`connectedAdmin`) for
 * admins; both go through the same session core (refresh, sign-in, sign-out).
 */
export interface TokenStore {
  get(): string | null;
  /** Saves the token without any `Bearer ` prefix. */
  set(token: string): void;
  clear(): void;
  /**
   * A sign-in's answer, for a store that keeps the user and the remember choice with the token (the
   * back office's credentials); without it the session saves `set(answer.accessToken)`.
   */
  signedIn?(answer: AuthSession, options: { remember: boolean }): void;
  /**
   * `false` when this realm holds no sign-in, so a refresh would only use another realm's refresh
   * cookie (an admin tab beside a patient's); default: the session core decides alone.
   */
  mayRefresh?(): boolean;
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
