import type { Kysely } from 'kysely';
import { newId } from '../platform/db/ids';
import type { Database } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { hashRefreshToken, newRefreshToken } from '../platform/crypto';

/*
 * Refresh-token sessions (docs/design.md "Sign-in"; spec `POST /auth/refresh`): every sign-in starts a
 * family; each refresh consumes the presented token and issues the next one of the same family; a
 * token presented after it was rotated means two parties hold it, so the whole family is revoked.
 * Only SHA-256 hashes are stored (docs/decisions/007).
 *
 * Whether the family lives in a persistent cookie or a browser-session cookie (admin `remember`) is
 * carried by the token itself, `p.` or `s.` before the random part: the hash covers it, so it cannot
 * be altered, and a rotation keeps the family's kind without a column for it.
 */

export interface SessionToken {
  refreshToken: string;
  familyId: string;
  /** When the token stops being accepted (sliding: every rotation moves it forward). */
  expiresAt: Date;
  /** A persistent cookie (`Max-Age`), or a cookie the browser drops when it closes. */
  persistent: boolean;
}

export interface RotatedSession extends SessionToken {
  userId: string;
}

const PERSISTENT = 'p';
const BROWSER_SESSION = 's';

function issue(persistent: boolean): string {
  return `${persistent ? PERSISTENT : BROWSER_SESSION}.${newRefreshToken()}`;
}

const isPersistent = (token: string) => token.startsWith(`${PERSISTENT}.`);

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message, 401);

async function insertToken(
  db: Kysely<Database>,
  userId: string,
  familyId: string,
  persistent: boolean,
  now: Date,
  ttlSeconds: number,
): Promise<SessionToken> {
  const refreshToken = issue(persistent);
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db
    .insertInto('refresh_tokens')
    .values({
      id: newId(now.getTime()),
      user_id: userId,
      family_id: familyId,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { refreshToken, familyId, expiresAt, persistent };
}

/** A new family for a sign-in. `remember: false` gives a browser-session cookie (admin login). */
export function startSession(
  db: Kysely<Database>,
  userId: string,
  options: { remember: boolean; now: Date; ttlSeconds: number },
): Promise<SessionToken> {
  return insertToken(
    db,
    userId,
    newId(options.now.getTime()),
    options.remember,
    options.now,
    options.ttlSeconds,
  );
}

/**
 * Consumes `presentedToken` and returns the next token of its family. The conditional UPDATE … WHERE
 * rotated_at IS NULL … RETURNING lets exactly one of several concurrent callers win; the others see
 * a rotated token, which is reuse. Throws 401 `REFRESH_REUSED` (family revoked) or `UNAUTHENTICATED`
 * (unknown, expired or revoked token).
 */
export async function rotate(
  db: Kysely<Database>,
  presentedToken: string,
  options: { now: Date; ttlSeconds: number },
): Promise<RotatedSession> {
  const { now, ttlSeconds } = options;
  const tokenHash = hashRefreshToken(presentedToken);
  const outcome = await db.transaction().execute(async (trx) => {
    const consumed = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: now })
      .where('token_hash', '=', tokenHash)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'family_id'])
      .executeTakeFirst();
    if (!consumed) return undefined;
    const next = await insertToken(
      trx,
      consumed.user_id,
      consumed.family_id,
      isPersistent(presentedToken),
      now,
      ttlSeconds,
    );
    return { ...next, userId: consumed.user_id };
  });
  if (outcome) return outcome;

  const known = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'rotated_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!known) throw unauthenticated('The refresh token is not valid.');
  // A rotated token is reuse even once its family is revoked (e.g. by an earlier reuse).
  if (known.rotated_at) {
    await revokeFamily(db, known.family_id, now);
    throw new DomainError(
      'REFRESH_REUSED',
      'This refresh token was already used; the session has been ended. Please login again.',
      401,
    );
  }
  if (known.revoked_at) throw unauthenticated('This session has ended. Please login again.');
  throw unauthenticated('Your session has expired. Please login again.');
}

/** Ends one sign-in: every token of the family stops working. */
export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The family of a presented token, or undefined for a token the server never issued. */
export async function familyOf(db: Kysely<Database>, presentedToken: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashRefreshToken(presentedToken))
    .executeTakeFirst();
  return row?.family_id;
}

/**
 * Ends every sign-in of a user (a removed secretary, spec `DELETE /secretaries/{id}`), or every one but
 * `exceptFamilyId` (a password change keeps the session that made it, spec `PUT /users/me/password`).
 */
export async function revokeAllForUser(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  let update = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId) update = update.where('family_id', '!=', exceptFamilyId);
  await update.execute();
}
