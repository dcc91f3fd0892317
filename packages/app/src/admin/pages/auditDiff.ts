/** One field an admin action changed: its value before and after (`undefined` when absent). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

type AuditRecord = Record<string, unknown> | null | undefined;

/**
 * The fields that differ between an audit entry's `before` and `after` (spec/openapi.yaml AuditEntry:
 * `before` is null for a creation, `after` for a deletion), in the order the records list them:
 * `before`'s fields first, then those only `after` has. Values are compared by content, so an
 * unchanged nested object or list is not a change.
 */
export function auditDiff(before: AuditRecord, after: AuditRecord): AuditChange[] {
  const previous = before ?? {};
  const next = after ?? {};
  const fields = [...new Set([...Object.keys(previous), ...Object.keys(next)])];
  return fields
    .filter((field) => !sameValue(previous[field], next[field]))
    .map((field) => ({ field, before: previous[field], after: next[field] }));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** How a changed value reads: "yes"/"no" and "empty" are translated by the page, the rest is text. */
export type AuditValue =
  { kind: 'empty' } | { kind: 'boolean'; value: boolean } | { kind: 'text'; text: string };

export function auditValue(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  return { kind: 'text', text: JSON.stringify(value) };
}

/**
 * The message id of an audit action (`<entity>.<verb>`, e.g. `user.block` →
 * `ADMIN.AUDIT.ACTION.USER_BLOCK`) when it is one of the `known` ones; otherwise null, and the page
 * shows the action as the server wrote it.
 */
export function auditActionMessageId(action: string, known: ReadonlySet<string>): string | null {
  return known.has(action) ? `ADMIN.AUDIT.ACTION.${action.replace('.', '_').toUpperCase()}` : null;
}
