import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, then run `cleanup`
 * (closing the database). If that takes longer than `timeoutMs`, exit with status 1 rather than hang.
 */
export function closeOnSignals(app: FastifyInstance, cleanup: () => Promise<void>, timeoutMs: number): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
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
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}
