import { buildImageProxyUrl } from '@tabib/sdk';
import type { AvatarSrcResolver } from '@tabib/ui';

import { API_BASE_URL } from './apiBase';

/** requirements §2: the placeholder avatar, served from the site root so it resolves on nested routes too. */
export const PLACEHOLDER_AVATAR = '/assets/img/placeholders/doctor-avatar.svg';

/** requirements §5: photos go through the image proxy (80–800 px, webp, pixel ratio ≤ 2). */
export const proxiedImage: AvatarSrcResolver = (src, { width, height, pixelRatio }) =>
  buildImageProxyUrl(API_BASE_URL, src, { width, height, pixelRatio }) ?? src;

/**
 * A proxied picture at pixel ratios 1 and 2 as `src` and `srcSet`: the browser picks the sharp one, and
 * the markup does not depend on the screen, so a server render and the hydrating page agree.
 */
export function proxiedImageSet(src: string, size: { width: number; height: number }) {
  const at = (pixelRatio: number) => proxiedImage(src, { ...size, pixelRatio });
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x` };
}
