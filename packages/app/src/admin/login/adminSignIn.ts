import { ApiError } from '@tabib/hooks';

import { errorMessageId } from '../../forms/errorMessage';
import { AUTH_ERROR_FALLBACK, AUTH_ERROR_MESSAGES } from '../../pages/auth/authForms';

/** The message of a failed sign-in: the server's code, 429 whatever its code, or a network error. */
export function adminSignInErrorId(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return 'AUTH.ERRORS.TOO_MANY_ATTEMPTS';
  return errorMessageId(error, AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK);
}

/** The codes the social callback redirects with (`/admin/auth/social?error=<code>`), as messages. */
export const SOCIAL_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  SOCIAL_STATE_MISMATCH: 'ADMIN.SOCIAL.ERRORS.SOCIAL_STATE_MISMATCH',
  SOCIAL_EMAIL_NOT_VERIFIED: 'ADMIN.SOCIAL.ERRORS.SOCIAL_EMAIL_NOT_VERIFIED',
  SOCIAL_ACCOUNT_NOT_FOUND: 'ADMIN.SOCIAL.ERRORS.SOCIAL_ACCOUNT_NOT_FOUND',
  ACCOUNT_BLOCKED: 'ADMIN.SOCIAL.ERRORS.ACCOUNT_BLOCKED',
  SOCIAL_PROVIDER_ERROR: 'ADMIN.SOCIAL.ERRORS.SOCIAL_PROVIDER_ERROR',
  SOCIAL_CANCELLED: 'ADMIN.SOCIAL.ERRORS.SOCIAL_CANCELLED',
  NOT_CONFIGURED: 'ADMIN.SOCIAL.ERRORS.NOT_CONFIGURED',
};

export const SOCIAL_ERROR_FALLBACK = 'ADMIN.SOCIAL.ERRORS.GENERIC';

/** The message of a social sign-in failure; an unknown code (the query is anyone's) gets the generic one. */
export function socialErrorMessageId(code: string | null | undefined): string {
  return code && Object.hasOwn(SOCIAL_ERROR_MESSAGES, code)
    ? SOCIAL_ERROR_MESSAGES[code]!
    : SOCIAL_ERROR_FALLBACK;
}

/** The `code` of the error body the social completion rejected with (`SocialSignInError.body`). */
export function socialCompletionErrorCode(error: unknown): string | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'string') return null;
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
