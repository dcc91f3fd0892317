import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@tabib/contract';
import { UNAUTHORIZED_IS_ANSWER } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../../provider/context';
import { unwrap } from '../../query/keys';
import { applySignIn } from '../../session/applySignIn';
import type { MutationHookOptions } from '../options';

export interface AcceptSecretaryInvitationVariables {
  token: string;
  account: components['schemas']['SecretaryInvitationAccept'];
}

/**
 * `POST /secretary-invitations/{token}/accept`: creates the invited secretary's account and signs it in,
 * as a registration does.
 */
export function useAcceptSecretaryInvitation(options: MutationHookOptions = {}) {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ token, account }: AcceptSecretaryInvitationVariables) => {
      const result = await client.POST('/secretary-invitations/{token}/accept', {
        params: { path: { token } },
        body: account,
        // A guest has nothing to refresh: a 401 here is an answer, not an expired token.
        ...UNAUTHORIZED_IS_ANSWER,
      });
      return applySignIn(client, queryClient, unwrap(result, logger));
    },
  });
}
