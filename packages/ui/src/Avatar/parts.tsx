import { useState } from 'react';

import { renderPart, type PartProps } from '../primitives/part';
import { DOCTOR_AVATAR_SVG } from './doctorAvatarSvg';

/**
 * The placeholder avatar, inlined as a data URL so it shows in any site with no asset to copy (the same
 * image is exported as `@tabib/ui/doctor-avatar.svg` for sites that prefer to serve it).
 */
export const DEFAULT_AVATAR_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(DOCTOR_AVATAR_SVG)}`;

/** What the image proxy needs to serve a sharp square image for this avatar. */
export interface AvatarSizeHint {
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * Builds the URL actually loaded for `src`, e.g. the SDK's image-proxy URL builder
 * (80–800 px, webp, pixel ratio ≤ 2 — the builder clamps). The kit knows nothing of the SDK.
 */
export type AvatarSrcResolver = (src: string, size: AvatarSizeHint) => string;

/** What `Avatar.Root` gives its `className`/`style` functions. */
export interface AvatarPartState {
  /** The placeholder is shown: no photo, or the photo failed to load. */
  placeholder: boolean;
  /** Rendered width and height in CSS pixels. */
  size: number;
}

export type AvatarRootProps = Omit<
  PartProps<'img', AvatarPartState>,
  'src' | 'width' | 'height' | 'onError'
> & {
  /** The user's photo; the placeholder shows when it is missing or fails to load. */
  src?: string | null;
  /** Text alternative; use `""` when the name is written beside the avatar. */
  alt: string;
  /** Rendered width and height in CSS pixels. Default 40. */
  size?: number;
  /**
   * Turns `src` into the URL to load (image proxy); called for pixel ratios 1 and 2, which become the
   * image's `src` and `srcSet`, so the browser picks the sharp one and a server render matches the page.
   */
  resolveSrc?: AvatarSrcResolver;
  /** Image shown without a photo or when it fails. Default `DEFAULT_AVATAR_PLACEHOLDER` (inline SVG). */
  placeholderSrc?: string;
};

/**
 * The avatar: an `<img>` of the photo that falls back to the placeholder when there is no photo or it
 * fails to load. With `asChild` it renders through your own image component (give it no `src`: the part
 * sets `src`, `srcSet`, `width`, `height`, `alt` and the `onError` that switches to the placeholder; an
 * `onError` of yours runs first).
 *
 * Data attributes: presence-only `data-placeholder=""` while the placeholder is shown.
 */
export function Root({
  src,
  alt,
  size = 40,
  resolveSrc,
  placeholderSrc = DEFAULT_AVATAR_PLACEHOLDER,
  ...props
}: AvatarRootProps) {
  // Remember which photo failed so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = src && failedSrc !== src ? src : null;
  const at = (pixelRatio: number) =>
    photo && resolveSrc ? resolveSrc(photo, { width: size, height: size, pixelRatio }) : null;
  const url = at(1) ?? photo ?? placeholderSrc;
  const sharp = at(2);
  const state: AvatarPartState = { placeholder: !photo, size };

  return renderPart(props, {
    as: 'img',
    part: 'tabib-avatar',
    state,
    data: { placeholder: state.placeholder },
    required: {
      src: url,
      srcSet: sharp ? `${url} 1x, ${sharp} 2x` : undefined,
      alt,
      width: size,
      height: size,
      onError: photo ? () => setFailedSrc(photo) : undefined,
    },
  });
}
