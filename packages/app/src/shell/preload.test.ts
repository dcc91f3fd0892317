import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle, routesPreloaded } from './preload';

/** Idle callbacks run only when the test says the browser is idle. */
let idleQueue: (() => void)[] = [];
const runIdle = async () => {
  const run = idleQueue.shift();
  run?.();
  // Let the load's promise settle and queue the next idle callback.
  await Promise.resolve();
  await Promise.resolve();
};

function loads(count: number) {
  const started: number[] = [];
  const list = Array.from({ length: count }, (_, index) => () => {
    started.push(index);
    return index === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
  });
  return { started, list };
}

describe('preloadWhenIdle', () => {
  beforeEach(() => {
    idleQueue = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleQueue.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads one module per idle moment, the next once the previous settled, a failed one included', async () => {
    let settled = false;
    void routesPreloaded.then(() => (settled = true));
    const { started, list } = loads(3);
    preloadWhenIdle(list);
    expect(started).toEqual([]);
    await runIdle();
    expect(started).toEqual([0]);
    await runIdle();
    expect(started).toEqual([0, 1]);
    await runIdle();
    expect(started).toEqual([0, 1, 2]);
    expect(idleQueue).toHaveLength(1);
    expect(settled).toBe(false);
    // The idle moment after the last load settles `routesPreloaded` (the service worker registers then).
    await runIdle();
    expect(idleQueue).toHaveLength(0);
    expect(settled).toBe(true);
  });

  it('waits for the page’s load event before the first one', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { started, list } = loads(2);
    preloadWhenIdle(list);
    expect(idleQueue).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await runIdle();
    expect(started).toEqual([0]);
    vi.restoreAllMocks();
  });

  it('stops what is still queued when asked', async () => {
    const { started, list } = loads(3);
    const stop = preloadWhenIdle(list);
    await runIdle();
    stop();
    await runIdle();
    expect(started).toEqual([0]);
  });

  it('preloads nothing for a browser that asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { started, list } = loads(2);
    preloadWhenIdle(list);
    await runIdle();
    expect(idleQueue).toHaveLength(0);
    expect(started).toEqual([]);
  });
});
