// Image proxy — width and height clamped to 80–800 (default 400), webp output, pixel ratio
// capped at 2, http upgraded to https.
export const IMAGE_MIN = 80;
export const IMAGE_MAX = 800;
export const IMAGE_DEFAULT = 400;
export const MAX_PIXEL_RATIO = 2;

export interface ImageProxyOptions {
  width?: number;
  height?: number;
  /** The device pixel ratio (`window.devicePixelRatio`); 1 when missing or below 1. */
  pixelRatio?: number;
}

/**
 * The URL of `GET {apiBaseUrl}/image-proxy?url=…&w=…&h=…&dpr=…&format=webp` for an image, or
 * `undefined` when there is no source, so the caller shows its placeholder instead.
 * `apiBaseUrl` may be absolute (`https://api.tabib.tn/v1`) or relative (`/v1`).
 */
export function buildImageProxyUrl(
  apiBaseUrl: string,
  src: string | null | undefined,
  { width, height, pixelRatio }: ImageProxyOptions = {},
): string | undefined {
  const source = src?.trim();
  if (!source) return undefined;
  const query = new URLSearchParams({
    url: source.replace(/^http:\/\//i, 'https://'),
    w: String(clampDimension(width)),
    h: String(clampDimension(height)),
    dpr: String(clampPixelRatio(pixelRatio)),
    format: 'webp',
  });
  return `${apiBaseUrl.replace(/\/+$/, '')}/image-proxy?${query.toString()}`;
}

function clampDimension(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return IMAGE_DEFAULT;
  return Math.min(IMAGE_MAX, Math.max(IMAGE_MIN, Math.round(value)));
}

function clampPixelRatio(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value) || value < 1) return 1;
  return Math.min(MAX_PIXEL_RATIO, value);
}
