import type { FastifyRequest } from 'fastify';

/**
 * `application/x-www-form-urlencoded` bodies as a flat object of strings (the last value of a repeated
 * field wins): Paymee may post its notification as a form, and the sandbox page posts an HTML form.
 */
export function parseForm(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, body?: unknown) => void,
): void {
  done(null, Object.fromEntries(new URLSearchParams(body.toString())));
}
