import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../session/token-store';

/** spec §7: every request carries `Authorization: Bearer` when a token exists. */
export function authMiddleware(tokens: TokenStore): Middleware {
  return {
    onRequest({ request }) {
      const token = tokens.get();
      // A caller that set its own Authorization (the social sign-in completion) keeps it.
      if (!token || request.headers.has('Authorization')) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
