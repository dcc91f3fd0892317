import { deriveRole, type AuthGuardOptions, type RoleFlags } from '@tabib/hooks';

import { RETURN_URL_PARAM, safeReturnUrl } from '../../pages/auth/returnUrl';

import { ADMIN_LOGIN, ADMIN_ROOT } from '../paths';

export { ADMIN_HOME, ADMIN_LOGIN, ADMIN_ROOT, ADMIN_SOCIAL_COMPLETION } from '../paths';

/** The sign-in page's `reason` when an account that is not an admin was refused. */
export const NOT_ADMIN_REASON = 'not-admin';

/** Where the guard sends a signed-in account that is not an admin: signed out, and told so. */
export const ADMIN_REFUSED_URL = `${ADMIN_LOGIN}?reason=${NOT_ADMIN_REASON}`;

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
 * The back office's options of the one auth guard (`useAuthGuard`, requirements §4 "Admin sign-in"):
 * without a sign-in, /admin/login?returnUrl=<the page>; another role is signed out and told so.
 */
export const ADMIN_GUARD: AuthGuardOptions = {
  loginUrl: adminLoginUrl,
  role: 'admin',
  refusedUrl: ADMIN_REFUSED_URL,
};
