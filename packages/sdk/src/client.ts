import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@tabib/contract';
import { normalizeBaseUrl } from './http/baseUrl';
import { createXsrfSource } from './http/xsrfSource';
import { authMiddleware } from './middleware/auth';
import { errorsMiddleware } from './middleware/errors';
import { idempotentWritesMiddleware } from './middleware/idempotentWrites';
import { languageMiddleware, pageLanguage } from './middleware/language';
import { createLoadingTracker, loadingMiddleware, type LoadingTracker } from './middleware/loading';
import { refreshMiddleware, type RefreshAccessToken, type SessionClearReason } from './middleware/refresh';
import { signInMiddleware } from './middleware/signIn';
import { xsrfMiddleware } from './middleware/xsrf';
import {
  createSession,
  NO_TOKEN_AFTER_REFRESH,
  type TabibSession,
  type TabibSessionOptions,
} from './session/session';
import type { TokenStore } from './session/token-store';

export interface TabibClientOptions {
  /**
   * The page's session: its refresh, anti-forgery source and token store. Give every
   * client of a page the same session; without one the client creates its own from the options below.
   */
  session?: TabibSession;
  /** The API base including `/v1`: `/v1` in the app, `https://api.tabib.tn/v1` elsewhere; default the session's. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * Without a `session`: where the API's cookies live. Outside a browser, a
   * `createCookieJar()`, so every operation works from Node (anti-forgery token, refresh); default the
   * browser's own.
   */
  cookies?: TabibSessionOptions['cookies'];
  /** Where this client's access token lives; default the session's store. */
  tokens?: TokenStore;
  /**
   * How to get a new access token after a 401. Default: the session's single-flight refresh. With a
   * `session`, a wrapper of `session.refresh` (the back office reports a failed refresh); without
   * one, the request the created session runs single-flight. `false`: no refresh is available, a 401
   * clears the session.
   */
  refresh?: RefreshAccessToken | false;
  /** Called once when a held session is cleared (401 that cannot be refreshed, or 403). */
  onSessionCleared?: (reason: SessionClearReason) => void;
  /**
   * Whether every 403 clears the session (the default). `false`: only a 403
   * `ACCOUNT_BLOCKED` does; any other is the answer "not allowed" — a doctor who opens a patient page
   * stays signed in.
   */
  forbiddenClearsSession?: boolean;
  /**
   * Keep the access token of a successful sign-in (`POST /auth/login`, `/auth/admin/login`,
   * `/auth/register`) in `tokens`, so the next call is authenticated at once. Default `true`; a client
   * whose store needs more than the token (the back office saves the user and the remember choice
   * with it) passes `false` and stores the answer itself.
   */
  storeSignInToken?: boolean;
  /** The anti-forgery token to send on non-GET requests; default: the XSRF-TOKEN cookie. */
  getXsrfToken?: () => string | undefined;
  /**
   * The reader's language (`fr`, `en`, `ar`), sent as Accept-Language on every request; the API
   * writes the user's notifications in it. Default: in a browser the page's `<html lang>`, else none.
   */
  language?: () => string | undefined;
  logger?: Pick<Console, 'error'>;
}

export interface TabibClient extends Client<paths> {
  readonly session: TabibSession;
  readonly tokens: TokenStore;
  /** The pending-request count the loading bar follows. */
  readonly loading: LoadingTracker;
  /** Forgets the access token and tells `onSessionCleared`. */
  clearSession(reason: SessionClearReason): void;
}

/**
 * The typed client of the Tabib /v1 API, with the access token, the anti-forgery token, the silent refresh
 * and the error handling on every call (the package README says what each does).
 */
export function createTabibClient(options: TabibClientOptions): TabibClient {
  const session = options.session ?? sessionFrom(options);
  // A client that made its session sends through the session's fetch (its cookie jar, if any).
  const fetchImpl = options.session ? (options.fetch ?? session.fetch) : session.fetch;
  const tokens = options.tokens ?? session.tokens;
  const logger = options.logger ?? console;
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? session.baseUrl);
  const apiOrigin = new URL(baseUrl, globalThis.location?.href).origin;
  const xsrf =
    options.getXsrfToken && options.session
      ? createXsrfSource(baseUrl, fetchImpl, options.getXsrfToken)
      : session.xsrf;

  const clearSession = (reason: SessionClearReason) => {
    // Only a session that existed is reported, so 50 failing calls give one redirect, not 50.
    const held = tokens.get() !== null;
    tokens.clear();
    if (held) options.onSessionCleared?.(reason);
  };

  const refresh =
    options.refresh === false
      ? undefined
      : options.session && options.refresh
        ? options.refresh
        : () => session.refresh();

  const loading = createLoadingTracker();
  const client = createClient<paths>({ baseUrl, fetch: fetchImpl, credentials: 'include' });
  // Order matters: onRequest runs in this order, onResponse/onError in reverse (refresh first, loading last).
  client.use(
    loadingMiddleware(loading),
    errorsMiddleware({
      clearSession,
      logger,
      forbiddenClearsSession: options.forbiddenClearsSession ?? true,
    }),
    authMiddleware(tokens),
    languageMiddleware(options.language ?? pageLanguage),
    xsrfMiddleware(apiOrigin, xsrf),
    // Before the refresh, so a write resent after a refresh carries the same key.
    idempotentWritesMiddleware(fetchImpl),
    refreshMiddleware({ tokens, refresh, clearSession, fetch: fetchImpl }),
  );
  if (options.storeSignInToken ?? true) client.use(signInMiddleware(tokens));

  return Object.assign(client, { session, tokens, loading, clearSession });
}

function sessionFrom(options: TabibClientOptions): TabibSession {
  if (options.baseUrl === undefined) throw new Error('createTabibClient needs a session or a baseUrl');
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const jar = options.cookies;
  const fetchImpl: typeof globalThis.fetch =
    jar?.fetch ?? options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return createSession({
    baseUrl,
    fetch: fetchImpl,
    cookies: jar,
    tokens: options.tokens,
    requestToken: typeof options.refresh === 'function' ? tokenOrThrow(options.refresh) : undefined,
    // Without a reader of its own, the session reads the token where its cookies are.
    xsrf: options.getXsrfToken ? createXsrfSource(baseUrl, fetchImpl, options.getXsrfToken) : undefined,
  });
}

function tokenOrThrow(refresh: RefreshAccessToken): () => Promise<string> {
  return async () => {
    const token = await refresh();
    if (!token) throw new Error(NO_TOKEN_AFTER_REFRESH);
    return token;
  };
}
