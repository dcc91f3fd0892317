import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

/** One autocannon run, reduced to what the results files keep. */
export interface Measurement {
  /** autocannon's mean of the per-second request counts. */
  requestsPerSecond: number;
  /** Responses received during the run. */
  responses: number;
  durationSeconds: number;
  latencyMs: { average: number; p50: number; p97_5: number; p99: number; max: number };
  /** Responses per HTTP status. */
  statusCodes: Record<string, number>;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** 1, 5 and 15-minute load averages before and after the run (the machine may be shared). */
  loadAverage: { before: number[]; after: number[] };
}

export interface LoadSpec {
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  connections: number;
  durationSeconds: number;
  /** One or more requests; a `setupRequest` gives every request its own path, headers or body. */
  requests: autocannon.Request[];
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function measure(spec: LoadSpec): Promise<Measurement> {
  const before = loadavg().map(round);
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.durationSeconds,
    requests: spec.requests,
    // A slow response is a measurement, not an error; only a stuck server should time out.
    timeout: 30,
  });
  const statusCodes: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[status] = stats.count ?? 0;
  }
  return {
    requestsPerSecond: round(result.requests.average),
    responses: result.requests.total,
    durationSeconds: result.duration,
    latencyMs: {
      average: round(result.latency.average),
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    statusCodes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAverage: { before, after: loadavg().map(round) },
  };
}

/**
 * Waits until the server answers a cheap request at once again. When a run stops, the server still has
 * up to one request per connection queued (50 page renders take seconds): the next run must not start
 * behind them.
 */
export async function drained(origin: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${origin}/healthz`);
    if (performance.now() - started < 50) return;
    await sleep(100);
  }
  throw new Error(`${origin} was still busy ${timeoutMs} ms after the run`);
}
