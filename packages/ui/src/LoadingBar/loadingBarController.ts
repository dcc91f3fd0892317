// The loading bar starts at 2 %, ticks every 250 ms, goes to 100 on completion and
// back to 0 after 500 ms.
export const LOADING_BAR_INITIAL = 2;
export const LOADING_BAR_TICK_MS = 250;
export const LOADING_BAR_RESET_DELAY_MS = 500;
export const LOADING_BAR_COMPLETE = 100;
/** The bar never reaches 100 on its own: only completion does. */
export const LOADING_BAR_CEILING = 99;
/** Below this value the bar grows faster. */
export const LOADING_BAR_FAST_BELOW = 25;

/** What the bar shows: `loading` while requests are pending, `complete` during the 500 ms at 100, then `idle` at 0. */
export type LoadingBarPhase = 'idle' | 'loading' | 'complete';

export interface LoadingBarState {
  progress: number;
  phase: LoadingBarPhase;
}

export interface LoadingBarControllerOptions {
  /** Called with every new state. */
  onChange: (state: LoadingBarState) => void;
  /** Random source in [0, 1); injectable so tests know each step. */
  random?: () => number;
}

export interface LoadingBarController {
  /** Tell the bar how many requests are pending. */
  setPending: (pending: number) => void;
  getState: () => LoadingBarState;
  /** Stop every timer (unmount). */
  destroy: () => void;
}

/**
 * One random step: 3–5 points below 25 %, then 0.5–1.5 points, never past 99.
 */
export function nextProgress(progress: number, random: () => number): number {
  const step = progress < LOADING_BAR_FAST_BELOW ? 3 + 2 * random() : 0.5 + random();
  return Math.min(LOADING_BAR_CEILING, progress + step);
}

/** The loading bar's timing, free of React and the DOM so fake timers can drive it. */
export function createLoadingBarController({
  onChange,
  random = Math.random,
}: LoadingBarControllerOptions): LoadingBarController {
  let state: LoadingBarState = { progress: 0, phase: 'idle' };
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };

  const clearTimers = () => {
    clearInterval(tickTimer);
    clearTimeout(resetTimer);
    tickTimer = undefined;
    resetTimer = undefined;
  };

  const start = () => {
    clearTimers();
    set({ progress: LOADING_BAR_INITIAL, phase: 'loading' });
    tickTimer = setInterval(() => {
      set({ progress: nextProgress(state.progress, random), phase: 'loading' });
    }, LOADING_BAR_TICK_MS);
  };

  const complete = () => {
    clearTimers();
    set({ progress: LOADING_BAR_COMPLETE, phase: 'complete' });
    resetTimer = setTimeout(() => {
      resetTimer = undefined;
      set({ progress: 0, phase: 'idle' });
    }, LOADING_BAR_RESET_DELAY_MS);
  };

  return {
    setPending(pending) {
      if (pending > 0 && state.phase !== 'loading') start();
      else if (pending <= 0 && state.phase === 'loading') complete();
    },
    getState: () => state,
    destroy: clearTimers,
  };
}
