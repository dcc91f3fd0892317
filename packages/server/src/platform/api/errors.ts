import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { DomainError } from '../errors';

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  validation?: { instancePath?: string; message?: string }[];
  validationContext?: string;
  message?: string;
}

/** Seconds a client is told to wait (`Retry-After`) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The socket errors of a database that is not there (stopped, restarting, unreachable). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether the database could not be reached or dropped the connection, rather than refusing the query:
 * PostgreSQL's connection exceptions (class 08), its shutdown and start-up (57P01–57P03), a refused or
 * reset socket, and node-postgres's own words for a connection that died or never came.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = (error ?? {}) as FastifyLikeError;
  if (typeof e.code === 'string') {
    if (UNREACHABLE.has(e.code) || /^08/.test(e.code) || /^57P0[123]$/.test(e.code)) return true;
  }
  return /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed)/.test(
    e.message ?? '',
  );
}

/**
 * Turns anything thrown while answering into the spec's `{code, message, details?}`: domain errors
 * keep their code; Fastify's validation, parsing and size errors become 4xx; a database that cannot be
 * reached is 503 `DATABASE_UNAVAILABLE` (sent with `Retry-After`: the request did nothing, and the
 * instance's /readyz already says not ready); the rest is a logged 500.
 */
export function toApiError(error: unknown, log: FastifyBaseLogger): DomainError {
  if (error instanceof DomainError) return error;
  const e = (error ?? {}) as FastifyLikeError;
  if (e.validation) {
    const where = e.validationContext ?? 'request';
    const problems = e.validation.map((v) => `${where}${v.instancePath ?? ''} ${v.message ?? ''}`.trim());
    return new DomainError('VALIDATION_FAILED', problems.join('; ') || 'The request is not valid.', 400, {
      errors: e.validation,
    });
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new DomainError('INVALID_JSON', 'The request body is not valid JSON.', 400);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'The request body is too large.', 413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.', 415);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new DomainError('VALIDATION_FAILED', 'The Content-Length does not match the body.', 400);
  }
  if (error instanceof SyntaxError)
    return new DomainError('INVALID_JSON', 'The request body is not valid JSON.', 400);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return new DomainError('BAD_REQUEST', e.message ?? 'Bad request.', e.statusCode);
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return new DomainError(
      'DATABASE_UNAVAILABLE',
      'The database is briefly unavailable; retry in a few seconds.',
      503,
    );
  }
  log.error({ err: error }, 'unexpected error');
  return new DomainError('INTERNAL_ERROR', 'Something went wrong on our side; nothing was changed.', 500);
}

declare module 'fastify' {
  interface FastifyReply {
    /** The `code` of the API error this reply sends, if any. */
    apiErrorCode: string | null;
  }
}

export function sendError(reply: FastifyReply, error: DomainError): FastifyReply {
  const body: { code: string; message: string; details?: unknown } = {
    code: error.code,
    message: error.message,
  };
  if (error.details !== undefined) body.details = error.details;
  // Read by the metrics (src/platform/http/metrics.ts), which count booking and payment outcomes by code.
  reply.apiErrorCode = error.code;
  if (error.code === 'DATABASE_UNAVAILABLE')
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  // The serialiser of a route only knows the spec's schemas; an error body is always this one shape.
  return reply.code(error.status).type('application/json').serializer(JSON.stringify).send(body);
}
