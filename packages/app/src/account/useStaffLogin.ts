import { useCallback } from 'react';
import { ApiError, unwrap, useSession, useTabibClient, useTabibLogger } from '@tabib/hooks';
import { REFRESH_ATTEMPT_HEADER, type User } from '@tabib/sdk';

import { useApplySession } from './useApplySession';

/**
 * The sign-in of the doctor login page, for doctors, secretaries and admins. `POST /auth/login` admits
 * patients, doctors and secretaries only; admin accounts sign in through `POST /auth/admin/login`,
 * tried when the first answers INVALID_CREDENTIALS (both are rate limited, 10 a minute).
 */
export function useStaffLogin(): (email: string, password: string) => Promise<User> {
  const { login } = useSession();
  const client = useTabibClient();
  const logger = useTabibLogger();
  const applySession = useApplySession();
  return useCallback(
    async (email: string, password: string) => {
      try {
        return await login(email, password);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'INVALID_CREDENTIALS') throw error;
        const result = await client.POST('/auth/admin/login', {
          // This page has no "remember me": the refresh cookie lasts as long as the browser session.
          body: { email, password, remember: false },
          headers: { [REFRESH_ATTEMPT_HEADER]: '1' },
        });
        return applySession(unwrap(result, logger));
      }
    },
    [login, client, logger, applySession],
  );
}
