import { readXsrfCookie, XSRF_HEADER_NAME } from '../http/cookies';
import { readRefreshedToken } from '../http/refresh-response';
import { stripBearer } from '../token/jwt';
import type { AdminCredentialStore } from './credentials';

export interface AdminRefresherOptions {
  /** The auth API base, e.g. `https://api.tabib.tn/v1/auth`; the refresh call is `POST {authBaseUrl}/refresh`. */
  authBaseUrl: string;
  store: Pick<AdminCredentialStore, 'updateAccessToken'>;
  fetch?: typeof globalThis.fetch;
  /** Default: a `window` and a `document` exist. */
  isBrowser?: () => boolean;
  /** The anti-forgery token to send as `X-XSRF-TOKEN`; default: the `XSRF-TOKEN` cookie of `document`. */
  getXsrfToken?: () => string | null | undefined;
  /** spec §8: a failed refresh shows the session-expired toast; called once per failed request. */
  onSessionExpired?: (error: Error) => void;
}

export interface AdminRefresher {
  /** Resolves with the new access token (no Bearer prefix), already saved in the store. */
  refresh(): Promise<string>;
}

/** An error from a response that was not 2xx; `status` is the HTTP status. */
export type AdminRefreshError = Error & { status?: number };

const isBrowserDefault = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';

/** spec §7: `POST {auth api base}/refresh`, no body, cookies sent; only one request runs at once. */
export function createAdminRefresher(options: AdminRefresherOptions): AdminRefresher {
  const { authBaseUrl, store, onSessionExpired } = options;
  const isBrowser = options.isBrowser ?? isBrowserDefault;
  const getXsrfToken = options.getXsrfToken ?? readXsrfCookie;
  const url = `${authBaseUrl.replace(/\/+$/, '')}/refresh`;
  let inFlight: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    // Read at call time, not creation time, so a fetch polyfilled later is still used.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      // The refresh token is an httpOnly cookie: it is sent by `credentials: 'include'`, not in a body.
      // spec §7: a non-GET request carries X-XSRF-TOKEN read from the XSRF-TOKEN cookie.
      const headers: Record<string, string> = { Accept: 'application/json' };
      const xsrfToken = getXsrfToken();
      if (xsrfToken) headers[XSRF_HEADER_NAME] = xsrfToken;
      const response = await fetchImpl(url, { method: 'POST', credentials: 'include', headers });
      if (!response.ok) {
        throw Object.assign(new Error(`Token refresh failed: ${response.status} ${response.statusText}`), {
          status: response.status,
        });
      }
      const token = readRefreshedToken(await response.json().catch(() => null));
      // spec §8: 'No token after refresh'.
      if (!token) throw new Error('No token after refresh');
      store.updateAccessToken(token);
      return stripBearer(token);
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      onSessionExpired?.(error);
      throw error;
    }
  }

  return {
    refresh() {
      // spec §8: a non-browser refresh fails with 'Not a browser' (no cookie jar to send).
      if (!isBrowser()) return Promise.reject(new Error('Not a browser'));
      // spec §7: concurrent callers share the one in-flight request.
      inFlight ??= requestToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
