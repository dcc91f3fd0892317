// spec §9: anti-forgery cookie XSRF-TOKEN, header X-XSRF-TOKEN.
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
