/*
 * The back office's fixed addresses, in a module without dependencies: the build reads them (with
 * `sections.ts`) to tell the server which paths under /admin exist (transport.ts `routesManifest`).
 */
export const ADMIN_ROOT = '/admin';
export const ADMIN_HOME = '/admin/doctors';
export const ADMIN_LOGIN = '/admin/login';
export const ADMIN_SOCIAL_COMPLETION = '/admin/auth/social';
