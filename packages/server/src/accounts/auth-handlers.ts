import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, signAccessToken, verifyPassword } from '../platform/crypto';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { familyOf, revokeFamily, rotate, startSession } from './sessions';
import {
  createAccount,
  type Credentials,
  findCredentialsByEmail,
  findCredentialsById,
  recordLogin,
} from './accounts-data';
import { loadUser } from './users-data';
import type { Role } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { ApiDeps } from '../platform/api/context';
import { requestLanguage } from '../platform/api/reader-language';
import type { Handlers } from '../platform/api/contract';
import { setXsrfCookie, XSRF_COOKIE, XSRF_HEADER } from '../platform/api/plugin';

interface LoginBody {
  email: string;
  password: string;
  remember?: boolean;
}

// spec `POST /auth/login`: never say whether the e-mail or the password was wrong.
const invalidCredentials = () =>
  new DomainError('INVALID_CREDENTIALS', 'The e-mail or the password is not correct.', 401);

export const accountBlocked = () => new DomainError('ACCOUNT_BLOCKED', 'This account is blocked.', 403);

/** The roles `POST /auth/login` admits; admins use `POST /auth/admin/login` (spec summaries). */
const MEMBER_ROLES: readonly Role[] = ['patient', 'doctor', 'secretary'];

// Compared against when the e-mail is unknown, so an unknown e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * The account whose password matches, or 401 `INVALID_CREDENTIALS`. A blocked account is reported
 * (403) only to someone who knows its password.
 */
async function checkCredentials(
  deps: ApiDeps,
  body: LoginBody,
  roles: readonly Role[],
): Promise<Credentials> {
  const account = await findCredentialsByEmail(deps.db, body.email);
  decoyHash ??= hashPassword('tabib-decoy-password');
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyHash), body.password);
  if (!account?.passwordHash || !matches || !roles.includes(account.role)) throw invalidCredentials();
  if (account.blocked) throw accountBlocked();
  return account;
}

/** An access token of the sign-in `familyId`: it dies with that sign-in (docs/decisions/034). */
const accessTokenFor = (deps: ApiDeps, account: { id: string; role: Role }, familyId: string) =>
  signAccessToken(
    { sub: account.id, role: account.role, sid: familyId },
    deps.config.jwtSecret,
    deps.config.accessTokenTtlSeconds,
    deps.now(),
  );

/** spec `AuthSession`: a new refresh family in the cookie, the access token and the session user. */
export async function openSession(
  deps: ApiDeps,
  reply: FastifyReply,
  account: { id: string; role: Role },
  remember: boolean,
) {
  const { db, config } = deps;
  const now = deps.now();
  const session = await startSession(db, account.id, {
    remember,
    now,
    ttlSeconds: config.refreshTokenTtlSeconds,
  });
  setRefreshCookie(reply, config, session, now);
  await recordLogin(db, account.id, now, requestLanguage(reply.request));
  const user = await loadUser(db, account.id);
  if (!user) throw new DomainError('UNAUTHENTICATED', 'The account no longer exists.', 401);
  return { accessToken: await accessTokenFor(deps, account, session.familyId), refreshToken: null, user };
}

/**
 * Decision 033: a browser signed in as someone who signs in again (or registers) switches accounts. The
 * refresh family of the cookie it presented is revoked, so the previous session does not outlive the
 * switch in a cookie nobody holds any more. Called only once the new credentials are accepted.
 */
async function endPresentedSession(deps: ApiDeps, request: FastifyRequest): Promise<void> {
  const presented = readRefreshCookie(request);
  const familyId = presented && (await familyOf(deps.db, presented));
  if (familyId) await revokeFamily(deps.db, familyId, deps.now());
}

export function createAuthHandlers(deps: ApiDeps) {
  const { db, config } = deps;

  return {
    async getXsrfToken(request, reply) {
      // The answer belongs to one browser: no shared cache may hand it to another.
      reply.header('Cache-Control', 'no-store');
      const existing = request.cookies[XSRF_COOKIE];
      if (!existing) return { xsrfToken: setXsrfCookie(request, reply, deps) };
      reply.header(XSRF_HEADER, existing);
      return { xsrfToken: existing };
    },

    async register(request, reply) {
      const body = request.body;
      if (body.role === 'doctor' && (!body.specialty || !body.city)) {
        throw new DomainError('VALIDATION_FAILED', 'A doctor gives a specialty and a city.', 400);
      }
      const id = await createAccount(
        db,
        {
          role: body.role,
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          sexe: body.sexe,
          birthDate: body.birthDate,
          smsConsent: body.smsConsent,
          specialtyId: body.specialty,
          cityId: body.city,
        },
        deps.now(),
      );
      await endPresentedSession(deps, request);
      reply.code(201);
      return openSession(deps, reply, { id, role: body.role }, true);
    },

    async login(request, reply) {
      const account = await checkCredentials(deps, request.body, MEMBER_ROLES);
      await endPresentedSession(deps, request);
      return openSession(deps, reply, account, true);
    },

    async adminLogin(request, reply) {
      const body = request.body;
      const account = await checkCredentials(deps, body, ['admin']);
      await endPresentedSession(deps, request);
      return openSession(deps, reply, account, body.remember);
    },

    async refreshToken(request, reply) {
      const presented = readRefreshCookie(request);
      if (!presented) throw new DomainError('UNAUTHENTICATED', 'There is no session to refresh.', 401);
      const now = deps.now();
      const next = await rotate(db, presented, { now, ttlSeconds: config.refreshTokenTtlSeconds });
      const account = await findCredentialsById(db, next.userId);
      if (!account || account.blocked) {
        await revokeFamily(db, next.familyId, now);
        clearRefreshCookie(reply, config);
        if (account) throw accountBlocked();
        throw new DomainError('UNAUTHENTICATED', 'The account no longer exists.', 401);
      }
      setRefreshCookie(reply, config, next, now);
      return { accessToken: await accessTokenFor(deps, account, next.familyId) };
    },

    async logout(request, reply) {
      const presented = readRefreshCookie(request);
      const familyId = presented && (await familyOf(db, presented));
      if (familyId) await revokeFamily(db, familyId, deps.now());
      clearRefreshCookie(reply, config);
      reply.code(204);
    },
  } satisfies Handlers;
}
