import { createContext } from 'react';
import type { Role, User } from '@tabib/contract';

import type { SignInOptions } from './applySignIn';

/** `loading` until the startup check (token or silent refresh, then `GET /users/me`) has answered. */
export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export interface LogoutOptions {
  /** Closes the mobile menu (logout closes the menu). */
  closeMenu?: () => void;
}

export interface Session {
  user: User | null;
  role: Role;
  status: SessionStatus;
  /** `POST /auth/login`; resolves the user, rejects with an `ApiError` (401 `INVALID_CREDENTIALS`…). */
  login: (email: string, password: string) => Promise<User>;
  /**
   * `POST /auth/admin/login` (admin accounts only); the client's token store keeps the answer with the
   * remember choice. Resolves the user, rejects with an `ApiError` or a network error.
   */
  loginAdmin: (email: string, password: string, options?: SignInOptions) => Promise<User>;
  /**
   * Clears the session at once (the token store, the cached data), then `POST /auth/logout` without
   * the access token, so an expired one sets off no refresh on the way out; a failed call is logged.
   * Then runs the provider's `afterLogout`.
   */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** A token refresh, then the user again; resolves `null` when still not signed in, rejects on failure. */
  refresh: () => Promise<User | null>;
}

export const SessionContext = createContext<Session | null>(null);
