import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../session/token-store';
import { isSignIn } from './signIn';

/** Every request carries `Authorization: Bearer` when a token exists. */
export function authMiddleware(tokens: TokenStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = tokens.get();
      // The credentials of a sign-in choose the account; an expired or blocked previous user's token
      // would only make the server refuse it.
      if (isSignIn(schemaPath, request.method)) return undefined;
      // A caller that set its own Authorization (the social sign-in completion) keeps it.
      if (!token || request.headers.has('Authorization')) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
