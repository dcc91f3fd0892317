// Anti-forgery cookie XSRF-TOKEN, header X-XSRF-TOKEN.
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Reads one cookie from a `document.cookie`-style string; `undefined` when absent or empty. */
export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (!raw) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The XSRF-TOKEN cookie of the current document; `undefined` outside a browser. */
export function readXsrfCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(XSRF_COOKIE_NAME, document.cookie);
}

/** What a reader needs of the page: `globalThis` in a browser. */
export interface PageCookies {
  location?: Pick<Location, 'href' | 'hostname'>;
  document?: Pick<Document, 'cookie'>;
}

/**
 * The reader of the API's XSRF-TOKEN cookie for a page, or one that finds nothing when the page cannot
 * read it. Cookies belong to a host, whatever its port: a page on the API's host reads it from
 * `document.cookie`. A page elsewhere sees only its own site's cookies (perhaps an XSRF-TOKEN of its
 * own, which must not be sent to the API), so it relies on the token the API hands out.
 */
export function apiXsrfCookieReader(
  baseUrl: string,
  page: PageCookies = globalThis as PageCookies,
): () => string | undefined {
  const { location, document } = page;
  if (!document || !location) return () => undefined;
  if (new URL(baseUrl, location.href).hostname !== location.hostname) return () => undefined;
  return () => readCookie(XSRF_COOKIE_NAME, document.cookie);
}
