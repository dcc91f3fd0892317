import type { ComponentPropsWithRef } from 'react';

import type { LoadingBarLabels } from './messages';
import { Root } from './parts';

export interface LoadingBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Number of pending requests; the bar runs while it is above 0. */
  pending: number;
  /** Random source in [0, 1) for the bar's steps; inject a fixed one in tests. */
  random?: () => number;
  /** Overrides of the built-in labels (`loadingBarMessages`). */
  labels?: Partial<LoadingBarLabels>;
}

/**
 * Thin progress bar at the top of the page while requests are pending: `LoadingBar.Root` and its fill.
 *
 * Renders `role="progressbar"` with `aria-valuenow` / `aria-valuemin="0"` / `aria-valuemax="100"`.
 * Data attributes: `data-state="idle|loading|complete"`; the fill's width is the custom property
 * `--tabib-loading-bar-progress` (a percentage).
 */
export function LoadingBar(props: LoadingBarProps) {
  return <Root {...props} />;
}
