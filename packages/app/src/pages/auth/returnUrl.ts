import type { Role } from '@tabib/ui';

export const PATIENT_DASHBOARD = '/patient-dashboard';
export const DOCTOR_DASHBOARD = '/doctor-dashboard';
export const RETURN_URL_PARAM = 'returnUrl';

// An origin no real page has: a path that resolves to another origin against it left the site.
const PROBE_ORIGIN = 'https://return-url.invalid';

/**
 * The `returnUrl` of the login pages (requirements §4 guard) when it is a path of this site, else `null`.
 * Only a single leading '/' is accepted: '//host' and '/\host' are read by browsers as another
 * site, and control characters are dropped by URL parsers ('/\t/host' becomes '//host'). The auth
 * pages themselves are refused so that signing in never lands on a sign-in form again.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw[1] === '/' || raw[1] === '\\') return null;
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const url = new URL(raw, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return raw;
}

/** requirements §2: patients have their dashboard; doctors, secretaries and admins share the doctor one. */
export function dashboardFor(role: Role): string {
  return role === 'patient' ? PATIENT_DASHBOARD : DOCTOR_DASHBOARD;
}

/** Where a signed-in user goes from a login page: the safe returnUrl, else their dashboard. */
export function destinationAfterSignIn(returnUrl: string | null, role: Role): string {
  return safeReturnUrl(returnUrl) ?? dashboardFor(role);
}

/** A link to another auth page that keeps a safe returnUrl (login ⇄ register ⇄ doctor login). */
export function authPageHref(path: string, returnUrl: string | null): string {
  const safe = safeReturnUrl(returnUrl);
  return safe === null ? path : `${path}?${RETURN_URL_PARAM}=${encodeURIComponent(safe)}`;
}
