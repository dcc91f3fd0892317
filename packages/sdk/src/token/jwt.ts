/** The claims the SDK reads from an access token (`sub` is the user id, `exp` is in seconds). */
export interface JwtPayload {
  sub?: string;
  exp?: number;
  [claim: string]: unknown;
}

const BEARER_PREFIX = 'Bearer ';

/** A "Bearer " prefix (7 characters) is stripped from tokens. */
export function stripBearer(token: string): string {
  return token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token;
}

/**
 * The payload of a signed token (JWS compact form `header.payload.signature`), or `null` when it is
 * malformed. The signature is not checked: the server does that; the client only reads `sub`/`exp`.
 * Uses `atob` and `TextDecoder`, which Node ≥ 16 and browsers both provide (no `Buffer`).
 */
export function decodeJwtPayload(token: string): JwtPayload | null {
  const parts = stripBearer(token).split('.');
  const encoded = parts[1];
  if (parts.length !== 3 || !encoded) return null;
  try {
    const json = JSON.parse(decodeBase64Url(encoded)) as unknown;
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as JwtPayload) : null;
  } catch {
    return null;
  }
}

/**
 * A missing or malformed token, or one without `exp`, counts as expired; otherwise it is
 * expired once `now >= exp * 1000`.
 */
export function isTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return true;
  const exp = decodeJwtPayload(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return now >= exp * 1000;
}

/** Logged in = a token is present and not expired. */
export function isLoggedIn(token: string | null | undefined, now: number = Date.now()): boolean {
  return !isTokenExpired(token, now);
}

function decodeBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // fatal: invalid UTF-8 is a malformed token, not a payload with replacement characters.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}
