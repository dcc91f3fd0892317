/** Where the client gets the anti-forgery token of a non-GET request. */
export interface XsrfSource {
  /**
   * The token now, or one asked from `GET /auth/xsrf` when none is known yet. `once`: ask only if it
   * was never asked (a GET needs the cookie to exist, not the token, and must not retry a failed ask).
   */
  obtain: (options?: { once?: boolean }) => Promise<string | undefined>;
  /**
   * A token the API handed out in its `X-XSRF-TOKEN` response header (a new cookie was
   * set), kept for a page that cannot read the API's cookie. Optional for sources of their own.
   */
  remember?: (token: string) => void;
}

/**
 * Double submit: the token is the XSRF-TOKEN cookie. A browser gets that cookie with its
 * first API response, but a first visit whose first call is a POST (the silent refresh at startup)
 * has none yet: then the token is asked once from `GET /auth/xsrf`, which also sets the cookie.
 * The first requests of a page are made to wait for that answer too, GETs included: the server gives
 * every request without the cookie a new token, so parallel cookieless responses would overwrite each
 * other's cookie and a POST could leave with a token the jar no longer holds.
 * The answer is also kept in memory, for an API on another site whose cookie the page cannot read,
 * and so is every token the API hands out in its `X-XSRF-TOKEN` response header.
 */
export function createXsrfSource(
  baseUrl: string,
  fetchImpl: typeof globalThis.fetch,
  read: () => string | undefined,
): XsrfSource {
  let fetched: string | undefined;
  let asked = false;
  let inFlight: Promise<string | undefined> | null = null;

  const ask = async (): Promise<string | undefined> => {
    try {
      const response = await fetchImpl(`${baseUrl}/auth/xsrf`, { credentials: 'include' });
      if (!response.ok) return undefined;
      const body = (await response.json()) as { xsrfToken?: unknown };
      return typeof body.xsrfToken === 'string' && body.xsrfToken ? body.xsrfToken : undefined;
    } catch {
      // The request that needed the token goes on without it and gets the server's answer.
      return undefined;
    }
  };

  return {
    async obtain({ once = false } = {}) {
      const current = read() ?? fetched;
      if (current || (once && asked && !inFlight)) return current;
      asked = true;
      inFlight ??= ask().finally(() => {
        inFlight = null;
      });
      fetched = (await inFlight) ?? fetched;
      return read() ?? fetched;
    },
    remember(token) {
      fetched = token;
    },
  };
}
