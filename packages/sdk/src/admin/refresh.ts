import { readXsrfCookie } from '../http/cookies';
import { createSession, type RefreshError, type TabibSession } from '../session/session';
import type { AdminCredentialStore } from './credentials';

export interface AdminRefresherOptions {
  /** The page's session; the back office refreshes through its single flight. */
  session?: TabibSession;
  /**
   * Without `session`: the auth API base, e.g. `https://api.tabib.tn/v1/auth`; the refresh call is
   * `POST {authBaseUrl}/refresh`.
   */
  authBaseUrl?: string;
  store: Pick<AdminCredentialStore, 'updateAccessToken'>;
  /** Without `session`: the fetch of the refresh call. */
  fetch?: typeof globalThis.fetch;
  /** Default: a `window` and a `document` exist. */
  isBrowser?: () => boolean;
  /** Without `session`: the anti-forgery token to send; default the `XSRF-TOKEN` cookie of `document`. */
  getXsrfToken?: () => string | null | undefined;
  /** A failed refresh shows the session-expired toast; called once per failed request. */
  onSessionExpired?: (error: Error) => void;
}

export interface AdminRefresher {
  /** Resolves with the new access token (no Bearer prefix), already saved in the store. */
  refresh(): Promise<string>;
}

/** An error from a response that was not 2xx; `status` is the HTTP status. */
export type AdminRefreshError = RefreshError;

const isBrowserDefault = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/**
 * The back office's refresh over the session core: `POST {auth api base}/refresh`, no body, cookies
 * sent, one request at a time; the token is saved in the admin credential store.
 */
export function createAdminRefresher(options: AdminRefresherOptions): AdminRefresher {
  const { store, onSessionExpired } = options;
  const isBrowser = options.isBrowser ?? isBrowserDefault;
  const session = options.session ?? ownSession(options);
  // Concurrent callers share one failed request and so one error: it is reported once.
  let reported: unknown;

  return {
    async refresh() {
      // A non-browser refresh fails with 'Not a browser' (no cookie jar to send).
      if (!isBrowser()) throw new Error('Not a browser');
      try {
        const token = await session.refresh();
        store.updateAccessToken(token);
        return token;
      } catch (cause) {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        if (reported !== cause) onSessionExpired?.(error);
        reported = cause;
        throw error;
      }
    },
  };
}

function ownSession(options: AdminRefresherOptions): TabibSession {
  if (options.authBaseUrl === undefined)
    throw new Error('createAdminRefresher needs a session or an authBaseUrl');
  const getXsrfToken = options.getXsrfToken ?? readXsrfCookie;
  return createSession({
    baseUrl: options.authBaseUrl.replace(/\/+$/, '').replace(/\/auth$/, ''),
    // Read at call time, not creation time, so a fetch polyfilled later is still used.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
    xsrf: { obtain: async () => getXsrfToken() ?? undefined },
  });
}
