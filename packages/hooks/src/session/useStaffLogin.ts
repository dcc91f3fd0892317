import { useCallback } from 'react';
import type { User } from '@tabib/contract';

import { ApiError } from '../query/keys';
import { useSession } from './useSession';

/**
 * The sign-in of doctors, secretaries and admins. `POST /auth/login` admits patients, doctors and
 * secretaries only; admin accounts sign in through `POST /auth/admin/login`, tried when the first
 * answers INVALID_CREDENTIALS (both are rate limited, 10 a minute).
 */
export function useStaffLogin(): (email: string, password: string) => Promise<User> {
  const { login, loginAdmin } = useSession();
  return useCallback(
    async (email: string, password: string) => {
      try {
        return await login(email, password);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'INVALID_CREDENTIALS') throw error;
        // No "remember me" here: the refresh cookie lasts as long as the browser session.
        return loginAdmin(email, password, { remember: false });
      }
    },
    [login, loginAdmin],
  );
}
