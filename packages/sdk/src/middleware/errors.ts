import type { Middleware } from 'openapi-fetch';
import type { SessionClearReason } from './refresh';

// spec §8: the network error message.
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';

export interface ErrorsMiddlewareOptions {
  clearSession: (reason: SessionClearReason) => void;
  logger: Pick<Console, 'error'>;
}

/** spec §8: 403 clears the session; status 0 (no answer from the network) is logged. */
export function errorsMiddleware({ clearSession, logger }: ErrorsMiddlewareOptions): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 403) clearSession('forbidden');
      if (response.status === 0) logger.error(NETWORK_ERROR_MESSAGE, { url: request.url });
      return undefined;
    },
    onError({ request, error }) {
      logger.error(NETWORK_ERROR_MESSAGE, { url: request.url, error });
      return undefined;
    },
  };
}
