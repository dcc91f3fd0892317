import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { verifyAccessToken } from '../crypto';
import { DomainError } from '../errors';
import { rememberLanguage } from './reader-language';
import { roleOf, type ApiDeps, type Caller } from './context';
import type { OperationMeta } from './spec';

/**
 * The caller an operation is served to. On an operation guests may call, credentials never make a
 * request fail: a token that is malformed, expired, of an ended sign-in, a removed or blocked account,
 * or of a role the operation does not list is ignored and the request is served as a guest — a
 * browser holding a stale token can still search, read profiles and fetch `GET /auth/xsrf` (spec
 * "Authentication", docs/decisions/049). Elsewhere the token must authenticate.
 */
export async function callerFor(
  request: FastifyRequest,
  deps: ApiDeps,
  operation: OperationMeta,
): Promise<Caller | null> {
  if (!operation.roles.includes('guest')) return authenticate(request, deps);
  try {
    const caller = await authenticate(request, deps);
    return operation.roles.includes(roleOf(caller)) ? caller : null;
  } catch (error) {
    if (error instanceof DomainError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/**
 * The caller of a request: null without an `Authorization` header; otherwise the token must be valid
 * and its user must exist and not be blocked. The role and a secretary's doctor are read from the
 * database each time, so a removed secretary or a blocked user loses access at once, not at token expiry;
 * so does a token whose sign-in has ended (docs/decisions/034).
 */
export async function authenticate(request: FastifyRequest, deps: ApiDeps): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1])
    throw new DomainError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>".', 401);
  const claims = await verifyAccessToken(match[1], deps.config.jwtSecret, deps.now());
  const { sid } = claims;
  const row = await deps.db
    .selectFrom('users')
    .leftJoin('secretaries', 'secretaries.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.role',
      'users.blocked',
      'users.locale',
      'secretaries.id as secretaryId',
      'secretaries.doctor_id',
      sid === undefined
        ? sql<boolean>`false`.as('signedOut')
        : eb
            .exists(
              eb
                .selectFrom('refresh_tokens')
                .select('refresh_tokens.id')
                .where('refresh_tokens.family_id', '=', sid)
                .where('refresh_tokens.revoked_at', 'is not', null),
            )
            .as('signedOut'),
    ])
    .where('users.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row) throw new DomainError('UNAUTHENTICATED', 'The account no longer exists.', 401);
  if (row.blocked) throw new DomainError('ACCOUNT_BLOCKED', 'This account is blocked.', 403);
  // The sign-in ended (logout, password change elsewhere, refresh reuse): its access tokens end too.
  if (row.signedOut) {
    throw new DomainError('UNAUTHENTICATED', 'This session has ended. Please login again.', 401, {
      reason: 'SESSION_ENDED',
    });
  }
  await rememberLanguage(deps.db, row, request, deps.now());
  return {
    userId: row.id,
    role: row.role,
    doctorId: row.role === 'doctor' ? row.id : row.role === 'secretary' ? row.doctor_id : null,
    secretaryId: row.role === 'secretary' ? row.secretaryId : null,
  };
}
