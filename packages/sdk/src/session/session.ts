import { normalizeBaseUrl } from '../http/baseUrl';
import type { CookieJar } from '../http/cookieJar';
import { apiXsrfCookieReader, readCookie, XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '../http/cookies';
import { readRefreshedToken } from '../http/refresh-response';
import { isNetworkError } from '../http/networkError';
import { createXsrfSource, type XsrfSource } from '../http/xsrfSource';
import { stripBearer } from '../token/jwt';
import { createMemoryTokenStore, type TokenStore } from './token-store';

/** A refresh that failed; `status` is the HTTP status when the server answered. */
export type RefreshError = Error & { status?: number };

/** The message of a refresh that gave no token. */
export const NO_TOKEN_AFTER_REFRESH = 'No token after refresh';

/** The name of the script-readable "this browser holds a session" hint the server sets. */
export const SESSION_HINT_COOKIE_NAME = 'tabib_session';

/**
 * Where the refresh token lives. The browser's cookie jar by default; a server-side
 * caller plugs its own (a cookie jar) together with a `fetch` that sends it.
 */
export interface RefreshTokenHolder {
  /** `false` when no refresh token can exist (a guest): then no refresh request is sent at all. */
  mayHold(): boolean;
  /** Called when the server refused a refresh, so the next page load knows there is no session. */
  forget(): void;
}

/**
 * The browser holder: the refresh token is an httpOnly cookie the page cannot read, so the server
 * sets a script-readable hint cookie beside it (same lifetime, cleared with it). The hint is only
 * readable for an API on the page's own host (cookies ignore ports): without `document`,
 * or for an API on another host, nothing can be known and a refresh is always tried.
 */
export function browserRefreshTokenHolder(
  baseUrl: string,
  hintCookie = SESSION_HINT_COOKIE_NAME,
): RefreshTokenHolder {
  const readable =
    typeof document !== 'undefined' &&
    typeof location !== 'undefined' &&
    new URL(baseUrl, location.href).hostname === location.hostname;
  return {
    mayHold: () => !readable || readCookie(hintCookie, document.cookie) !== undefined,
    forget() {
      if (readable) document.cookie = `${hintCookie}=; Max-Age=0; Path=/`;
    },
  };
}

/**
 * The holder of a cookie jar (a server-side caller): the server sets the session hint
 * beside the refresh cookie, so the jar knows whether a refresh may succeed.
 */
export function jarRefreshTokenHolder(jar: CookieJar, baseUrl: string): RefreshTokenHolder {
  return {
    mayHold: () => jar.get(SESSION_HINT_COOKIE_NAME, `${baseUrl}/`) !== undefined,
    forget: () => jar.delete(SESSION_HINT_COOKIE_NAME),
  };
}

/** How many refresh requests one navigation may send before refreshes fail without a request. */
export const DEFAULT_MAX_REFRESHES_PER_NAVIGATION = 3;

export interface TabibSessionOptions {
  /** The API base including `/v1`: `/v1` in the app, an absolute `https://api.tabib.tn/v1` elsewhere. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /**
   * Where the API's cookies live. Default: the browser's own. Outside a browser (Node),
   * a `createCookieJar({ fetch })`: every request, the anti-forgery token and the refresh then go
   * through it (its `fetch` is used; `fetch` above is then ignored).
   */
  cookies?: CookieJar;
  /** Where the access token lives; default memory only. */
  tokens?: TokenStore;
  /**
   * Where the anti-forgery token comes from; default the XSRF-TOKEN cookie when the page is on the API's
   * host, else the token the API hands out (`GET /auth/xsrf`, the `X-XSRF-TOKEN` response header).
   */
  xsrf?: XsrfSource;
  /** Where the refresh token lives; default `browserRefreshTokenHolder(baseUrl)`. */
  refreshToken?: RefreshTokenHolder;
  /**
   * The request that exchanges the refresh token for an access token; resolves the token or rejects.
   * Default: `POST {baseUrl}/auth/refresh` with the cookies and the anti-forgery header.
   */
  requestToken?: () => Promise<string>;
  /**
   * The most refresh requests per navigation that got an answer; default
   * `DEFAULT_MAX_REFRESHES_PER_NAVIGATION`. One that reached no server (`isNetworkError`) is not counted.
   */
  maxRefreshesPerNavigation?: number;
}

/**
 * The one owner of a page's session: the access token store, the anti-forgery source
 * and the single-flight refresh over the one rotating refresh token (a rotated token
 * presented twice revokes its whole family). Every client of the page, the hooks and the back office
 * share one session, so concurrent 401s cause exactly one refresh request.
 */
export interface TabibSession {
  /** The API base without a trailing slash. */
  readonly baseUrl: string;
  readonly fetch: typeof globalThis.fetch;
  /** The session's cookie jar (`cookies`); `undefined` with the browser's. */
  readonly cookies: CookieJar | undefined;
  readonly tokens: TokenStore;
  readonly xsrf: XsrfSource;
  /**
   * A new access token, already saved in `tokens`. Concurrent callers share one request; rejects with
   * a `RefreshError` when there is no session, the server refused, or the bound is reached.
   */
  refresh(): Promise<string>;
  /** `false` when the browser holds no session: a guest page makes no refresh request. */
  mayRefresh(): boolean;
  /** A new navigation started: the bound on refresh requests counts from zero again. */
  navigated(): void;
}

export function createSession(options: TabibSessionOptions): TabibSession {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const jar = options.cookies;
  const fetchImpl: typeof globalThis.fetch =
    jar?.fetch ?? options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = options.tokens ?? createMemoryTokenStore();
  const readXsrf = jar ? () => jar.get(XSRF_COOKIE_NAME, `${baseUrl}/`) : apiXsrfCookieReader(baseUrl);
  const xsrf = options.xsrf ?? createXsrfSource(baseUrl, fetchImpl, readXsrf);
  const holder =
    options.refreshToken ?? (jar ? jarRefreshTokenHolder(jar, baseUrl) : browserRefreshTokenHolder(baseUrl));
  const maxRefreshes = options.maxRefreshesPerNavigation ?? DEFAULT_MAX_REFRESHES_PER_NAVIGATION;
  const requestToken = options.requestToken ?? (() => refreshWithCookie(baseUrl, fetchImpl, xsrf));

  let inFlight: Promise<string> | null = null;
  let sent = 0;

  const run = async (): Promise<string> => {
    try {
      const token = stripBearer(await requestToken());
      tokens.set(token);
      return token;
    } catch (error) {
      const { status } = error as RefreshError;
      if (status === 401 || status === 403) holder.forget();
      // A refresh that reached no server (offline) is no part of a 401/refresh loop: trying again once
      // the network is back must stay possible, or a page that waited offline would end signed out.
      if (isNetworkError(error)) sent -= 1;
      throw error;
    }
  };

  return {
    baseUrl,
    fetch: fetchImpl,
    cookies: jar,
    tokens,
    xsrf,
    refresh() {
      if (inFlight) return inFlight;
      if (!holder.mayHold()) return Promise.reject(refreshError('No session to refresh'));
      // A page that keeps being refused (a loop between a 401 and a refresh) stops here, not at the server.
      if (sent >= maxRefreshes) return Promise.reject(refreshError('Refresh limit reached'));
      sent += 1;
      inFlight = run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    mayRefresh: () => holder.mayHold(),
    navigated() {
      sent = 0;
    },
  };
}

function refreshError(message: string, status?: number): RefreshError {
  return Object.assign(new Error(message), status === undefined ? {} : { status });
}

/** `POST {baseUrl}/auth/refresh`, no body, the refresh cookie and X-XSRF-TOKEN sent. */
async function refreshWithCookie(
  baseUrl: string,
  fetchImpl: typeof globalThis.fetch,
  xsrfSource: XsrfSource,
): Promise<string> {
  const xsrf = await xsrfSource.obtain();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;
  const response = await fetchImpl(`${baseUrl}/auth/refresh`, {
    method: 'POST',
    credentials: 'include',
    headers,
  });
  const handedOut = response.headers.get(XSRF_HEADER_NAME);
  if (handedOut) xsrfSource.remember?.(handedOut);
  if (!response.ok) {
    throw refreshError(`Token refresh failed: ${response.status} ${response.statusText}`, response.status);
  }
  const token = readRefreshedToken(await response.json().catch(() => null));
  if (!token) throw refreshError(NO_TOKEN_AFTER_REFRESH);
  return token;
}
