import { useState, type ComponentPropsWithRef } from 'react';

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

export interface AvatarProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'width' | 'height' | 'onError'
> {
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
}

/**
 * A round user photo that falls back to the placeholder avatar when there is no photo or it fails.
 *
 * Data attributes: presence-only `data-placeholder=""` while the placeholder is shown.
 */
export function Avatar({
  src,
  alt,
  size = 40,
  resolveSrc,
  placeholderSrc = DEFAULT_AVATAR_PLACEHOLDER,
  className,
  ...imgProps
}: AvatarProps) {
  // Remember which photo failed so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failedSrc !== src;
  const photo = showPhoto && src ? src : null;
  const at = (pixelRatio: number) =>
    photo && resolveSrc ? resolveSrc(photo, { width: size, height: size, pixelRatio }) : null;
  const url = at(1) ?? photo ?? placeholderSrc;
  const sharp = at(2);

  return (
    <img
      {...imgProps}
      className={className ? `tabib-avatar ${className}` : 'tabib-avatar'}
      src={url}
      srcSet={sharp ? `${url} 1x, ${sharp} 2x` : undefined}
      alt={alt}
      width={size}
      height={size}
      data-placeholder={showPhoto ? undefined : ''}
      onError={showPhoto && src ? () => setFailedSrc(src) : undefined}
    />
  );
}
