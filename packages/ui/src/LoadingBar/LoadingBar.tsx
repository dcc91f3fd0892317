import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import {
  createLoadingBarController,
  type LoadingBarController,
  type LoadingBarState,
} from './loadingBarController';
import { loadingBarMessages, type LoadingBarLabels } from './messages';

export interface LoadingBarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Number of pending requests; the bar runs while it is above 0. */
  pending: number;
  /** Random source in [0, 1) for the bar's steps; inject a fixed one in tests. */
  random?: () => number;
  /** Overrides of the built-in labels (`loadingBarMessages`). */
  labels?: Partial<LoadingBarLabels>;
}

/**
 * Thin progress bar at the top of the page while requests are pending.
 *
 * Renders `role="progressbar"` with `aria-valuenow` / `aria-valuemin="0"` / `aria-valuemax="100"`.
 * Data attributes: `data-state="idle|loading|complete"`; the fill's width is the custom property
 * `--tabib-loading-bar-progress` (a percentage).
 */
export function LoadingBar({ pending, random, labels, className, style, ...divProps }: LoadingBarProps) {
  const { locale, dir } = useUiLocale();
  const text = resolveLabels(loadingBarMessages, locale, labels);
  const [state, setState] = useState<LoadingBarState>({ progress: 0, phase: 'idle' });
  const controllerRef = useRef<LoadingBarController | null>(null);
  // The random source is read when the controller is created; later changes are ignored.
  const randomRef = useRef(random);

  useEffect(() => {
    const controller = createLoadingBarController({ onChange: setState, random: randomRef.current });
    controllerRef.current = controller;
    return () => {
      controller.destroy();
      controllerRef.current = null;
    };
  }, []);

  useEffect(() => {
    controllerRef.current?.setPending(pending);
  }, [pending]);

  const value = Math.round(state.progress);
  return (
    <div
      dir={dir}
      {...divProps}
      className={className ? `tabib-loading-bar ${className}` : 'tabib-loading-bar'}
      role="progressbar"
      aria-label={text.label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-hidden={state.phase === 'idle' ? true : undefined}
      data-state={state.phase}
      style={{ ...style, ['--tabib-loading-bar-progress' as string]: `${state.progress}%` }}
    >
      <div className="tabib-loading-bar__fill" />
    </div>
  );
}
