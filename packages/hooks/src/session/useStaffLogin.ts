import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UNAUTHORIZED_IS_ANSWER, type User } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import { ApiError, unwrap } from '../query/keys';
import { applySignIn } from './applySignIn';
import { useSession } from './useSession';

/**
 * The sign-in of doctors, secretaries and admins. `POST /auth/login` admits patients, doctors and
 * secretaries only; admin accounts sign in through `POST /auth/admin/login`, tried when the first
 * answers INVALID_CREDENTIALS (both are rate limited, 10 a minute).
 */
export function useStaffLogin(): (email: string, password: string) => Promise<User> {
  const { login } = useSession();
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  return useCallback(
    async (email: string, password: string) => {
      try {
        return await login(email, password);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'INVALID_CREDENTIALS') throw error;
        const result = await client.POST('/auth/admin/login', {
          // No "remember me" here: the refresh cookie lasts as long as the browser session.
          body: { email, password, remember: false },
          ...UNAUTHORIZED_IS_ANSWER,
        });
        return applySignIn(client, queryClient, unwrap(result, logger));
      }
    },
    [login, client, logger, queryClient],
  );
}
