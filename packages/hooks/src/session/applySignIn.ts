import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession, TabibClient, User } from '@tabib/sdk';

import { isQuestionsKey, SESSION_USER_KEY } from './sessionKeys';

/**
 * What a sign-in does, for every answer that opens a session (login, staff login, registration): the
 * access token is kept by the client, questions reset and the user applied (the open-questions badge
 * follows the user). The refresh cookie came with the answer.
 */
export function applySignIn(
  client: TabibClient,
  queryClient: QueryClient,
  { accessToken, user }: AuthSession,
): User {
  client.tokens.set(accessToken);
  queryClient.removeQueries({ predicate: (query) => isQuestionsKey(query.queryKey) });
  queryClient.setQueryData(SESSION_USER_KEY, user);
  return user;
}
