interface NetworkInformation {
  saveData?: boolean;
}

let drained = () => {};
/**
 * Settles at an idle moment once every route module has been preloaded (none for a browser that saves
 * data): the page's own background work is done, and work that can wait (the service worker's install)
 * may start.
 */
export const routesPreloaded = new Promise<void>((resolve) => (drained = resolve));

/**
 * requirements §2 "all on-demand routes preloaded" (decision 016): once the page has loaded, the route modules
 * are fetched one per idle moment, each after the previous one arrived, so preloading never competes
 * with a slow phone's first paint, hydration or the reader's first taps. A browser that asks to save
 * data (Save-Data) gets them on demand only. Returns a function that stops what is still queued.
 */
export function preloadWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const queue = connection?.saveData === true ? [] : [...loads];
  let stopped = false;
  const idle = (run: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 1);
  const next = () => {
    const load = queue.shift();
    if (stopped) return;
    if (load === undefined) {
      drained();
      return;
    }
    // A module that fails to load is loaded again on demand; the others are still preloaded.
    void load().then(
      () => idle(next),
      () => idle(next),
    );
  };
  const start = () => idle(next);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', start);
  };
}
