import { randomUUID } from 'node:crypto';
import type { Instance, Patient } from '../topology/parts.js';
import { startTopology } from '../topology/start.js';

/*
 * `pnpm bench:soak` (docs/benchmarks.md "Soak"): the production topology of `pnpm test:topology` — a
 * PostgreSQL of its own, SOAK_INSTANCES server instances as the image starts them, Caddy with
 * deploy/Caddyfile — under SOAK_MINUTES of mixed traffic through the proxy: searches, profiles, bookings
 * and questions. Every SAMPLE_MS it prints each instance's heap (the lowest heap used its /metrics showed
 * in the window), the requests per second, the window's p99 and the errors. Of the samples after the
 * warm-up, it exits 1 when an instance's lowest heap in the last third exceeds that of the first third by
 * more than HEAP_GROWTH_LIMIT, when the p99 of the last third is more than P99_DRIFT_LIMIT times that of
 * the first third, or on any error.
 */

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const INSTANCES = Number(process.env.SOAK_INSTANCES ?? 2);
const SAMPLE_MS = 30_000;
/**
 * The heap used is read every HEAP_PROBE_MS and a sample keeps the window's lowest reading: taken just
 * after a collection, it is the live data, where a single reading swings ±50 % with the garbage not yet
 * collected.
 */
const HEAP_PROBE_MS = 5_000;
/** The first fifth of the run, at most two minutes: JIT, pools and caches fill up. */
const WARM_UP_MS = Math.min(120_000, (MINUTES * 60_000) / 5);
/**
 * The lowest heap of the last third of the samples after the warm-up may exceed that of the first third
 * by this much. Judged only from HEAP_JUDGED_AFTER_SAMPLES samples on (3 minutes): V8 lets garbage pile
 * up in the old space for a minute or more before a full collection, so a shorter run's heap says nothing.
 */
const HEAP_GROWTH_LIMIT = 0.2;
const HEAP_JUDGED_AFTER_SAMPLES = 6;
const P99_DRIFT_LIMIT = 2;
const READERS = 4;
/** Each books one slot a second, turn by turn for the patients (60 bookings each in 10 minutes). */
const BOOKERS = 2;
const QUESTION_ASKERS = 1;
const PATIENTS = 40;
const JWT_SECRET = 'soak-test-secret-of-at-least-32-characters';
const METRICS_TOKEN = 'topology-metrics-token';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The requests of one sampling window. */
class Window {
  latencies: number[] = [];
  errors: string[] = [];
  readonly started = Date.now();

  p99(): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  }
}

class Traffic {
  window = new Window();
  private running = true;
  private readonly loops: Promise<void>[] = [];
  private next = 0;

