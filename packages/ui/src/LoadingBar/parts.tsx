import { createContext, useContext, useEffect, useRef, useState } from 'react';

import { resolveLabels } from '../i18n/messages';
import { useUiLocale } from '../i18n/UiProvider';
import { renderPart, type PartProps } from '../primitives/part';
import {
  createLoadingBarController,
  type LoadingBarController,
  type LoadingBarPhase,
  type LoadingBarState,
} from './loadingBarController';
import { loadingBarMessages, type LoadingBarLabels } from './messages';

/** What the LoadingBar's parts receive in their `className`/`style` functions. */
export interface LoadingBarPartState {
  /** `idle` at 0, `loading` while requests are pending, `complete` during the 500 ms at 100. */
  phase: LoadingBarPhase;
  /** The progress in percent (0–100, not rounded). */
  progress: number;
}

const LoadingBarContext = createContext<LoadingBarPartState | null>(null);

function useLoadingBarState(part: string): LoadingBarPartState {
  const state = useContext(LoadingBarContext);
  if (!state) throw new Error(`@tabib/ui: LoadingBar.${part} must be inside LoadingBar.Root.`);
  return state;
}

export type LoadingBarRootProps = Omit<PartProps<'div', LoadingBarPartState>, 'children'> & {
  /** Number of pending requests; the bar runs while it is above 0. */
  pending: number;
  /** Random source in [0, 1) for the bar's steps; inject a fixed one in tests. */
  random?: () => number;
  /** Overrides of the built-in labels (`loadingBarMessages`). */
  labels?: Partial<LoadingBarLabels>;
  /** The fill (`LoadingBar.Fill`) or your own; default: the kit's fill. */
  children?: PartProps<'div', LoadingBarPartState>['children'];
};

/**
 * The bar: a `<div role="progressbar">` named in the reader's language, `aria-valuenow` 0–100, hidden
 * from assistive technology while idle. It runs the bar's clock from `pending`.
 *
 * Data attributes: `data-state="idle|loading|complete"`. CSS variable: `--tabib-loading-bar-progress`
 * (the progress as a percentage, e.g. `42.5%`), set on the root for the fill or any child to read.
 */
export function Root({ pending, random, labels, style, children, ...props }: LoadingBarRootProps) {
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

  const partState: LoadingBarPartState = { phase: state.phase, progress: state.progress };
  const ownStyle = typeof style === 'function' ? style(partState) : style;
  return (
    <LoadingBarContext.Provider value={partState}>
      {renderPart(
        {
          dir,
          ...props,
          children,
          style: { ...ownStyle, ['--tabib-loading-bar-progress' as string]: `${state.progress}%` },
        },
        {
          as: 'div',
          part: 'tabib-loading-bar',
          state: partState,
          data: { state: state.phase },
          required: {
            role: 'progressbar',
            'aria-label': props['aria-label'] ?? text.label,
            'aria-valuemin': 0,
            'aria-valuemax': 100,
            'aria-valuenow': Math.round(state.progress),
            'aria-hidden': state.phase === 'idle' ? true : undefined,
          },
          children: children ?? <Fill />,
        },
      )}
    </LoadingBarContext.Provider>
  );
}

export type LoadingBarFillProps = PartProps<'div', LoadingBarPartState>;

/**
 * The filled part of the bar, whose width the theme takes from `--tabib-loading-bar-progress`.
 * Decorative. Data attributes: `data-state="idle|loading|complete"`. Inside `LoadingBar.Root`.
 */
export function Fill({ ...props }: LoadingBarFillProps) {
  const state = useLoadingBarState('Fill');
  return renderPart(props, {
    as: 'div',
    part: 'tabib-loading-bar__fill',
    state,
    data: { state: state.phase },
  });
}
