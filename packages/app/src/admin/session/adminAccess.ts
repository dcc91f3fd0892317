import { deriveRole, type RoleFlags } from '@tabib/hooks';
import type { AdminCredentialStore } from '@tabib/sdk';

import { RETURN_URL_PARAM, safeReturnUrl } from '../../pages/auth/returnUrl';

import { ADMIN_LOGIN, ADMIN_ROOT } from '../paths';

export { ADMIN_HOME, ADMIN_LOGIN, ADMIN_ROOT, ADMIN_SOCIAL_COMPLETION } from '../paths';

// Resolves relative paths only; any other origin means the url left the site.
const PROBE_ORIGIN = 'https://admin-return-url.invalid';

/**
 * The `returnUrl` of the back-office sign-in when it is a page of the back office, else `null`: a
 * same-origin path under /admin (safeReturnUrl's rules), never the sign-in pages themselves.
 */
export function adminReturnUrl(raw: string | null | undefined): string | null {
  const safe = safeReturnUrl(raw);
  if (safe === null) return null;
  const pathname = new URL(safe, PROBE_ORIGIN).pathname.replace(/\/+$/, '');
  if (pathname !== ADMIN_ROOT && !pathname.startsWith(`${ADMIN_ROOT}/`)) return null;
  if (pathname === ADMIN_LOGIN || pathname.startsWith(`${ADMIN_ROOT}/auth/`)) return null;
  return safe;
}

/** requirements §4 guard: the sign-in page, with the page to come back to when it is a back-office page. */
export function adminLoginUrl(targetUrl: string): string {
  const returnUrl = adminReturnUrl(targetUrl);
  return returnUrl === null
    ? ADMIN_LOGIN
    : `${ADMIN_LOGIN}?${RETURN_URL_PARAM}=${encodeURIComponent(returnUrl)}`;
}

/** Only administrators use the back office (requirements §1, §6); the role is derived as requirements §4 says. */
export function isAdminUser(user: RoleFlags | null | undefined): boolean {
  return deriveRole(user) === 'admin';
}

/**
 * requirements §4: signed in means a token that is present and not expired. Credentials whose token has
 * expired get one silent refresh; no token at all means signing in again (a refresh there would only
 * announce an expired session to someone who never had one). Resolves whether the admin is signed in.
 */
export async function ensureAdminSignedIn(
  store: Pick<AdminCredentialStore, 'isLoggedIn' | 'getToken'>,
  refresh: () => Promise<unknown>,
): Promise<boolean> {
  if (store.isLoggedIn()) return true;
  if (store.getToken() === null) return false;
  try {
    await refresh();
  } catch {
    return false;
  }
  return store.isLoggedIn();
}
