import { createMemoryStorage, getBrowserStorage, type KeyValueStorage } from '../storage/storage';
import { parseSocialAccessToken } from '../token/social';
import {
  isStoredUser,
  REMEMBER_SOCIAL_LOGIN_KEY,
  SOCIAL_REDIRECT_URL_KEY,
  type AdminCredentialStore,
  type AdminUser,
} from './credentials';

export type SocialProvider = 'google' | 'facebook';

export interface BeginSocialSignInOptions {
  provider: SocialProvider;
  /** The auth API base; the browser is sent to `{authBaseUrl}/{provider}`. */
  authBaseUrl: string;
  /** Keep the session after the browser closes; default true. */
  remember?: boolean;
  /** Where the app goes once signed in; handed back by {@link completeSocialSignIn}. */
  redirectUrl?: string;
  /** Default: `localStorage`, which survives the round trip through the provider. */
  storage?: KeyValueStorage;
  /** Default: `window.location.assign`. */
  navigate?: (url: string) => void;
}

/** Social sign-in, begin: save the remember preference and the optional redirect url, then navigate. */
export function beginSocialSignIn(options: BeginSocialSignInOptions): void {
  const navigate = options.navigate ?? browserNavigate();
  const storage = options.storage ?? getBrowserStorage('local') ?? createMemoryStorage();
  storage.setItem(REMEMBER_SOCIAL_LOGIN_KEY, options.remember === false ? 'session' : 'local');
  // Always overwrite, so a redirect left by an abandoned earlier attempt is not followed.
  if (options.redirectUrl) storage.setItem(SOCIAL_REDIRECT_URL_KEY, options.redirectUrl);
  else storage.removeItem(SOCIAL_REDIRECT_URL_KEY);
  navigate(`${options.authBaseUrl.replace(/\/+$/, '')}/${options.provider}`);
}

export interface CompleteSocialSignInOptions {
  /** The access token the provider round trip returned (a Bearer prefix is allowed). */
  accessToken: string;
  refreshToken?: string | null;
  /** The user API base; the user is fetched from `GET {userApiBaseUrl}/{sub}`. */
  userApiBaseUrl: string;
  store: Pick<AdminCredentialStore, 'setCredentials'>;
  /** Where {@link beginSocialSignIn} saved the preference; default `localStorage`. */
  storage?: KeyValueStorage;
  fetch?: typeof globalThis.fetch;
}

export interface CompletedSocialSignIn {
  user: AdminUser;
  /** The redirect url saved when the flow began, or null. */
  redirectUrl: string | null;
}

/** An error from the user fetch; `status` is the HTTP status, `body` the response text. */
export type SocialSignInError = Error & { status?: number; body?: string };

/**
 * Social sign-in, complete: read the preference (remember unless it is 'session'), fetch the
 * user, save the credentials, clear the redirect url, return the user and the redirect url.
 */
export async function completeSocialSignIn(
  options: CompleteSocialSignInOptions,
): Promise<CompletedSocialSignIn> {
  const { token, sub } = parseSocialAccessToken(options.accessToken);
  const storage = options.storage ?? getBrowserStorage('local') ?? createMemoryStorage();
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const base = options.userApiBaseUrl.replace(/\/+$/, '');

  const response = await fetchImpl(`${base}/${encodeURIComponent(sub)}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  if (!response.ok) {
    // HTTP errors are rejected with their status, text and body for the caller to log.
    const { status, statusText } = response;
    const body = await response.text().catch(() => '');
    throw Object.assign(new Error(`Fetching the signed-in user failed: ${status} ${statusText}`), {
      status,
      body,
    });
  }
  const user = (await response.json()) as unknown;
  if (!isStoredUser(user)) throw new Error('Invalid user in the social sign-in response');

  const remember = storage.getItem(REMEMBER_SOCIAL_LOGIN_KEY) !== 'session';
  const redirectUrl = storage.getItem(SOCIAL_REDIRECT_URL_KEY);
  options.store.setCredentials({ token, refreshToken: options.refreshToken ?? null, user }, remember);
  storage.removeItem(SOCIAL_REDIRECT_URL_KEY);
  storage.removeItem(REMEMBER_SOCIAL_LOGIN_KEY);
  return { user, redirectUrl };
}

function browserNavigate(): (url: string) => void {
  if (typeof window === 'undefined') throw new Error('Not a browser');
  return (url) => window.location.assign(url);
}
