import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { SocialProviderName } from '../platform/config';

/*
 * What the callback of a social sign-in checks (spec `/auth/google/callback`): the state, PKCE verifier
 * and (for an OpenID provider, Google) nonce chosen when it began, kept in the browser that began it. The cookie is encrypted (the verifier
 * is a secret until the code is exchanged) and expires with the attempt.
 */

export const SOCIAL_COOKIE = 'tabib_social';
/** Long enough to type a password at the provider, short enough that an abandoned attempt goes stale. */
export const SOCIAL_ATTEMPT_SECONDS = 600;

export interface SocialAttempt {
  provider: SocialProviderName;
  state: string;
  /** Google's ID token carries it back; Facebook Login issues no ID token. */
  nonce?: string;
  codeVerifier: string;
}

// A key of its own, so a sealed attempt can never be read as (or forged from) an access token.
const attemptKey = (jwtSecret: string) =>
  createHash('sha256').update(`tabib-social-attempt:${jwtSecret}`).digest();

export function sealAttempt(attempt: SocialAttempt, jwtSecret: string, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...attempt })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SOCIAL_ATTEMPT_SECONDS)
    .encrypt(attemptKey(jwtSecret));
}

/** The attempt, or undefined when the cookie is missing, altered, expired or not an attempt. */
export async function openAttempt(
  sealed: string | undefined,
  jwtSecret: string,
  now: Date,
): Promise<SocialAttempt | undefined> {
  if (!sealed) return undefined;
  try {
    const { payload } = await jwtDecrypt(sealed, attemptKey(jwtSecret), { currentDate: now });
    const { provider, state, nonce, codeVerifier } = payload;
    if (
      (provider === 'google' || provider === 'facebook') &&
      typeof state === 'string' &&
      typeof codeVerifier === 'string' &&
      (provider === 'facebook' ? nonce === undefined : typeof nonce === 'string')
    ) {
      return { provider, state, codeVerifier, ...(typeof nonce === 'string' && { nonce }) };
    }
    return undefined;
  } catch {
    return undefined;
  }
}
