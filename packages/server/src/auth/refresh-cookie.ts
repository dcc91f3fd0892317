import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { SessionToken } from './sessions';

// spec `refreshCookie` security scheme: httpOnly, SameSite=Strict, scoped to /v1/auth.
export const REFRESH_COOKIE = 'tabib_refresh';
const REFRESH_COOKIE_PATH = '/v1/auth';

function baseOptions(config: Config) {
  return {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // A cookie marked Secure is not sent over plain http, so it follows PUBLIC_URL.
    secure: config.publicUrl.startsWith('https:'),
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
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...baseOptions(config),
    ...(session.persistent && { maxAge }),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, baseOptions(config));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value === undefined || value === '' ? undefined : value;
}
