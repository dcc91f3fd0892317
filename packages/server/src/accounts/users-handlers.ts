import { hashPassword, verifyPassword } from '../platform/crypto';
import { setRefreshCookie } from './refresh-cookie';
import { revokeAllForUser, startSession } from './sessions';
import { findCredentialsById, setPasswordHash, updateProfile } from './accounts-data';
import { loadUser } from './users-data';
import { DomainError } from '../platform/errors';
import { type ApiDeps, forbidden, notFound, requireCaller } from '../platform/api/context';
import type { Handlers } from '../platform/api/contract';

export function createUserHandlers(deps: ApiDeps) {
  const { db, config } = deps;

  async function sessionUser(userId: string) {
    const user = await loadUser(db, userId);
    if (!user) throw notFound('User');
    return user;
  }

  return {
    async getCurrentUser(request) {
      return sessionUser(requireCaller(request).userId);
    },

    async updateCurrentUser(request) {
      const caller = requireCaller(request);
      await updateProfile(db, caller.userId, request.body, deps.now());
      return sessionUser(caller.userId);
    },

    /**
     * spec `PUT /users/me/password`: "Revokes every other refresh token family". The refresh cookie is
     * scoped to /v1/auth and does not reach this path, so the caller's family cannot be told apart:
     * every family is revoked and this browser gets a new one (docs/decisions/007-auth-sessions.md).
     */
    async changePassword(request, reply) {
      const caller = requireCaller(request);
      const body = request.body;
      const account = await findCredentialsById(db, caller.userId);
      if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, body.currentPassword))) {
        // 422, not 401: a 401 means "session expired" to clients (requirements §8), which would sign the user out.
        throw new DomainError('WRONG_CURRENT_PASSWORD', 'The current password is not correct.', 422);
      }
      const now = deps.now();
      await setPasswordHash(db, caller.userId, await hashPassword(body.newPassword), now);
      await revokeAllForUser(db, caller.userId, now);
      // Members always sign in with a persistent cookie; an admin may not have asked to be remembered.
      const session = await startSession(db, caller.userId, {
        remember: caller.role !== 'admin',
        now,
        ttlSeconds: config.refreshTokenTtlSeconds,
      });
      setRefreshCookie(reply, config, session, now);
      reply.code(204);
    },

    async getUser(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      if (caller.role !== 'admin' && caller.userId !== id) throw forbidden();
      return sessionUser(id);
    },
  } satisfies Handlers;
}
