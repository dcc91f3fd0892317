import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageRequest } from './request';

export interface CachedImage {
  body: Buffer;
  /** A strong entity tag over the bytes, quoted as the `ETag` header wants it. */
  etag: string;
}

export interface ImageCacheOptions {
  /** Bytes of webp kept in memory; the least recently used images go first (default 64 MB). */
  memoryBytes?: number;
  /** Directory that keeps rendered images across restarts; none when omitted. */
  dir?: string;
  /** How long a rendered image is served before the source is fetched again (default 1 day). */
  ttlMs?: number;
  /** Clock, injectable for tests. */
  now?: () => number;
}

export interface ImageCache {
  get(key: string): Promise<CachedImage | undefined>;
  set(key: string, body: Buffer): Promise<CachedImage>;
}

export const IMAGE_CACHE_DEFAULTS = {
  memoryBytes: 64 * 1024 * 1024,
  ttlMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * The cache key of a request: a hash of what determines the output bytes. `w=400&dpr=2` and
 * `w=800` produce the same image, so the key uses the output size, not the query.
 */
export function imageCacheKey(request: ImageRequest): string {
  const { source: from } = request;
  const source = from.kind === 'remote' ? from.url : from.kind === 'local' ? from.path : from.id;
  const identity = [request.source.kind, source, request.outputWidth, request.outputHeight, request.format];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

export function imageEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

interface MemoryEntry extends CachedImage {
  storedAt: number;
}

/**
 * An in-memory LRU bounded by bytes (a Map keeps insertion order: re-inserting on a hit makes the
 * first key the least recently used), optionally backed by files in `dir` named by the key.
 * Disk failures throw: the caller decides whether a cache error may fail a request.
 */
export function createImageCache(options: ImageCacheOptions = {}): ImageCache {
  const memoryBytes = options.memoryBytes ?? IMAGE_CACHE_DEFAULTS.memoryBytes;
  const ttlMs = options.ttlMs ?? IMAGE_CACHE_DEFAULTS.ttlMs;
  const now = options.now ?? Date.now;
  const memory = new Map<string, MemoryEntry>();
  let usedBytes = 0;

  const forget = (key: string) => {
    const entry = memory.get(key);
    if (entry === undefined) return;
    memory.delete(key);
    usedBytes -= entry.body.length;
  };

  const remember = (key: string, entry: MemoryEntry) => {
    forget(key);
    if (entry.body.length > memoryBytes) return;
    memory.set(key, entry);
    usedBytes += entry.body.length;
    for (const oldest of memory.keys()) {
      if (usedBytes <= memoryBytes) break;
      forget(oldest);
    }
  };

  const fileOf = (dir: string, key: string) => join(dir, key.slice(0, 2), `${key}.webp`);

  const readDisk = async (key: string): Promise<MemoryEntry | undefined> => {
    if (options.dir === undefined) return undefined;
    const file = fileOf(options.dir, key);
    try {
      const info = await stat(file);
      if (now() - info.mtimeMs >= ttlMs) return undefined;
      const body = await readFile(file);
      return { body, etag: imageEtag(body), storedAt: info.mtimeMs };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const writeDisk = async (key: string, body: Buffer) => {
    if (options.dir === undefined) return;
    const file = fileOf(options.dir, key);
    await mkdir(join(options.dir, key.slice(0, 2)), { recursive: true });
    // Write then rename, so a concurrent reader never sees half a file.
    const partial = `${file}.${randomUUID()}.tmp`;
    await writeFile(partial, body);
    await rename(partial, file);
  };

  return {
    async get(key) {
      const entry = memory.get(key);
      if (entry !== undefined && now() - entry.storedAt < ttlMs) {
        remember(key, entry);
        return { body: entry.body, etag: entry.etag };
      }
      forget(key);
      const stored = await readDisk(key);
      if (stored === undefined) return undefined;
      remember(key, stored);
      return { body: stored.body, etag: stored.etag };
    },
    async set(key, body) {
      const entry = { body, etag: imageEtag(body), storedAt: now() };
      remember(key, entry);
      await writeDisk(key, body);
      return { body, etag: entry.etag };
    },
  };
}
