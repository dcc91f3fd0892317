import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@tabib/contract';
import { UNAUTHORIZED_IS_ANSWER } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import { unwrap } from '../query/keys';
import { applySignIn } from './applySignIn';
import type { MutationHookOptions } from '../api/options';

/** `POST /auth/register`: creates the patient account and signs it in (the server answers with a session). */
export function useRegister(options: MutationHookOptions = {}) {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: components['schemas']['RegisterInput']) => {
      // A guest has nothing to refresh: a 401 here is an answer, not an expired token.
      const result = await client.POST('/auth/register', { body, ...UNAUTHORIZED_IS_ANSWER });
      return applySignIn(client, queryClient, unwrap(result, logger));
    },
  });
}
