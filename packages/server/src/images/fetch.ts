import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { DomainError } from '../platform/errors';
import { isIpLiteral, isPublicAddress } from './address';
import { imageError } from './errors';

/** Decides whether the proxy may connect to an address; tests widen it to allow loopback. */
export type AddressPolicy = (address: string) => boolean;
/** Resolves a host name to all of its addresses (default: `dns.lookup` with `all: true`). */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;

export interface FetchImageOptions {
  isAllowedAddress?: AddressPolicy;
  resolveHost?: HostResolver;
  /** Largest accepted response body in bytes (default 5 MB). */
  maxBytes?: number;
  /** Time limit for the whole fetch, redirects and body included (default 5 s). */
  timeoutMs?: number;
  /** Redirects followed, each one checked again (default 3). */
  maxRedirects?: number;
  /** Certificate authorities trusted for https instead of Node's default list (a private CA, a test certificate). */
  ca?: string | Buffer;
  /** Aborts the fetch, e.g. when the client went away. */
  signal?: AbortSignal;
}

export interface FetchedImage {
  body: Buffer;
  contentType: string;
  /** The url the image finally came from, after redirects. */
  url: string;
}

export const IMAGE_FETCH_DEFAULTS = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Drops a response body we will not read; destroying it reports an abort nobody needs to hear. */
function discard(body: Readable) {
  body.on('error', () => undefined);
  body.destroy();
}

const defaultResolveHost: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

function withAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The SSRF guard: the url must be http(s) and its host — an IP literal, or every address its name
 * resolves to — must pass the address policy. Returns the checked addresses, which are the only
 * ones the connection may then use.
 */
export async function checkImageUrl(
  url: URL,
  isAllowedAddress: AddressPolicy,
  resolveHost: HostResolver,
  signal: AbortSignal,
): Promise<LookupAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw imageError('IMAGE_URL_FORBIDDEN', 'Only http and https image urls are fetched.', { url: url.href });
  }
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIpLiteral(hostname)) {
    if (!isAllowedAddress(hostname)) {
      throw imageError('IMAGE_URL_FORBIDDEN', 'The image host is not a public address.', { url: url.href });
    }
    return [{ address: hostname, family: hostname.includes(':') ? 6 : 4 }];
  }
  let addresses: LookupAddress[];
  try {
    addresses = await withAbort(resolveHost(hostname), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw imageError('IMAGE_FETCH_FAILED', 'The image host could not be resolved.', { url: url.href });
  }
  // Every address must be public: a name with one private address could be steered to it.
  if (addresses.length === 0 || !addresses.every((a) => isAllowedAddress(a.address))) {
    throw imageError('IMAGE_URL_FORBIDDEN', 'The image host does not resolve to public addresses only.', {
      url: url.href,
    });
  }
  return addresses;
}

