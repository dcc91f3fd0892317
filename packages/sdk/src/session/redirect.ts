// Clearing the session sends the dashboards to the login page, remembering where the user was.
const GUARDED_PREFIXES = ['/patient-dashboard', '/doctor-dashboard'];

/**
 * The login URL to go to after the session was cleared while at `currentUrl` (path + query), or
 * `undefined` when the page does not need a session.
 */
export function loginRedirectFor(currentUrl: string): string | undefined {
  if (!GUARDED_PREFIXES.some((prefix) => currentUrl.startsWith(prefix))) return undefined;
  return `/auth/login?returnUrl=${encodeURIComponent(currentUrl)}`;
}
