import { DomainError } from '../platform/errors';

/**
 * The image proxy's stable error codes and the HTTP status each one is sent with — only statuses
 * that spec/openapi.yaml declares for `getProxiedImage`. An image host that answers with something
 * other than a raster image we can decode is a bad upstream (502), like one that fails outright.
 */
export const IMAGE_ERROR_STATUS = {
  IMAGE_URL_INVALID: 400,
  IMAGE_URL_FORBIDDEN: 400,
  IMAGE_FORMAT_UNSUPPORTED: 400,
  IMAGE_NOT_FOUND: 404,
  IMAGE_TOO_LARGE: 413,
  IMAGE_UNSUPPORTED_TYPE: 502,
  IMAGE_INVALID: 502,
  IMAGE_FETCH_FAILED: 502,
  IMAGE_TIMEOUT: 504,
} as const;

export type ImageErrorCode = keyof typeof IMAGE_ERROR_STATUS;

export function imageError(code: ImageErrorCode, message: string, details?: unknown): DomainError {
  return new DomainError(code, message, IMAGE_ERROR_STATUS[code], details);
}
