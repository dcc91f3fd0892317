import type { Middleware } from 'openapi-fetch';

/** In a browser, the language of the page the reader is reading (`<html lang>`), else none. */
export const pageLanguage = (): string | undefined => globalThis.document?.documentElement.lang || undefined;

/**
 * Every request says the reader's language in Accept-Language: the API remembers it on the account and
 * writes that user's e-mails and SMS in it. A browser would otherwise send its own languages, not the one
 * chosen in the app. A caller's own Accept-Language is kept.
 */
export function languageMiddleware(language: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const chosen = language();
      if (!chosen || request.headers.has('Accept-Language')) return undefined;
      request.headers.set('Accept-Language', chosen);
      return request;
    },
  };
}
