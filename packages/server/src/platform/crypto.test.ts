import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  constantTimeEqual,
  hashPassword,
  hashRefreshToken,
  newRefreshToken,
  newXsrfToken,
  signAccessToken,
  verifyAccessToken,
  verifyPassword,
} from './crypto';

const secret = 'a-test-secret-that-is-32-bytes-long!';
const otherSecret = 'another-test-secret-of-32-bytes-or-more';
const issuedAt = new Date('2026-11-23T08:00:00Z');
const seconds = (date: Date) => date.getTime() / 1000;

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('passwords are hashed with argon2id (docs/decisions/003)', () => {
  it('hashes to an argon2id PHC string with the OWASP parameters, salted', async () => {
    const hash = await hashPassword('Motdepasse!2026');
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await hashPassword('Motdepasse!2026')).not.toBe(hash);
  });

  it('verifies the right password and rejects a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('كلمة-السر é 2026');
    expect(await verifyPassword(hash, 'كلمة-السر é 2026')).toBe(true);
    expect(await verifyPassword(hash, 'كلمة-السر e 2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});

describe('access tokens: HS256 JWT with sub, role, iat, exp in seconds, issuer and audience tabib', () => {
  it('round-trips the claims', async () => {
    const token = await signAccessToken({ sub: 'user-1', role: 'doctor' }, secret, 900, issuedAt);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      sub: 'user-1',
      role: 'doctor',
      iat: seconds(issuedAt),
      exp: seconds(issuedAt) + 900,
      iss: 'tabib',
      aud: 'tabib',
    });
    expect(await verifyAccessToken(token, secret, new Date('2026-11-23T08:14:59Z'))).toEqual({
      sub: 'user-1',
      role: 'doctor',
      iat: seconds(issuedAt),
      exp: seconds(issuedAt) + 900,
    });
  });

  it('rejects an expired token with reason TOKEN_EXPIRED', async () => {
    const token = await signAccessToken({ sub: 'user-1', role: 'patient' }, secret, 900, issuedAt);
    const error = await rejection(verifyAccessToken(token, secret, new Date('2026-11-23T08:15:00Z')));
    expect([error.code, error.status, error.details]).toEqual([
      'UNAUTHENTICATED',
      401,
      { reason: 'TOKEN_EXPIRED' },
    ]);
  });

  it('rejects a tampered payload, a foreign secret and garbage with reason TOKEN_INVALID', async () => {
    const token = await signAccessToken({ sub: 'user-1', role: 'patient' }, secret, 900, issuedAt);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), role: 'admin' }),
      'utf8',
    ).toString('base64url');
    const tokens = [
      `${header}.${forgedPayload}.${signature}`,
      await signAccessToken({ sub: 'user-1', role: 'patient' }, otherSecret, 900, issuedAt),
      'not.a.token',
      '',
    ];
    for (const bad of tokens) {
      const error = await rejection(verifyAccessToken(bad, secret, issuedAt));
      expect([error.code, error.status, error.details]).toEqual([
        'UNAUTHENTICATED',
        401,
        { reason: 'TOKEN_INVALID' },
      ]);
    }
  });

  it('rejects tokens of another issuer, audience or algorithm, or without a known role', async () => {
    const key = new TextEncoder().encode(secret);
    const base = () =>
      new SignJWT({ role: 'patient' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(issuedAt) + 900);
    const tokens = [
      await base().setIssuer('someone-else').setAudience('tabib').sign(key),
      await base().setIssuer('tabib').setAudience('someone-else').sign(key),
      await new SignJWT({ role: 'patient' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('user-1')
        .setIssuer('tabib')
        .setAudience('tabib')
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(issuedAt) + 900)
        .sign(key),
      await new SignJWT({ role: 'superuser' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setIssuer('tabib')
        .setAudience('tabib')
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(issuedAt) + 900)
        .sign(key),
      await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('user-1')
        .setIssuer('tabib')
        .setAudience('tabib')
        .setIssuedAt(seconds(issuedAt))
        .setExpirationTime(seconds(issuedAt) + 900)
        .sign(key),
    ];
    for (const token of tokens) {
      expect((await rejection(verifyAccessToken(token, secret, issuedAt))).details).toEqual({
        reason: 'TOKEN_INVALID',
      });
    }
  });

  it('refuses a secret shorter than 256 bits', async () => {
    await expect(signAccessToken({ sub: 'u', role: 'admin' }, 'short', 60)).rejects.toThrow(RangeError);
  });
});

describe('refresh and XSRF tokens', () => {
  it('refresh tokens are 32 random bytes in base64url, stored as a sha256 hex hash', () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
    expect(hashRefreshToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('XSRF tokens are random base64url values', () => {
    const token = newXsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newXsrfToken()).not.toBe(token);
  });

  it('constantTimeEqual compares exactly, whatever the lengths', () => {
    const token = newXsrfToken();
    expect(constantTimeEqual(token, token)).toBe(true);
    expect(constantTimeEqual(token, `${token}x`)).toBe(false);
    expect(constantTimeEqual(token, token.slice(0, -1))).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('', token)).toBe(false);
  });
});
