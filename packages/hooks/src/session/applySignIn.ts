import type { QueryClient } from '@tanstack/react-query';
import type { AuthSession, User } from '@tabib/contract';
import type { TabibClient } from '@tabib/sdk';

import { isQuestionsKey, SESSION_USER_KEY } from './sessionKeys';

export interface SignInOptions {
  /** Keep the sign-in after the browser closes (the back office's "remember me"); default false. */
  remember?: boolean;
}

/**
 * What a sign-in does, for every answer that opens a session (login, staff login, admin login,
 * registration): the client's token store keeps the access token — or the whole answer, when the
 * store keeps the user and the remember choice with it (the back office's credentials) — questions
 * reset and the user applied (the open-questions badge follows the user). The refresh cookie came
 * with the answer.
 */
export function applySignIn(
  client: TabibClient,
  queryClient: QueryClient,
  answer: AuthSession,
  { remember = false }: SignInOptions = {},
): User {
  if (client.tokens.signedIn) client.tokens.signedIn(answer, { remember });
  else client.tokens.set(answer.accessToken);
  queryClient.removeQueries({ predicate: (query) => isQuestionsKey(query.queryKey) });
  queryClient.setQueryData(SESSION_USER_KEY, answer.user);
  return answer.user;
}
