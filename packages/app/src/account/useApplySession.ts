import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isQuestionsKey, SESSION_USER_KEY, useTabibClient } from '@tabib/hooks';
import type { components, User } from '@tabib/sdk';

type AuthSession = components['schemas']['AuthSession'];

/**
 * Signs in the answer of a sign-in call the session's own `login` does not make (registration, the
 * back-office login), exactly as `useSession().login` does: the access token is kept by the client,
 * questions reset and the user applied (spec §4 login events). The refresh cookie came with the answer.
 */
export function useApplySession(): (session: AuthSession) => User {
  const client = useTabibClient();
  const queryClient = useQueryClient();
  return useCallback(
    ({ accessToken, user }: AuthSession) => {
      client.tokens.set(accessToken);
      queryClient.removeQueries({ predicate: (query) => isQuestionsKey(query.queryKey) });
      queryClient.setQueryData(SESSION_USER_KEY, user);
      return user;
    },
    [client, queryClient],
  );
}
