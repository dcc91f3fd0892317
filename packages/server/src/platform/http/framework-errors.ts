import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * Errors Fastify answers before any route (and so before the /v1 error handler) get the spec's
 * `Error` body `{code, message}` too: spec intro, "Every 4xx/5xx body is an `Error`".
 */

/**
 * Path parameters up to this length reach the route, so the spec's own limits decide (an article's
 * slug may have 200 characters); longer ones are refused by the router (414).
 */
export const MAX_PARAM_LENGTH = 256;

/** The router's URL errors: a malformed percent-encoding (400) or an over-long path parameter (414). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .type('application/json')
    .send(
      JSON.stringify(
        tooLong
          ? { code: 'URI_TOO_LONG', message: 'A path parameter is too long.' }
          : { code: 'VALIDATION_FAILED', message: 'The URL is not valid.' },
      ),
    );
};

/** Errors of the HTTP parser (no request exists yet): written on the socket, as Fastify's default does. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' }]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, { code: 'HEADERS_TOO_LARGE', message: 'The URL or the headers are too large.' }]
        : [400, { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' }];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