/** A `lookup` for the socket that answers only with the addresses already checked (no DNS rebinding). */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
    const first = usable[0];
    if (first === undefined) {
      callback(
        Object.assign(new Error('No checked address of the requested family'), { code: 'ENOTFOUND' }),
        '',
      );
    } else if (options.all) {
      callback(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function imageContentType(value: string | string[] | undefined): string | undefined {
  const type = (Array.isArray(value) ? value[0] : value)?.split(';')[0]?.trim().toLowerCase();
  // SVG is a document that may reference other resources: only raster images are fetched.
  if (type === undefined || !type.startsWith('image/') || type === 'image/svg+xml') return undefined;
  return type;
}

type Hop = { redirect: URL } | { image: FetchedImage };
type FetchSettings = Required<Omit<FetchImageOptions, 'ca' | 'signal'>> & Pick<FetchImageOptions, 'ca'>;

async function fetchHop(url: URL, options: FetchSettings, signal: AbortSignal): Promise<Hop> {
  const addresses = await checkImageUrl(url, options.isAllowedAddress, options.resolveHost, signal);
  const agent = new Agent({
    connect: { lookup: pinnedLookup(addresses), ...(options.ca === undefined ? {} : { ca: options.ca }) },
  });
  try {
    const response = await request(url, {
      dispatcher: agent,
      signal,
      headers: {
        accept: 'image/webp,image/avif,image/png,image/jpeg,image/*;q=0.8',
        // The size limit must apply to the bytes sharp will read.
        'accept-encoding': 'identity',
        'user-agent': 'TabibImageProxy/1.0',
      },
    });
    const { statusCode, headers, body } = response;
    if (REDIRECT_STATUSES.has(statusCode)) {
      const location = headers.location;
      discard(body);
      if (typeof location !== 'string') {
        throw imageError('IMAGE_FETCH_FAILED', 'The image host redirected without a location.', {
          url: url.href,
        });
      }
      return { redirect: new URL(location, url) };
    }
    if (statusCode === 404 || statusCode === 410) {
      discard(body);
      throw imageError('IMAGE_NOT_FOUND', 'The image was not found.', { url: url.href, status: statusCode });
    }
    if (statusCode < 200 || statusCode >= 300) {
      discard(body);
      throw imageError('IMAGE_FETCH_FAILED', 'The image host answered with an error.', {
        url: url.href,
        status: statusCode,
      });
    }
    const contentType = imageContentType(headers['content-type']);
    if (contentType === undefined) {
      discard(body);
      throw imageError('IMAGE_UNSUPPORTED_TYPE', 'The url does not point to an image.', {
        url: url.href,
        contentType: headers['content-type'] ?? null,
      });
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      discard(body);
      throw imageError('IMAGE_TOO_LARGE', 'The image is too large.', {
        url: url.href,
        maxBytes: options.maxBytes,
      });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Leaving the loop destroys the body, which aborts the download at once.
      if (size > options.maxBytes) {
        throw imageError('IMAGE_TOO_LARGE', 'The image is too large.', {
          url: url.href,
          maxBytes: options.maxBytes,
        });
      }
      chunks.push(chunk);
    }
    return { image: { body: Buffer.concat(chunks), contentType, url: url.href } };
  } finally {
    await agent.destroy();
  }
}

/**
 * Fetches a remote image behind the SSRF guard: http(s) only, public addresses only (checked on
 * every redirect, and the socket connects only to the checked addresses), at most `maxRedirects`
 * redirects, `maxBytes` bytes and `timeoutMs` in all, `image/*` content types only.
 */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<FetchedImage> {
  const settings: FetchSettings = {
    isAllowedAddress: options.isAllowedAddress ?? isPublicAddress,
    resolveHost: options.resolveHost ?? defaultResolveHost,
    maxBytes: options.maxBytes ?? IMAGE_FETCH_DEFAULTS.maxBytes,
    timeoutMs: options.timeoutMs ?? IMAGE_FETCH_DEFAULTS.timeoutMs,
    maxRedirects: options.maxRedirects ?? IMAGE_FETCH_DEFAULTS.maxRedirects,
    ca: options.ca,
  };
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw imageError('IMAGE_URL_INVALID', 'The image url is not a valid URL.', { url });
  }
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([timeout, options.signal]);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const hop = await fetchHop(current, settings, signal);
      if ('image' in hop) return hop.image;
      if (redirects === settings.maxRedirects) {
        throw imageError('IMAGE_FETCH_FAILED', 'The image url redirected too many times.', {
          url,
          maxRedirects: settings.maxRedirects,
        });
      }
      current = hop.redirect;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (timeout.aborted) {
      throw imageError('IMAGE_TIMEOUT', 'The image took too long to fetch.', {
        url,
        timeoutMs: settings.timeoutMs,
      });
    }
    if (options.signal?.aborted) throw error;
    throw imageError('IMAGE_FETCH_FAILED', 'The image could not be fetched.', { url });
  }
}
