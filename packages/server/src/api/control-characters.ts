/**
 * C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * (a 500 "invalid byte sequence" otherwise) and none of them belongs in a name, a question or a reason,
 * so the edge refuses them in every text the client sends (docs/decisions/022).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The dotted path of the first string (or object key) holding a control character, else null. Walks
 * with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path || '(value)';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const childPath = path ? `${path}.${key}` : key;
        if (CONTROL.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
