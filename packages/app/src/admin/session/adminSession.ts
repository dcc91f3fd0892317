import type { QueryClient } from '@tanstack/react-query';
import { browserNavigation, createTabibQueryClient, SESSION_USER_KEY, type Navigation } from '@tabib/hooks';
import {
  createAdminCredentialStore,
  createAdminRefresher,
  createTabibClient,
  readCookie,
  XSRF_COOKIE_NAME,
  type AdminCredentialStore,
  type KeyValueStorage,
  type TabibClient,
  type User,
} from '@tabib/sdk';

import { adminLoginUrl } from './adminAccess';
import { adminTokenStore } from './adminTokenStore';

/** What the shell tells the admin about: spec §8 session-expired toast, and a 403 that ended the session. */
export type AdminSessionEvent = 'session-expired' | 'forbidden';
export type AdminSessionListener = (event: AdminSessionEvent) => void;

export interface AdminSessionOptions {
  /** The API base including `/v1`; the auth base is `{apiBaseUrl}/auth`, the user API `{apiBaseUrl}/users`. */
  apiBaseUrl: string;
  /** Remembered sign-ins; default `localStorage`. */
  local?: KeyValueStorage;
  /** Sign-ins of this tab; default `sessionStorage`. */
  session?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** Default: the XSRF-TOKEN cookie, else the token `GET /auth/xsrf` answered. */
  getXsrfToken?: () => string | undefined;
  /** Leaves the single-page app for `url` (a full page load); default `window.location.assign`. */
  leave?: (url: string) => void;
}

/** The back office's session: one per page load, shared by every /admin page. */
export interface AdminSession {
  store: AdminCredentialStore;
  client: TabibClient;
  queryClient: QueryClient;
  /** `{apiBaseUrl}/auth`: social sign-in goes to `{authBaseUrl}/google` (spec §2). */
  authBaseUrl: string;
  /** `{apiBaseUrl}/users`: the social completion fetches `{userApiBaseUrl}/{sub}` (spec §7). */
  userApiBaseUrl: string;
  /** spec §7: one `POST {auth base}/refresh` at a time; concurrent callers share it. */
  refresh: () => Promise<string>;
  /** The router's navigation, so a cleared session goes to the sign-in page without a reload. */
  setNavigation: (navigation: Navigation) => void;
  onEvent: (listener: AdminSessionListener) => () => void;
  leave: (url: string) => void;
}

function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export function createAdminSession(options: AdminSessionOptions): AdminSession {
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const authBaseUrl = `${apiBaseUrl}/auth`;
  const fetchImpl: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const listeners = new Set<AdminSessionListener>();
  const emit = (event: AdminSessionEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  let navigation: Navigation = browserNavigation;

  const store = createAdminCredentialStore({
    local: options.local,
    session: options.session,
    now: options.now,
  });

  // The anti-forgery cookie lasts as long as the browser session, the remembered refresh cookie 30
  // days: after a browser restart the refresh (a POST) would go without its token and be refused.
  let askedXsrf: string | undefined;
  const xsrfToken =
    options.getXsrfToken ??
    (() =>
      (typeof document === 'undefined' ? undefined : readCookie(XSRF_COOKIE_NAME, document.cookie)) ??
      askedXsrf);
  async function ensureXsrfToken(): Promise<void> {
    if (xsrfToken()) return;
    try {
      const response = await fetchImpl(`${authBaseUrl}/xsrf`, { credentials: 'include' });
      const body = response.ok ? ((await response.json()) as { xsrfToken?: unknown }) : null;
      if (typeof body?.xsrfToken === 'string') askedXsrf = body.xsrfToken;
    } catch {
      // The refresh goes on without the token and reports the server's refusal.
    }
  }

  const refresher = createAdminRefresher({
    authBaseUrl,
    store,
    fetch: fetchImpl,
    getXsrfToken: xsrfToken,
    onSessionExpired: () => emit('session-expired'),
  });
  const refresh = singleFlight(async () => {
    await ensureXsrfToken();
    return refresher.refresh();
  });

  const queryClient = createTabibQueryClient();
  // The session user of @tabib/hooks is the stored admin: known at once, so the session provider
  // neither fetches it nor tries the refresh cookie of whoever last signed in to the main app.
  // Only a legacy bare token (no user stored) is left to `GET /users/me`.
  const stored = store.getCredentials();
  if (stored) queryClient.setQueryData(SESSION_USER_KEY, stored.user as unknown as User);
  else if (store.getToken() === null) queryClient.setQueryData(SESSION_USER_KEY, null);
  store.onLogin((credentials) =>
    queryClient.setQueryData(SESSION_USER_KEY, credentials.user as unknown as User),
  );
  store.onLogout(() => queryClient.setQueryData(SESSION_USER_KEY, null));

  const client = createTabibClient({
    baseUrl: apiBaseUrl,
    fetch: fetchImpl,
    tokens: adminTokenStore(store),
    refresh,
    getXsrfToken: options.getXsrfToken,
    // spec §8 "clearing the session": the token store has already logged out (both storages).
    onSessionCleared(reason) {
      if (reason === 'forbidden') emit('forbidden');
      navigation.navigate(adminLoginUrl(navigation.currentUrl()), { replace: true });
    },
  });

  return {
    store,
    client,
    queryClient,
    authBaseUrl,
    userApiBaseUrl: `${apiBaseUrl}/users`,
    refresh,
    setNavigation(next) {
      navigation = next;
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave: options.leave ?? ((url) => window.location.assign(url)),
  };
}
