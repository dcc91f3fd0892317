/**
 * C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text
 * (a 500 "invalid byte sequence" otherwise) and none of them belongs in a name, a question or a reason,
 * so the edge refuses them in every text the client sends (docs/decisions/022).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Invisible characters that change how a text displays without showing themselves: the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which "‮cod.exe" shows as
 * "exe.doc", zero-width space, word joiner and invisible operators (U+200B, U+2060–U+2064), the
 * deprecated format characters (U+206A–U+206F) and the byte-order mark (U+FEFF). Refused like the
 * controls (docs/decisions/049). The marks Arabic text needs (U+200C–U+200F, U+061C) stay allowed.
 */
const INVISIBLE = /[\u200B\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/;

export interface ForbiddenCharacter {
  /** The dotted path of the text (or object key) that holds it, `(value)` for the whole value. */
  path: string;
  /** `control`, or `invisible` for a formatting character. */
  kind: 'control' | 'invisible';
  /** The character as `U+XXXX`. */
  character: string;
}

function forbiddenIn(text: string): Omit<ForbiddenCharacter, 'path'> | null {
  const found = CONTROL.exec(text) ?? INVISIBLE.exec(text);
  if (!found) return null;
  const code = found[0].charCodeAt(0);
  return {
    kind: CONTROL.test(found[0]) ? 'control' : 'invisible',
    character: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
  };
}

/**
 * The first string (or object key) holding a control or invisible formatting character, else null.
 * Walks with its own stack: a body nested thousands deep must not overflow the call stack.
 */
export function forbiddenCharacter(value: unknown): ForbiddenCharacter | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      const found = forbiddenIn(item);
      if (found) return { path: path || '(value)', ...found };
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        const childPath = path ? `${path}.${key}` : key;
        const found = forbiddenIn(key);
        if (found) return { path: childPath, ...found };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}
