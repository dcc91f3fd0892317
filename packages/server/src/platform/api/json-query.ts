import { DomainError } from '../errors';

/**
 * A `query` parameter is a JSON object in a string (docs/design.md "API"). Parses it; the object is
 * then validated against the operation's `contentSchema`, which rejects unknown fields and operators.
 */
export function parseJsonQuery(name: string, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new DomainError('INVALID_JSON', `The ${name} parameter is not valid JSON.`, 400);
  }
}
