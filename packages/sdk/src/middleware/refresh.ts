import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../session/token-store';
import { stripBearer } from '../token/jwt';

// spec §8: a request retried after a refresh carries this marker, so a second 401 never refreshes again.
export const REFRESH_ATTEMPT_HEADER = 'X-Tabib-Refresh-Attempt';

/** Obtains a new access token; resolves `undefined` when the server returned none. */
export type RefreshAccessToken = () => Promise<string | undefined>;

export interface RefreshMiddlewareOptions {
  tokens: TokenStore;
  /** `undefined`: no refresh available (spec §8: then a 401 clears the session). */
  refresh: RefreshAccessToken | undefined;
  clearSession: (reason: SessionClearReason) => void;
  fetch: typeof globalThis.fetch;
}

export type SessionClearReason = 'unauthorized' | 'refresh-failed' | 'forbidden' | 'logout';

const NO_TOKEN_AFTER_REFRESH = 'No token after refresh';

/**
 * spec §8 "HTTP 401": one shared refresh for all concurrent callers, the new token stored, the request
 * retried once with the marker header. Failures become an error response (never a throw), so every
 * other middleware still sees the request settle.
 */
export function refreshMiddleware(options: RefreshMiddlewareOptions): Middleware {
  const { tokens, refresh, clearSession } = options;
  // A body can be read only once: keep an unsent copy of each request so a retry can resend it.
  const pristine = new Map<string, Request>();
  let inFlight: Promise<string | undefined> | null = null;

  const sharedRefresh = (): Promise<string | undefined> => {
    inFlight ??= (refresh as RefreshAccessToken)()
      .catch(() => undefined)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    onRequest({ request, id }) {
      if (refresh && !request.headers.has(REFRESH_ATTEMPT_HEADER)) pristine.set(id, request.clone());
      return undefined;
    },
    onError({ id }) {
      pristine.delete(id);
      return undefined;
    },
    async onResponse({ request, response, id }) {
      const copy = pristine.get(id);
      pristine.delete(id);
      if (response.status !== 401) return undefined;
      if (!copy || request.headers.has(REFRESH_ATTEMPT_HEADER)) {
        clearSession('unauthorized');
        return undefined;
      }
      const token = await sharedRefresh();
      if (!token) {
        clearSession('refresh-failed');
        return sessionExpiredResponse();
      }
      tokens.set(token);
      const retry = new Request(copy);
      retry.headers.set('Authorization', `Bearer ${stripBearer(token)}`);
      retry.headers.set(REFRESH_ATTEMPT_HEADER, '1');
      const retried = await options.fetch(retry);
      if (retried.status === 401) clearSession('unauthorized');
      return retried;
    },
  };
}

function sessionExpiredResponse(): Response {
  return new Response(JSON.stringify({ code: 'SESSION_EXPIRED', message: NO_TOKEN_AFTER_REFRESH }), {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  });
}
