import {
  createImageCache,
  imageCacheKey,
  imageEtag,
  type CachedImage,
  type ImageCacheOptions,
} from './cache';
import { fetchImage, IMAGE_FETCH_DEFAULTS, type FetchImageOptions } from './fetch';
import { imageError } from './errors';
import { readLocalImage } from './local';
import { renderWebp } from './render';
import type { ImageRequest } from './request';

export interface ImageProxyOptions {
  /** Directory served for `/assets/…` urls (the demo photos and placeholders). */
  assetsDir: string;
  cache?: ImageCacheOptions;
  fetch?: Omit<FetchImageOptions, 'signal'>;
  /** `Cache-Control: max-age` sent to browsers and CDNs (default 1 day). */
  maxAgeSeconds?: number;
  /** Reads a photo a doctor uploaded (`/uploads/{id}`), already checked and re-encoded when stored. */
  readUpload?: (id: string) => Promise<Buffer | undefined>;
  /** Called when the cache fails; the image is still served. */
  onCacheError?: (error: unknown) => void;
}

export interface ProxiedImage extends CachedImage {
  contentType: 'image/webp';
  cacheControl: string;
}

export interface ImageProxy {
  /** The webp for a normalised request, from the cache or freshly rendered. Throws `DomainError`. */
  get(request: ImageRequest): Promise<ProxiedImage>;
}

const DEFAULT_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The image proxy behind `GET /v1/image-proxy` (requirements §5, docs/decisions/003): reads a local asset or
 * fetches a remote image behind the SSRF guard, renders it as webp and caches the result.
 * Concurrent requests for the same image share one fetch.
 */
export function createImageProxy(options: ImageProxyOptions): ImageProxy {
  const cache = createImageCache(options.cache);
  const maxBytes = options.fetch?.maxBytes ?? IMAGE_FETCH_DEFAULTS.maxBytes;
  const maxAge = options.maxAgeSeconds ?? DEFAULT_MAX_AGE_SECONDS;
  const cacheControl = `public, max-age=${maxAge}`;
  const inFlight = new Map<string, Promise<CachedImage>>();
  const onCacheError = options.onCacheError ?? (() => undefined);

  const render = async (request: ImageRequest): Promise<Buffer> => {
    const { source, outputWidth: width, outputHeight: height } = request;
    if (source.kind === 'upload') {
      const stored = await options.readUpload?.(source.id);
      if (stored === undefined)
        throw imageError('IMAGE_NOT_FOUND', 'The image was not found.', { id: source.id });
      return renderWebp(stored, { width, height, trusted: false });
    }
    if (source.kind === 'local') {
      const input = await readLocalImage(options.assetsDir, source.path, maxBytes);
      return renderWebp(input, { width, height, trusted: true });
    }
    const fetched = await fetchImage(source.url, options.fetch);
    return renderWebp(fetched.body, { width, height, trusted: false });
  };

  const produce = async (key: string, request: ImageRequest): Promise<CachedImage> => {
    const cached = await cache.get(key).catch((error: unknown) => {
      onCacheError(error);
      return undefined;
    });
    if (cached !== undefined) return cached;
    const body = await render(request);
    return cache.set(key, body).catch((error: unknown) => {
      onCacheError(error);
      return { body, etag: imageEtag(body) };
    });
  };

  return {
    async get(request) {
      const key = imageCacheKey(request);
      let pending = inFlight.get(key);
      if (pending === undefined) {
        pending = produce(key, request).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const image = await pending;
      return { ...image, contentType: 'image/webp', cacheControl };
    },
  };
}

/** Whether an `If-None-Match` header matches the image's ETag, so the route can answer 304. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  // Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`.
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
