import { afterEach, describe, expect, it, vi } from 'vitest';

import { runToastAction } from './runToastAction';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requirements §8: a failing toast action callback is only logged', () => {
  it('runs the callback', () => {
    const callback = vi.fn();
    runToastAction(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('logs a thrown error with console.error and does not rethrow', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('boom');
    expect(() =>
      runToastAction(() => {
        throw failure;
      }),
    ).not.toThrow();
    expect(consoleError).toHaveBeenCalledWith('Toast action failed', failure);
  });

  it('logs a rejected promise with console.error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('network');
    runToastAction(() => Promise.reject(failure));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Toast action failed', failure));
  });
});
