import type { Secretary } from '@tabib/sdk';

/**
 * What the page says about an e-mail once `GET /secretaries/verify` answered (requirements §7, §3 "boolean
 * response"). The server only says whether the e-mail can be added; the doctor's own list tells apart
 * "already works for you" from the other refusals (no such account, not a secretary account, or
 * working for another doctor — spec/openapi.yaml addSecretary 422 SECRETARY_NOT_AVAILABLE).
 */
export type SecretaryCheck = 'AVAILABLE' | 'ALREADY_YOURS' | 'NOT_AVAILABLE';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function secretaryCheckOf(
  email: string,
  available: boolean,
  secretaries: readonly Pick<Secretary, 'email'>[],
): SecretaryCheck {
  if (secretaries.some((secretary) => normaliseEmail(secretary.email) === normaliseEmail(email))) {
    return 'ALREADY_YOURS';
  }
  return available ? 'AVAILABLE' : 'NOT_AVAILABLE';
}
