import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/*
 * WORKERS > 1 (packages/server/README.md): the primary process forks that many server processes, which
 * share the listening port (node:cluster hands connections to them in turn). One Node process uses one
 * core for JavaScript; docs/benchmarks.md measured the API CPU-bound in it. The primary only supervises:
 * it forwards SIGTERM/SIGINT, waits for the workers to finish their requests, and replaces a worker that
 * dies unexpectedly. The embedded PGlite database lives in one process, so config refuses WORKERS > 1
 * without DATABASE_URL.
 */

export interface ClusterOptions {
  workers: number;
  log: Logger;
  /** Called once, when the first worker listens. */
  onListening(address: { address: string; port: number }): void;
}

/** Forks the workers and supervises them until SIGTERM/SIGINT; resolves when all have exited. */
export function superviseWorkers({ workers, log, onListening }: ClusterOptions): Promise<void> {
  let stopping = false;
  let announced = false;
  const listened = new WeakSet<Worker>();

  cluster.on('listening', (worker, address) => {
    listened.add(worker);
    if (announced) return;
    announced = true;
    onListening({ address: address.address ?? '127.0.0.1', port: address.port });
  });

  const exited = new Promise<void>((resolve) => {
    cluster.on('exit', (worker, code, signal) => {
      if (!stopping) {
        // A worker that never listened (bad configuration, port taken) would die again: stop instead.
        if (!listened.has(worker)) {
          log.error({ pid: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
          stop('SIGTERM');
          process.exitCode = 1;
        } else {
          log.error({ pid: worker.process.pid, code, signal }, 'a worker died; starting another');
          cluster.fork();
          return;
        }
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    // Each worker closes gracefully on SIGTERM (closeOnSignals): in-flight requests finish first.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  for (let i = 0; i < workers; i += 1) cluster.fork();
  return exited;
}
