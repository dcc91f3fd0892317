export * from './parts';
export { LoadingBar } from './LoadingBar';
export type { LoadingBarProps } from './LoadingBar';
export {
  createLoadingBarController,
  nextProgress,
  LOADING_BAR_INITIAL,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_RESET_DELAY_MS,
} from './loadingBarController';
export type {
  LoadingBarController,
  LoadingBarControllerOptions,
  LoadingBarPhase,
  LoadingBarState,
} from './loadingBarController';
export { loadingBarMessages } from './messages';
export type { LoadingBarLabels } from './messages';
