import { hash, verify } from '@node-rs/argon2';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { DomainError } from './errors';

/** Roles an access token may carry (requirements §6; guests have no token). */
export type TokenRole = 'patient' | 'doctor' | 'secretary' | 'admin';

export interface AccessTokenClaims {
  /** The user's `_id`. */
  sub: string;
  role: TokenRole;
  /**
   * The sign-in (refresh family) the token belongs to: when it ends (logout, password change, reuse),
   * the token stops working at once (docs/decisions/034). Absent only in tokens minted outside a sign-in.
   */
  sid?: string;
  /** Seconds since the epoch (requirements §4: expiry compares now with exp × 1000). */
  iat: number;
  exp: number;
}

const TOKEN_ROLES: readonly TokenRole[] = ['patient', 'doctor', 'secretary', 'admin'];
const ISSUER = 'tabib';
const AUDIENCE = 'tabib';
const ALGORITHM = 'HS256';
// RFC 7518 §3.2: an HS256 key must have at least 256 bits.
const MIN_SECRET_BYTES = 32;

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 passes, 1 lane. @node-rs/argon2's default
// algorithm is argon2id (its `Algorithm` const enum cannot be referenced under isolatedModules).
const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

function secretKey(secret: string): Uint8Array {
  const key = new TextEncoder().encode(secret);
  if (key.length < MIN_SECRET_BYTES)
    throw new RangeError(`The JWT secret must be at least ${MIN_SECRET_BYTES} bytes`);
  return key;
}

/** A short-lived access token (docs/design.md "Sign-in"): HS256 JWT with `sub`, `role`, `iat`, `exp`. */
export async function signAccessToken(
  claims: { sub: string; role: TokenRole; sid?: string },
  secret: string,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, ...(claims.sid !== undefined && { sid: claims.sid }) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secretKey(secret));
}

/**
 * Checks an access token's signature, algorithm, issuer, audience and expiry. Throws `DomainError`
 * `UNAUTHENTICATED` (401) with `details.reason` `TOKEN_EXPIRED` or `TOKEN_INVALID`.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<AccessTokenClaims> {
  const invalid = () =>
    new DomainError('UNAUTHENTICATED', 'The access token is not valid.', 401, { reason: 'TOKEN_INVALID' });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'role'],
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      throw new DomainError('UNAUTHENTICATED', 'Your session has expired. Please login again.', 401, {
        reason: 'TOKEN_EXPIRED',
      });
    }
    if (error instanceof joseErrors.JOSEError) throw invalid();
    throw error;
  }
  const { sub, role, sid, iat, exp } = payload;
  if (typeof sub !== 'string' || !TOKEN_ROLES.includes(role as TokenRole)) throw invalid();
  if (sid !== undefined && typeof sid !== 'string') throw invalid();
  return {
    sub,
    role: role as TokenRole,
    ...(sid !== undefined && { sid }),
    iat: iat as number,
    exp: exp as number,
  };
}

/** An opaque refresh token: 32 random bytes, base64url (43 characters). */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are stored hashed (docs/decisions/003): a leaked table does not give sessions away. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The value of the `XSRF-TOKEN` cookie the client copies into `X-XSRF-TOKEN` (requirements §7). */
export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Compares two secrets in constant time. Both sides are hashed first so that neither the
 * position of the first difference nor the length of the expected value leaks.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
