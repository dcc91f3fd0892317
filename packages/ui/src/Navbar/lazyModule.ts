/** A module loaded on first demand, once. */
export interface LazyModule<T> {
  /** The module once it has loaded; `undefined` before. */
  readonly current: T | undefined;
  /**
   * Starts loading the module, or joins the load under way. Resolves with the module, or with
   * `undefined` when the import fails: the failure is logged and forgotten, so the next call
   * tries again (a flaky network must not leave the control dead for the rest of the visit).
   */
  load(): Promise<T | undefined>;
}

/** Wraps a dynamic `import()` so that callers share one load and never see a rejection. */
export function lazyModule<T>(importModule: () => Promise<T>, failureMessage: string): LazyModule<T> {
  let current: T | undefined;
  let pending: Promise<T | undefined> | undefined;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importModule().then(
        (module) => (current = module),
        (error: unknown) => {
          console.error(failureMessage, error);
          pending = undefined;
          return undefined;
        },
      );
      return pending;
    },
  };
}
