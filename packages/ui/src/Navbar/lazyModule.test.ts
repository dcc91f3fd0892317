import { describe, expect, it, vi } from 'vitest';

import { lazyModule } from './lazyModule';

describe('lazyModule: a module loaded on first demand', () => {
  it('imports nothing until asked, then once for all callers', async () => {
    const module = { name: 'menus' };
    const importModule = vi.fn(() => Promise.resolve(module));
    const lazy = lazyModule(importModule, 'Menus failed to load');
    expect(importModule).not.toHaveBeenCalled();
    expect(lazy.current).toBeUndefined();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(lazy.current).toBe(module);
    await lazy.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('logs a failed import, resolves undefined, and imports again on the next call', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const module = { name: 'menus' };
    const importModule = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(module);
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lazy = lazyModule(importModule, 'Menus failed to load');

    await expect(lazy.load()).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith('Menus failed to load', error);
    expect(lazy.current).toBeUndefined();

    await expect(lazy.load()).resolves.toBe(module);
    expect(importModule).toHaveBeenCalledTimes(2);
    logError.mockRestore();
  });
});
