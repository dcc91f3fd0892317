import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long closing (requests in flight, then `cleanup`) may take before the process exits with 1. */
  timeoutMs: number;
  /** How long /readyz answers 503 while requests are still served, before the server stops accepting. */
  drainMs: number;
}

/**
 * A graceful stop: first drain for `drainMs` (/readyz answers 503, so the load balancer sends new
 * requests to the other instances, while this one still serves what reaches it), then stop accepting
 * connections, let in-flight requests finish, then run `cleanup` (closing the database).
 */
export async function drainAndClose(
  app: FastifyInstance,
  cleanup: () => Promise<void>,
  { timeoutMs, drainMs }: ShutdownOptions,
): Promise<void> {
  app.draining = true;
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'shutting down: not ready any more, draining');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  app.log.info('shutting down: finishing in-flight requests');
  const forced = setTimeout(() => {
    app.log.error({ timeoutMs }, 'shutdown timed out; exiting');
    process.exit(1);
  }, timeoutMs);
  forced.unref();
  try {
    await app.close();
    await cleanup();
    app.log.info('shutdown complete');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exitCode = 1;
  } finally {
    clearTimeout(forced);
  }
}

/** On SIGTERM or SIGINT, `drainAndClose` once. */
export function closeOnSignals(
  app: FastifyInstance,
  cleanup: () => Promise<void>,
  options: ShutdownOptions,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'signal received');
    void drainAndClose(app, cleanup, options);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
