import type { DomainError } from '../platform/errors';
import { imageError } from './errors';

// requirements §5: width and height clamped to 80–800 (default 400), pixel ratio capped at 2, webp output.
export const IMAGE_MIN_SIZE = 80;
export const IMAGE_MAX_SIZE = 800;
export const IMAGE_DEFAULT_SIZE = 400;
export const IMAGE_MAX_DPR = 2;
export const IMAGE_DEFAULT_DPR = 1;
/** Local demo photos and placeholders live under this URL prefix (requirements §2: assets/img/placeholders/…). */
export const LOCAL_IMAGE_PREFIX = '/assets/';
/** Photos doctors uploaded, read from the database by id (docs/decisions/053). */
const UPLOAD_IMAGE_PATTERN = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The image proxy's query as it arrives: every value may be missing or a string. */
export interface ImageRequestInput {
  url?: string | undefined;
  w?: string | number | undefined;
  h?: string | number | undefined;
  dpr?: string | number | undefined;
  format?: string | undefined;
}

export type ImageSource =
  | { kind: 'remote'; url: string }
  /** `path` is relative to the local assets directory, without `..` segments. */
  | { kind: 'local'; path: string }
  | { kind: 'upload'; id: string };

export interface ImageRequest {
  source: ImageSource;
  /** CSS size asked for, after clamping. */
  width: number;
  height: number;
  dpr: number;
  /** Pixel size of the produced image: size × pixel ratio. */
  outputWidth: number;
  outputHeight: number;
  format: 'webp';
}

function toNumber(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function clampSize(value: string | number | undefined): number {
  const n = toNumber(value);
  if (n === undefined) return IMAGE_DEFAULT_SIZE;
  return Math.min(IMAGE_MAX_SIZE, Math.max(IMAGE_MIN_SIZE, Math.round(n)));
}

function clampDpr(value: string | number | undefined): number {
  const n = toNumber(value);
  if (n === undefined || n < 1) return IMAGE_DEFAULT_DPR;
  return Math.min(IMAGE_MAX_DPR, n);
}

function forbidden(message: string, url: string): DomainError {
  return imageError('IMAGE_URL_FORBIDDEN', message, { url });
}

function localSource(url: string): ImageSource {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split(/[?#]/)[0] as string);
  } catch {
    throw forbidden('The image path is not valid.', url);
  }
  const relative = decoded.replace(/^\/?assets\//, '');
  // Refuse rather than resolve: `..`, `.`, empty segments (a leading `/`), backslashes and NUL
  // never appear in our own asset paths, and refusing them rules out path traversal.
  const segments = relative.split('/');
  if (/[\\\0]/.test(relative) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw forbidden('The image path is not allowed.', url);
  }
  return { kind: 'local', path: segments.join('/') };
}

function remoteSource(url: string): ImageSource {
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    throw imageError('IMAGE_URL_INVALID', 'The image url is not a valid URL.', { url });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw forbidden('Only http and https image urls are fetched.', url);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw forbidden('Image urls with credentials are not fetched.', url);
  }
  // requirements §5: http upgraded to https.
  if (parsed.protocol === 'http:') parsed.protocol = 'https:';
  parsed.hash = '';
  return { kind: 'remote', url: parsed.href };
}

/**
 * Turns the query of `GET /v1/image-proxy` into a request the proxy can serve: sizes clamped,
 * pixel ratio capped, remote urls upgraded to https, local `/assets/…` paths checked.
 * Throws `DomainError` `IMAGE_URL_INVALID`, `IMAGE_URL_FORBIDDEN` or `IMAGE_FORMAT_UNSUPPORTED` (400).
 */
export function normaliseImageRequest(input: ImageRequestInput): ImageRequest {
  const url = input.url?.trim() ?? '';
  if (url === '') throw imageError('IMAGE_URL_INVALID', 'The image url is required.');
  if (input.format !== undefined && input.format !== '' && input.format !== 'webp') {
    throw imageError('IMAGE_FORMAT_UNSUPPORTED', 'The image proxy only produces webp.', {
      format: input.format,
    });
  }
  // The spec's own placeholder path is written without the leading slash (requirements §2).
  const isLocal = url.startsWith(LOCAL_IMAGE_PREFIX) || url.startsWith(LOCAL_IMAGE_PREFIX.slice(1));
  const upload = UPLOAD_IMAGE_PATTERN.exec(url)?.[1];
  const source: ImageSource =
    upload !== undefined ? { kind: 'upload', id: upload } : isLocal ? localSource(url) : remoteSource(url);
  const width = clampSize(input.w);
  const height = clampSize(input.h);
  const dpr = clampDpr(input.dpr);
  return {
    source,
    width,
    height,
    dpr,
    outputWidth: Math.round(width * dpr),
    outputHeight: Math.round(height * dpr),
    format: 'webp',
  };
}
