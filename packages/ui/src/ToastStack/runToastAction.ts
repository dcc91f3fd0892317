/**
 * Runs a toast's action callback. A failing callback is only logged — it must never
 * break the page, whether it throws or returns a rejected promise.
 */
export function runToastAction(callback: () => unknown): void {
  const logFailure = (error: unknown) => console.error('Toast action failed', error);
  try {
    const result = callback();
    if (result instanceof Promise) result.catch(logFailure);
  } catch (error) {
    logFailure(error);
  }
}
