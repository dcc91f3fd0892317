/**
 * An expected failure of a domain rule. Errors are values with a stable upper-snake-case `code`
 * (docs/decisions/001-domain-model.md, "Errors"); one error handler turns them into the spec's
 * `{ code, message, details? }` body with `status`.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: string, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = status;
    if (details !== undefined) this.details = details;
  }
}
