import type { components } from '@tabib/contract';
import type { ChangeFeed } from '../platform/db/changes.js';

/** Pages kept at most; the least recently served goes first. */
export const SEARCH_CACHE_MAX_ENTRIES = 500;

/** A public doctor search page as every caller but the listed doctors' insiders sees it. */
export interface CachedSearchPage {
  /** The listed doctors, whose `display` is counted each time the page is served. */
  doctorIds: string[];
  body: components['schemas']['DoctorSearchPage'];
}

declare module '../platform/api/context.js' {
  interface ApiDeps {
    /** Public doctor search pages, served again for `SEARCH_CACHE_MS` (docs/decisions/019). */
    searchCache: SearchCache<CachedSearchPage>;
  }
}

export interface SearchCache<T> {
  /**
   * The value for `key`: a cached one younger than the TTL, the one already being computed, or a new
   * `compute()`. Only computes when the cache is off.
   */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every page, and every computation already running (its result is not kept). */
  invalidate(): void;
  /** Whether pages are kept: a TTL above 0 and the change feed listening. */
  readonly enabled: boolean;
  /** Stops following the change feed. */
  close(): void;
}

export interface SearchCacheOptions {
  /** How long a page is served after the moment it was read from the database; 0 turns the cache off. */
  ttlMs: number;
  maxEntries?: number;
  /** Milliseconds; the server's clock, so tests move time instead of waiting. */
  now: () => number;
  /** Every change clears the cache; while the feed is down nothing is cached. */
  changes: ChangeFeed;
}

/**
 * docs/decisions/019-search-cache.md: a micro-cache of whole search pages. A page is kept only if no
 * invalidation happened while it was computed (`generation`), so a page read before a change is never
 * kept after it; concurrent misses of one key share one computation.
 */
export function createSearchCache<T>(options: SearchCacheOptions): SearchCache<T> {
  const maxEntries = options.maxEntries ?? SEARCH_CACHE_MAX_ENTRIES;
  const entries = new Map<string, { value: T; readAt: number }>();
  const inFlight = new Map<string, Promise<T>>();
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    entries.clear();
    inFlight.clear();
  };
  // Any event clears: a change, the feed going down (nothing may be trusted any more), or coming back
  // up (changes of the gap were missed).
  const unsubscribe = options.changes.subscribe(invalidate);
  const enabled = () => options.ttlMs > 0 && options.changes.listening;

  return {
    get(key, compute) {
      if (!enabled()) return compute();
      const now = options.now();
      const entry = entries.get(key);
      if (entry !== undefined) {
        entries.delete(key);
        if (entry.readAt <= now && now < entry.readAt + options.ttlMs) {
          entries.set(key, entry);
          return Promise.resolve(entry.value);
        }
      }
      const running = inFlight.get(key);
      if (running !== undefined) return running;
      const started = generation;
      const computed = compute().then((value) => {
        if (generation === started && enabled()) {
          entries.set(key, { value, readAt: now });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return value;
      });
      inFlight.set(key, computed);
      const forget = () => {
        if (inFlight.get(key) === computed) inFlight.delete(key);
      };
      computed.then(forget, forget);
      return computed;
    },
    invalidate,
    get enabled() {
      return enabled();
    },
    close: unsubscribe,
  };
}
