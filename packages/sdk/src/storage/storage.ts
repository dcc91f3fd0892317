/**
 * The part of the Web Storage API the SDK uses, so credentials can live in `localStorage`,
 * `sessionStorage`, or an in-memory store (Node, tests, browsers with storage disabled).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where {@link getBrowserStorage} looks for the storages; `window` in a browser. */
export interface BrowserStorageScope {
  readonly localStorage?: KeyValueStorage;
  readonly sessionStorage?: KeyValueStorage;
}

export type BrowserStorageKind = 'local' | 'session';

const PROBE_KEY = '__tabib_storage_probe__';

/** A storage that lives as long as the returned object; nothing is shared between two calls. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * `localStorage` or `sessionStorage` when they exist and can be written, else `undefined`.
 * Reading the property can throw (storage blocked by the user, sandboxed iframes) and writing can
 * throw (Safari private mode, quota), so both are probed. `window` is read only when called, never
 * at import, so the SDK loads in Node.
 */
export function getBrowserStorage(
  kind: BrowserStorageKind,
  scope: BrowserStorageScope | undefined = typeof window === 'undefined' ? undefined : window,
): KeyValueStorage | undefined {
  if (!scope) return undefined;
  try {
    const storage = kind === 'local' ? scope.localStorage : scope.sessionStorage;
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}
