import type { CSSProperties } from 'react';

import { Root, type AvatarRootProps } from './parts';

export { DEFAULT_AVATAR_PLACEHOLDER } from './parts';
export type { AvatarSizeHint, AvatarSrcResolver } from './parts';

export interface AvatarProps extends Omit<AvatarRootProps, 'asChild' | 'className' | 'style'> {
  /** Added after the kit's `tabib-avatar` class. */
  className?: string;
  /** Inline style of the image. */
  style?: CSSProperties;
}

/**
 * A round user photo that falls back to the placeholder avatar when there is no photo or it fails.
 * Built from `Avatar.Root` (see the parts to render it through your own image component).
 *
 * Data attributes: presence-only `data-placeholder=""` while the placeholder is shown.
 */
export function Avatar(props: AvatarProps) {
  return <Root {...props} />;
}
