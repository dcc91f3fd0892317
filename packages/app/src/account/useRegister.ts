import { useMutation } from '@tanstack/react-query';
import { unwrap, useTabibClient, useTabibLogger } from '@tabib/hooks';
import { REFRESH_ATTEMPT_HEADER, type components } from '@tabib/sdk';

import { useApplySession } from './useApplySession';

/** `POST /auth/register`: creates the account and signs it in (the server answers with a session). */
export function useRegister() {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const applySession = useApplySession();
  return useMutation({
    mutationFn: async (body: components['schemas']['RegisterInput']) => {
      const result = await client.POST('/auth/register', {
        body,
        // A guest has nothing to refresh: a 401 here is an answer, not an expired token.
        headers: { [REFRESH_ATTEMPT_HEADER]: '1' },
      });
      return applySession(unwrap(result, logger));
    },
  });
}
