import type { Middleware } from 'openapi-fetch';
import { XSRF_HEADER_NAME } from '../http/cookies';
import type { XsrfSource } from '../http/xsrfSource';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Non-GET requests to our own API carry X-XSRF-TOKEN read from the XSRF-TOKEN cookie.
 * "Relative" requests are those to the API's own origin; the token is never sent elsewhere.
 * On a first visit every request waits for the one token (see `createXsrfSource`).
 */
export function xsrfMiddleware(apiOrigin: string, xsrf: XsrfSource): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has(XSRF_HEADER_NAME)) return undefined;
      if (new URL(request.url).origin !== apiOrigin) return undefined;
      if (SAFE_METHODS.has(request.method)) {
        await xsrf.obtain({ once: true });
        return undefined;
      }
      const token = await xsrf.obtain();
      if (!token) return undefined;
      request.headers.set(XSRF_HEADER_NAME, token);
      return request;
    },
    onResponse({ request, response }) {
      // A new token handed out by the API (a cookie it just set), for a page that cannot
      // read the API's cookie. Only the API's own answers are believed.
      const handedOut = response.headers.get(XSRF_HEADER_NAME);
      if (handedOut && new URL(request.url).origin === apiOrigin) xsrf.remember?.(handedOut);
      return undefined;
    },
  };
}
