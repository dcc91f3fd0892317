import type { QueryClient } from '@tanstack/react-query';
import { browserNavigation, createTabibQueryClient, SESSION_USER_KEY, type Navigation } from '@tabib/hooks';
import {
  createAdminCredentialStore,
  createSession,
  createTabibClient,
  createXsrfSource,
  type AdminCredentialStore,
  type KeyValueStorage,
  type TabibClient,
  type TabibSession,
} from '@tabib/sdk';

import { adminLoginUrl } from './adminAccess';
import { adminTokenStore } from './adminTokenStore';

/** What the shell tells the admin about: requirements §8 session-expired toast, and a 403 that ended the session. */
export type AdminSessionEvent = 'session-expired' | 'forbidden';
export type AdminSessionListener = (event: AdminSessionEvent) => void;

export interface AdminSessionOptions {
  /** The page's session core, shared with the main app; default a session of its own. */
  pageSession?: TabibSession;
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
  /** `{apiBaseUrl}/auth`: social sign-in goes to `{authBaseUrl}/google` (requirements §2). */
  authBaseUrl: string;
  /** `{apiBaseUrl}/users`: the social completion fetches `{userApiBaseUrl}/{sub}` (requirements §7). */
  userApiBaseUrl: string;
  /** The router's navigation, so a cleared session goes to the sign-in page without a reload. */
  setNavigation: (navigation: Navigation) => void;
  onEvent: (listener: AdminSessionListener) => () => void;
  leave: (url: string) => void;
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

  // The page's one session (decision 020): the back office refreshes through the same single flight
  // as the rest of the page, since they share one rotating refresh cookie (decision 013).
  const core =
    options.pageSession ??
    createSession({
      baseUrl: apiBaseUrl,
      fetch: fetchImpl,
      xsrf: options.getXsrfToken && createXsrfSource(apiBaseUrl, fetchImpl, options.getXsrfToken),
    });
  const queryClient = createTabibQueryClient();
  // The session user of @tabib/hooks is the stored admin: known at once while the token is valid, so
  // the session provider neither fetches it nor tries the refresh cookie of whoever last signed in to
  // the main app. An expired token is left to `GET /users/me`, whose 401 gets the page session's one
  // silent refresh (requirements §4 guard); so is a legacy bare token (no user stored).
  const stored = store.getCredentials();
  if (stored && store.isLoggedIn()) queryClient.setQueryData(SESSION_USER_KEY, stored.user);
  else if (store.getToken() === null) queryClient.setQueryData(SESSION_USER_KEY, null);
  store.onLogin((credentials) => queryClient.setQueryData(SESSION_USER_KEY, credentials.user));
  store.onLogout(() => queryClient.setQueryData(SESSION_USER_KEY, null));

  // The same client and session core as every other role; only the token store is the back office's.
  const client = createTabibClient({
    session: core,
    tokens: adminTokenStore(store),
    // requirements §4: a sign-in saves the token with its user and the remember choice (the token
    // store's `signedIn`, called by the session's `loginAdmin`), not the bare token.
    storeSignInToken: false,
    // requirements §8 "clearing the session": the token store has already logged out (both storages).
    onSessionCleared(reason) {
      if (reason === 'refresh-failed') emit('session-expired');
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
