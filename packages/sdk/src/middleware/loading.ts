import type { Middleware } from 'openapi-fetch';

// Requests carrying this header do not move the loading bar; it is removed before sending.
export const IGNORE_LOADING_BAR_HEADER = 'ignoreLoadingBar';

/** Counts the requests in flight; the loading bar follows `pending`. */
export interface LoadingTracker {
  readonly pending: number;
  /** Called with the new count on every change; returns an unsubscribe function. */
  subscribe(listener: (pending: number) => void): () => void;
}

export interface LoadingTrackerControls extends LoadingTracker {
  start(): void;
  finish(): void;
}

export function createLoadingTracker(): LoadingTrackerControls {
  let pending = 0;
  const listeners = new Set<(pending: number) => void>();
  const emit = () => listeners.forEach((listener) => listener(pending));
  return {
    get pending() {
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      pending += 1;
      emit();
    },
    finish() {
      if (pending === 0) return;
      pending -= 1;
      emit();
    },
  };
}

/**
 * Registered first, so its `onResponse`/`onError` run last (openapi-fetch runs them in reverse):
 * a request stays counted through a refresh and its retry.
 */
export function loadingMiddleware(tracker: LoadingTrackerControls): Middleware {
  const counted = new Set<string>();
  const settle = (id: string) => {
    if (counted.delete(id)) tracker.finish();
  };
  return {
    onRequest({ request, id }) {
      if (request.headers.has(IGNORE_LOADING_BAR_HEADER)) {
        request.headers.delete(IGNORE_LOADING_BAR_HEADER);
        return request;
      }
      counted.add(id);
      tracker.start();
      return undefined;
    },
    onResponse({ id }) {
      settle(id);
      return undefined;
    },
    onError({ id }) {
      settle(id);
      return undefined;
    },
  };
}
