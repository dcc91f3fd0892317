import type { Middleware } from 'openapi-fetch';
import type { SessionClearReason } from './refresh';
import { isSignIn } from './signIn';

// The network error message.
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

// The 403 of an account the server refuses (blocked by the back office), not of a single action.
const ACCOUNT_BLOCKED = 'ACCOUNT_BLOCKED';

export interface ErrorsMiddlewareOptions {
  clearSession: (reason: SessionClearReason) => void;
  logger: Pick<Console, 'error'>;
  /**
   * `true` (default): every 403 clears the session. `false`: only a 403 that refuses the
   * account itself (`ACCOUNT_BLOCKED`) does; a 403 for what the role may not do is an answer.
   */
  forbiddenClearsSession: boolean;
}

/** 403 clears the session; status 0 (no answer from the network) is logged, an abort is not. */
export function errorsMiddleware({
  clearSession,
  logger,
  forbiddenClearsSession,
}: ErrorsMiddlewareOptions): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      // A refused sign-in is about the account it tried, not the one signed in.
      const refusesCaller = response.status === 403 && !isSignIn(schemaPath, request.method);
      if (refusesCaller && (forbiddenClearsSession || (await refusesAccount(response)))) {
        clearSession('forbidden');
      }
      if (response.status === 0) logger.error(NETWORK_ERROR_MESSAGE, { url: request.url });
      return undefined;
    },
    onError({ request, error }) {
      // A request its caller aborted (a query no longer needed, a page left) is not a network failure.
      if (!request.signal.aborted) logger.error(NETWORK_ERROR_MESSAGE, { url: request.url, error });
      return undefined;
    },
  };
}

async function refusesAccount(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === ACCOUNT_BLOCKED;
}
