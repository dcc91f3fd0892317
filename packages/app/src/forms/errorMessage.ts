import { ApiError } from '@tabib/hooks';

/**
 * The message id to show for a failed call (requirements §8): the id mapped to the server's stable `code`,
 * the caller's fallback for any other answer, and ERRORS.NETWORK when no answer came at all (the
 * SDK rejects with the fetch error itself, not an `ApiError`).
 */
export function errorMessageId(
  error: unknown,
  byCode: Readonly<Record<string, string>>,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return 'ERRORS.NETWORK';
  return byCode[error.code] ?? fallback;
}
