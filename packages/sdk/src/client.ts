import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/api';
import { readXsrfCookie, XSRF_HEADER_NAME } from './http/cookies';
import { readRefreshedToken } from './http/refresh-response';
import { authMiddleware } from './middleware/auth';
import { errorsMiddleware } from './middleware/errors';
import { createLoadingTracker, loadingMiddleware, type LoadingTracker } from './middleware/loading';
import { refreshMiddleware, type RefreshAccessToken, type SessionClearReason } from './middleware/refresh';
import { xsrfMiddleware } from './middleware/xsrf';
import { createXsrfSource, type XsrfSource } from './http/xsrfSource';
import { createMemoryTokenStore, type TokenStore } from './session/token-store';

export interface TabibClientOptions {
  /** The API base including `/v1`: `/v1` in the app, `https://api.tabib.tn/v1` elsewhere. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Where the access token lives; default: memory only. */
  tokens?: TokenStore;
  /**
   * How to get a new access token after a 401. Default: `POST {baseUrl}/auth/refresh` with the refresh
   * cookie. `false`: no refresh is available, a 401 clears the session.
   */
  refresh?: RefreshAccessToken | false;
  /** spec §8: called once when a held session is cleared (401 that cannot be refreshed, or 403). */
  onSessionCleared?: (reason: SessionClearReason) => void;
  /** The anti-forgery token to send on non-GET requests; default: the XSRF-TOKEN cookie. */
  getXsrfToken?: () => string | undefined;
  logger?: Pick<Console, 'error'>;
}

export interface TabibClient extends Client<paths> {
  readonly tokens: TokenStore;
  /** The pending-request count the loading bar follows. */
  readonly loading: LoadingTracker;
  /** Forgets the access token and tells `onSessionCleared` (spec §8 "clearing the session"). */
  clearSession(reason: SessionClearReason): void;
}

/** The typed client of the Tabib /v1 API, with the middleware of spec §7 and §8. */
export function createTabibClient(options: TabibClientOptions): TabibClient {
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokens ?? createMemoryTokenStore();
  const logger = options.logger ?? console;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const apiOrigin = new URL(baseUrl, globalThis.location?.href).origin;
  const xsrf = createXsrfSource(baseUrl, fetchImpl, options.getXsrfToken ?? readXsrfCookie);

  const clearSession = (reason: SessionClearReason) => {
    // Only a session that existed is reported, so 50 failing calls give one redirect, not 50.
    const held = tokens.get() !== null;
    tokens.clear();
    if (held) options.onSessionCleared?.(reason);
  };

  const refresh =
    options.refresh === false
      ? undefined
      : (options.refresh ?? (() => refreshWithCookie(baseUrl, fetchImpl, xsrf)));

  const loading = createLoadingTracker();
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl, credentials: 'include' });
  // Order matters: onRequest runs in this order, onResponse/onError in reverse (refresh first, loading last).
  client.use(
    loadingMiddleware(loading),
    errorsMiddleware({ clearSession, logger }),
    authMiddleware(tokens),
    xsrfMiddleware(apiOrigin, xsrf),
    refreshMiddleware({ tokens, refresh, clearSession, fetch: fetchImpl }),
  );

  return Object.assign(client, { tokens, loading, clearSession });
}

async function refreshWithCookie(
  baseUrl: string,
  fetchImpl: typeof globalThis.fetch,
  xsrfSource: XsrfSource,
): Promise<string | undefined> {
  const xsrf = await xsrfSource.obtain();
  const response = await fetchImpl(`${baseUrl}/auth/refresh`, {
    method: 'POST',
    credentials: 'include',
    headers: xsrf ? { [XSRF_HEADER_NAME]: xsrf } : {},
  });
  if (!response.ok) return undefined;
  return readRefreshedToken(await response.json().catch(() => null));
}
