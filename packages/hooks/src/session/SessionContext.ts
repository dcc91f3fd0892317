import { createContext } from 'react';
import type { User } from '@tabib/sdk';
import type { Role } from '@tabib/ui';

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
  /** `POST /auth/logout`; success or error, clears the session, then runs the provider's `afterLogout`. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** A token refresh, then the user again; resolves `null` when still not signed in, rejects on failure. */
  refresh: () => Promise<User | null>;
}

export const SessionContext = createContext<Session | null>(null);
