import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../../platform/crypto.js';
import { revokeAllForUser, revokeFamily, rotate, startSession } from '../sessions.js';
import { newId } from '../../platform/db/ids.js';
import type { Database } from '../../platform/db/schema.js';
import { backends, useTestDatabase } from '../../../test/helpers/db.js';

const ttlSeconds = 3600;
const now = new Date('2026-11-21T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

async function insertUser(db: Kysely<Database>): Promise<string> {
  const id = newId();
  await db
    .insertInto('users')
    .values({ id, email: `session-${id}@tabib.test`, role: 'patient', first_name: 'Ali', last_name: 'Sassi' })
    .execute();
  return id;
}

function tokenRow(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashRefreshToken(token))
    .executeTakeFirstOrThrow();
}

describe.each(backends)('refresh-token sessions on %s', (backend) => {
  const database = useTestDatabase(backend, 'migrated');
  let userId: string;

  beforeAll(async () => {
    userId = await insertUser(database().db);
  });

  it('stores only the hash of a new token, with its family and expiry', async () => {
    const { db } = database();
    const session = await startSession(db, userId, { remember: true, now, ttlSeconds });
    const row = await tokenRow(db, session.refreshToken);
    expect(row.token_hash).not.toContain(session.refreshToken);
    expect(row.family_id).toBe(session.familyId);
    expect(row.user_id).toBe(userId);
    expect(row.expires_at.toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(session.persistent).toBe(true);
  });

  it('rotates into a new token of the same family and keeps the cookie kind', async () => {
    const { db } = database();
    const first = await startSession(db, userId, { remember: false, now, ttlSeconds });
    const second = await rotate(db, first.refreshToken, { now: later(60), ttlSeconds });
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.familyId).toBe(first.familyId);
    expect(second.userId).toBe(userId);
    expect(second.persistent).toBe(false);
    expect(second.expiresAt.toISOString()).toBe('2026-11-21T11:01:00.000Z');
    expect((await tokenRow(db, first.refreshToken)).rotated_at?.toISOString()).toBe(
      '2026-11-21T10:01:00.000Z',
    );
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { db } = database();
    const first = await startSession(db, userId, { remember: true, now, ttlSeconds });
    const second = await rotate(db, first.refreshToken, { now: later(60), ttlSeconds });
    await expect(rotate(db, first.refreshToken, { now: later(120), ttlSeconds })).rejects.toMatchObject({
      code: 'REFRESH_REUSED',
      status: 401,
    });
    await expect(rotate(db, second.refreshToken, { now: later(180), ttlSeconds })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
  });

  it('refuses an unknown, an expired and a revoked token', async () => {
    const { db } = database();
    await expect(rotate(db, 'p.never-issued', { now, ttlSeconds })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      status: 401,
    });
    const expiring = await startSession(db, userId, { remember: true, now, ttlSeconds });
    await expect(
      rotate(db, expiring.refreshToken, { now: later(ttlSeconds), ttlSeconds }),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please login again.',
    });
    const revoked = await startSession(db, userId, { remember: true, now, ttlSeconds });
    await revokeFamily(db, revoked.familyId, later(1));
    await expect(rotate(db, revoked.refreshToken, { now: later(2), ttlSeconds })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This session has ended. Please login again.',
    });
  });

  it('lets exactly one of many concurrent refreshes with the same token win', async () => {
    const { db } = database();
    const session = await startSession(db, userId, { remember: true, now, ttlSeconds });
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => rotate(db, session.refreshToken, { now: later(5), ttlSeconds })),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const failures = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(failures.map((f) => (f.reason as { code: string }).code)).toEqual(Array(9).fill('REFRESH_REUSED'));
    const family = await db
      .selectFrom('refresh_tokens')
      .select(['rotated_at', 'revoked_at'])
      .where('family_id', '=', session.familyId)
      .execute();
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('revokes every family of a user, or all but the one that asked', async () => {
    const { db } = database();
    const otherUser = await insertUser(db);
    const kept = await startSession(db, otherUser, { remember: true, now, ttlSeconds });
    const ended = await startSession(db, otherUser, { remember: true, now, ttlSeconds });
    await revokeAllForUser(db, otherUser, later(1), kept.familyId);
    expect((await tokenRow(db, kept.refreshToken)).revoked_at).toBeNull();
    expect((await tokenRow(db, ended.refreshToken)).revoked_at?.toISOString()).toBe(
      '2026-11-21T10:00:01.000Z',
    );
    await revokeAllForUser(db, otherUser, later(2));
    expect((await tokenRow(db, kept.refreshToken)).revoked_at?.toISOString()).toBe(
      '2026-11-21T10:00:02.000Z',
    );
    expect((await tokenRow(db, ended.refreshToken)).revoked_at?.toISOString()).toBe(
      '2026-11-21T10:00:01.000Z',
    );
  });
});