  constructor(
    private readonly origin: string,
    private readonly xsrf: string,
    private readonly readPaths: string[],
    private readonly doctor: string,
    private readonly specialty: string,
    private readonly patients: Patient[],
  ) {
    for (let i = 0; i < READERS; i += 1) this.loops.push(this.reader(i));
    for (let i = 0; i < BOOKERS; i += 1) this.loops.push(this.paced(() => this.book()));
    for (let i = 0; i < QUESTION_ASKERS; i += 1) this.loops.push(this.paced(() => this.ask()));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** One request, timed into the current window; an error is any answer but `expected`. */
  private async request(what: string, expected: number, init?: RequestInit & { path: string }) {
    const window = this.window;
    const started = Date.now();
    try {
      const response = await fetch(`${this.origin}${init?.path ?? what}`, init);
      await response.arrayBuffer();
      window.latencies.push(Date.now() - started);
      if (response.status !== expected) window.errors.push(`${response.status} ${what}`);
    } catch (error) {
      window.errors.push(`network ${what}: ${String(error)}`);
    }
  }

  private write(patient: Patient, path: string, body: unknown) {
    return {
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${patient.token}`,
        cookie: `XSRF-TOKEN=${this.xsrf}`,
        'x-xsrf-token': this.xsrf,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    };
  }

  private patient(): Patient {
    this.next += 1;
    return this.patients[this.next % this.patients.length]!;
  }

  private async reader(offset: number) {
    for (let i = offset; this.running; i += 1) {
      await this.request(`GET ${this.readPaths[i % this.readPaths.length]!}`, 200, {
        path: this.readPaths[i % this.readPaths.length]!,
      });
    }
  }

  private async paced(action: () => Promise<void>) {
    while (this.running) await Promise.all([action(), wait(1_000)]);
  }

  private async book() {
    const patient = this.patient();
    const date = patient.slots.shift();
    if (date === undefined) throw new Error(`${patient.email} has no free slot left: raise the slots`);
    await this.request('POST /v1/rdvs', 201, this.write(patient, '/v1/rdvs', { doctor: this.doctor, date }));
  }

  private async ask() {
    await this.request(
      'POST /v1/questions/add',
      201,
      this.write(this.patient(), '/v1/questions/add', {
        category: this.specialty,
        title: 'Douleur au genou',
        content: 'Une douleur au genou droit depuis deux semaines, surtout en montant les escaliers.',
      }),
    );
  }
}

/** The `tabib_nodejs_heap_size_used_bytes` of an instance's /metrics, in MB. */
async function heapMb(instance: Instance): Promise<number> {
  const response = await fetch(`${instance.origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const value = /^tabib_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1];
  if (value === undefined)
    throw new Error(`${instance.name}: no heap figure in /metrics (${response.status})`);
  return Math.round((Number(value) / 1_048_576) * 10) / 10;
}

interface Sample {
  atSeconds: number;
  heapMb: number[];
  requestsPerSecond: number;
  p99: number;
  latencies: number[];
  errors: string[];
}

function p99Of(samples: Sample[]): number {
  const sorted = samples.flatMap((sample) => sample.latencies).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
}

async function main() {
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    const { fixture, patients, instances, proxyOrigin, xsrf } = await startTopology(
      {
        instances: INSTANCES,
        patients: PATIENTS,
        slotsEach: Math.ceil((BOOKERS * MINUTES * 60) / PATIENTS) + 5,
        jwtSecret: JWT_SECRET,
        // Production's health check interval; no instance is restarted, so the drain does not matter.
        healthInterval: '5s',
        drainMs: 2_500,
        turn: false,
        poolMax: 2,
      },
      cleanups,
    );
    const readPaths = [
      `/v1/doctors?query=${encodeURIComponent(JSON.stringify({ specialty: fixture.specialtyId }))}`,
      `/v1/doctors/${fixture.doctorId}`,
      '/v1/doctors',
      `/v1/doctors/${fixture.doctorId}/slots?from=2027-01-04&to=2027-01-10`,
    ];
    console.info(
      `soak: ${MINUTES} min through Caddy (${proxyOrigin}) to ${INSTANCES} instances (NODE_ENV=production); ${READERS} readers (search, profile), ${BOOKERS} bookings/s, ${QUESTION_ASKERS} question/s; warm-up ${WARM_UP_MS / 1000} s, a sample every ${SAMPLE_MS / 1000} s`,
    );
    console.info(
      `${'at'.padStart(6)} | ${instances.map((instance) => `${instance.name} heap`.padStart(16)).join(' | ')} | ${'req/s'.padStart(6)} | ${'p99 ms'.padStart(6)} | errors`,
    );
    const traffic = new Traffic(
      proxyOrigin,
      xsrf,
      readPaths,
      fixture.doctorId,
      fixture.specialtyId,
      patients,
    );
    const started = Date.now();
    const samples: Sample[] = [];
    while (Date.now() - started < MINUTES * 60_000) {
      const windowEnd = Math.min(Date.now() + SAMPLE_MS, started + MINUTES * 60_000);
      const lowestHeapMb = instances.map(() => Infinity);
      while (Date.now() < windowEnd) {
        await wait(Math.min(HEAP_PROBE_MS, windowEnd - Date.now()));
        for (const [i, mb] of (await Promise.all(instances.map(heapMb))).entries()) {
          lowestHeapMb[i] = Math.min(lowestHeapMb[i]!, mb);
        }
      }
      const window = traffic.window;
      traffic.window = new Window();
      const sample: Sample = {
        atSeconds: Math.round((Date.now() - started) / 1000),
        heapMb: lowestHeapMb,
        requestsPerSecond: Math.round(window.latencies.length / ((Date.now() - window.started) / 1000)),
        p99: window.p99(),
        latencies: window.latencies,
        errors: window.errors,
      };
      samples.push(sample);
      console.info(
        `${`${sample.atSeconds} s`.padStart(6)} | ${sample.heapMb.map((mb) => `${mb} MB`.padStart(16)).join(' | ')} | ${String(sample.requestsPerSecond).padStart(6)} | ${String(sample.p99).padStart(6)} | ${sample.errors.length}${sample.errors.length > 0 ? ` (${sample.errors.slice(0, 3).join('; ')})` : ''}`,
      );
    }
    await traffic.stop();

    const failures: string[] = [];
    const errors = samples.flatMap((sample) => sample.errors);
    if (errors.length > 0)
      failures.push(`${errors.length} errors, the first: ${errors.slice(0, 5).join('; ')}`);
    const steady = samples.filter((sample) => sample.atSeconds * 1000 > WARM_UP_MS);
    if (steady.length < 2) {
      failures.push(`${steady.length} sample(s) after the warm-up: run at least a minute`);
    } else {
      const third = Math.max(1, Math.floor(steady.length / 3));
      const [early, late] = [steady.slice(0, third), steady.slice(-third)];
      const judged = steady.length >= HEAP_JUDGED_AFTER_SAMPLES;
      for (const [i, instance] of instances.entries()) {
        const [before, after] = [early, late].map((part) =>
          Math.min(...part.map((sample) => sample.heapMb[i]!)),
        );
        const growth = after! / before! - 1;
        console.info(
          `${instance.name}: lowest heap ${before} MB in the first third after the warm-up, ${after} MB in the last (${growth >= 0 ? '+' : ''}${Math.round(growth * 100)} %, limit +${HEAP_GROWTH_LIMIT * 100} %${judged ? '' : '; not judged: too short for a full collection to be sure'})`,
        );
        if (judged && growth > HEAP_GROWTH_LIMIT) {
          failures.push(`${instance.name}'s heap grew ${Math.round(growth * 100)} %`);
        }
      }
      const [earlyP99, lateP99] = [p99Of(early), p99Of(late)];
      console.info(
        `p99: ${earlyP99} ms in the first third after the warm-up, ${lateP99} ms in the last (limit ×${P99_DRIFT_LIMIT})`,
      );
      if (lateP99 > earlyP99 * P99_DRIFT_LIMIT) {
        failures.push(`p99 drifted from ${earlyP99} ms to ${lateP99} ms`);
      }
    }
    const total = samples.reduce((sum, sample) => sum + sample.latencies.length, 0);
    console.info(`soak: ${total} requests, ${errors.length} errors`);
    if (failures.length > 0) throw new Error(`soak failed: ${failures.join('; ')}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
