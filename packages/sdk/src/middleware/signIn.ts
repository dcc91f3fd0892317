import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../session/token-store';

/**
 * The operations whose answer opens a session (spec `AuthSession`). Their credentials choose the
 * account, so they are sent without the current Bearer token (a signed-in caller may
 * sign in again as someone else or register) and their 401 is the answer "wrong credentials".
 */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/auth/login', '/auth/admin/login', '/auth/register']);

export function isSignIn(schemaPath: string, method: string): boolean {
  return method === 'POST' && SIGN_IN_PATHS.has(schemaPath);
}

/**
 * A successful sign-in keeps the access token of its answer, so the first call after it
 * is authenticated at once instead of costing a 401, a refresh and a retry.
 */
export function signInMiddleware(tokens: TokenStore): Middleware {
  return {
    async onResponse({ request, schemaPath, response }) {
      if (!response.ok || !isSignIn(schemaPath, request.method)) return undefined;
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { accessToken?: unknown } | null;
      if (typeof body?.accessToken === 'string' && body.accessToken !== '') tokens.set(body.accessToken);
      return undefined;
    },
  };
}
