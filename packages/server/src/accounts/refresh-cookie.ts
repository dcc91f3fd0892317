import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../platform/config';
import type { SessionToken } from './sessions';

// spec `refreshCookie` security scheme: httpOnly, SameSite=Strict (COOKIE_SAME_SITE, decision 033),
// scoped to /v1/auth.
export const REFRESH_COOKIE = 'tabib_refresh';
const REFRESH_COOKIE_PATH = '/v1/auth';

// Decision 020: a script-readable hint beside the httpOnly refresh cookie (same lifetime, cleared with
// it), carrying no secret, so a page without a session makes no refresh request. The client reads it
// from `document.cookie` (the SDK's `SESSION_HINT_COOKIE_NAME`), hence Path=/ and no HttpOnly.
export const SESSION_HINT_COOKIE = 'tabib_session';

function hintOptions(config: Config) {
  return { ...baseOptions(config), path: '/', httpOnly: false };
}

function baseOptions(config: Config) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    // Decision 033: SameSite and Secure come from the configuration (a page of another site needs
    // `None; Secure`); Secure follows PUBLIC_URL, since a Secure cookie is not sent over plain http.
    ...config.sessionCookies,
  };
}

/** A persistent session gets `Max-Age`; a browser-session one (admin without `remember`) none. */
export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  session: SessionToken,
  now: Date,
): void {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  const lifetime = session.persistent ? { maxAge } : {};
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...baseOptions(config), ...lifetime });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(config), ...lifetime });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
  reply.clearCookie(SESSION_HINT_COOKIE, hintOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
