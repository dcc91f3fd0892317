import type { Middleware } from 'openapi-fetch';
import { NO_TOKEN_AFTER_REFRESH } from '../session/session';
import type { TokenStore } from '../session/token-store';
import { stripBearer } from '../token/jwt';
import { isSignIn } from './signIn';

// A request retried after a refresh carries this marker, so a second 401 never refreshes again.
export const REFRESH_ATTEMPT_HEADER = 'X-Tabib-Refresh-Attempt';

/** Obtains a new access token; resolves `undefined` when the server returned none. */
export type RefreshAccessToken = () => Promise<string | undefined>;

export interface RefreshMiddlewareOptions {
  tokens: TokenStore;
  /** The session's single-flight refresh; `undefined`: none available (a 401 clears the session). */
  refresh: RefreshAccessToken | undefined;
  clearSession: (reason: SessionClearReason) => void;
  fetch: typeof globalThis.fetch;
}

export type SessionClearReason = 'unauthorized' | 'refresh-failed' | 'forbidden' | 'logout';

// The requests whose 401 is the server's answer (see `UNAUTHORIZED_IS_ANSWER`).
const answers = new WeakSet<Request>();

/**
 * Per-request option: a 401 to this request is the server's answer — wrong credentials,
 * the refresh call itself — not an expired access token: no refresh, no retry, the session is kept.
 * Spread it into the request's options: `client.POST('/auth/logout', { ...UNAUTHORIZED_IS_ANSWER })`.
 * The sign-ins (login, admin login, registration) need no option: their 401 is always the answer.
 */
export const UNAUTHORIZED_IS_ANSWER: { readonly middleware: Middleware[] } = Object.freeze({
  middleware: [
    {
      onRequest({ request }) {
        answers.add(request);
        return undefined;
      },
    },
  ],
});

/**
 * The session's one refresh for all concurrent callers, the new token stored, the
 * request retried once with the marker header. A 403 is never refreshed. Failures
 * become an error response (never a throw), so every other middleware still sees the request settle.
 */
export function refreshMiddleware(options: RefreshMiddlewareOptions): Middleware {
  const { tokens, refresh, clearSession } = options;
  // A body can be read only once: keep an unsent copy of each request so a retry can resend it.
  const pristine = new Map<string, Request>();

  return {
    onRequest({ request, id }) {
      if (refresh && !request.headers.has(REFRESH_ATTEMPT_HEADER)) pristine.set(id, request.clone());
      return undefined;
    },
    onError({ id }) {
      pristine.delete(id);
      return undefined;
    },
    async onResponse({ request, response, id, schemaPath }) {
      const copy = pristine.get(id);
      pristine.delete(id);
      if (response.status !== 401 || answers.has(request)) return undefined;
      // A sign-in's 401 is "wrong credentials": whoever is signed in stays so.
      if (isSignIn(schemaPath, request.method)) return undefined;
      if (!copy || !refresh || request.headers.has(REFRESH_ATTEMPT_HEADER)) {
        clearSession('unauthorized');
        return undefined;
      }
      const token = await refresh().catch(() => undefined);
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
