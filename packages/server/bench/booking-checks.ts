import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Histogram, Registry } from 'prom-client';
import { authenticate } from '../src/platform/api/authenticate.js';
import type { ApiDeps } from '../src/platform/api/context.js';
import { postgresRateLimitStore } from '../src/platform/api/rate-limit-store.js';
import { buildServer } from '../src/app.js';
import { signAccessToken, verifyAccessToken } from '../src/platform/crypto.js';
import { loadConfig } from '../src/platform/config.js';
import { lockPatientUpcomingRdvs } from '../src/booking/booking-data.js';
import { bookRdv } from '../src/booking/booking.js';
import { DomainError } from '../src/platform/errors.js';
import { buildBareServer } from './bare-server.js';
import { createBenchDatabase } from './database.js';
import { freeSlotPairs, loadFixtures, type SlotPair } from './fixtures.js';

/*
 * `pnpm bench:booking-checks` (issue #35 point 2): what each check of a booking costs, measured apart in
 * one process against one PostgreSQL database, probe after probe in interleaved rounds so a busy machine
 * slows them alike — the figures to read are the ratios to the bare booking of the same run. The whole
 * API booking and the bare route are driven by Fastify inject (no sockets), the checks by calling the very
 * functions the API runs. CONCURRENCY operations are in flight at once, as requests would be.
 */

const rounds = Number(process.env.ROUNDS ?? 5);
const perRound = Number(process.env.OPS_PER_ROUND ?? 200);
const concurrency = Number(process.env.CONCURRENCY ?? 10);

interface Probe {
  label: string;
  /** Run before each of the probe's rounds, untimed. */
  before?(): Promise<unknown>;
  run(i: number): Promise<unknown>;
}

interface Tally {
  ms: number[];
  elapsedMs: number;
  outcomes: Map<string, number>;
}

async function runRound(probe: Probe, start: number, tally: Tally): Promise<void> {
  await probe.before?.();
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < perRound) {
        const i = start + next++;
        const t0 = performance.now();
        let outcome: string;
        try {
          outcome = String((await probe.run(i)) ?? 'ok');
        } catch (error) {
          outcome = error instanceof DomainError ? error.code : String(error);
        }
        tally.ms.push(performance.now() - t0);
        tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  tally.elapsedMs += performance.now() - began;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main(): Promise<void> {
  console.info('Creating, migrating and seeding a benchmark database on 127.0.0.1:5432…');
  const database = await createBenchDatabase();
  const jwtSecret = randomBytes(48).toString('base64url');
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret,
    PAYMEE_API_KEY: 'bench-unused',
    METRICS_TOKEN: 'bench-unused',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    WORKERS: '1',
  });
  const api = await buildServer(config);
  const bare = await buildBareServer(config);
  try {
    const { db } = database;
    const now = new Date();
    const fixtures = await loadFixtures(db, now);
    const range = { from: fixtures.slotRange.from, to: fixtures.slotRange.to };
    // Disjoint doctors for the booking probes, so none takes another's slots.
    const third = Math.ceil(fixtures.doctors.length / 3);
    const slotsOf = async (from: number) =>
      freeSlotPairs(db, fixtures.doctors.slice(from, from + third), range, now);
    const [apiSlots, bareSlots, directSlots] = await Promise.all([
      slotsOf(0),
      slotsOf(third),
      slotsOf(2 * third),
    ]);
    // The measured rounds, then one round of warm-up after them.
    const needed = (rounds + 1) * perRound;
    const slotAt = (slots: SlotPair[], i: number) => {
      if (i >= slots.length) throw new Error(`Only ${slots.length} free slots, ${needed} needed`);
      return slots[i] as SlotPair;
    };
    const patients = await Promise.all(
      fixtures.patients.map(async (id) => ({
        id,
        token: await signAccessToken({ sub: id, role: 'patient' }, jwtSecret, 3_600),
      })),
    );
    const patientAt = (i: number) => patients[i % patients.length] as (typeof patients)[number];
    const deps = { db, config, now: () => new Date() } as ApiDeps;
    const rateLimit = new (postgresRateLimitStore(db))({}).child({
      routeInfo: { method: 'POST', url: '/bench-checks' },
    } as never);
    // As the booking's limit counts: 10 per 10 minutes per account.
    const countHit = (i: number) =>
      new Promise<void>((resolve, reject) => {
        rateLimit.incr(
          `user:${patientAt(i).id}`,
          (error) => (error ? reject(error) : resolve()),
          600_000,
          10,
        );
      });
    const registry = new Registry();
    const histogram = new Histogram({
      name: 'bench_duration_seconds',
      help: 'bench',
      labelNames: ['operation', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const counter = new Counter({
      name: 'bench_total',
      help: 'bench',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const headers = (i: number) => ({
      authorization: `Bearer ${patientAt(i).token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    });

    const probes: Probe[] = [
      {
        label: 'API booking, POST /v1/rdvs (inject)',
        run: async (i) =>
          (
            await api.inject({
              method: 'POST',
              url: '/v1/rdvs',
              headers: headers(i),
              payload: slotAt(apiSlots, i),
            })
          ).statusCode,
      },
      {
        label: 'bare booking route, POST /rdvs (inject)',
        run: async (i) =>
          (
            await bare.inject({
              method: 'POST',
              url: '/rdvs',
              payload: { ...slotAt(bareSlots, i), patient: patientAt(i).id },
            })
          ).statusCode,
      },
      {
        label: 'bookRdv called directly (row locks, fair-use counts, insert)',
        run: async (i) => {
          const slot = slotAt(directSlots, i);
          await bookRdv(
            db,
            { patientId: patientAt(i).id, doctorId: slot.doctor, date: new Date(slot.date) },
            new Date(),
          );
          return 201;
        },
      },
      {
        label: 'fair-use count alone (its transaction + locked count)',
        run: async (i) => {
          const slot = slotAt(directSlots, i);
          await db
            .transaction()
            .execute((trx) => lockPatientUpcomingRdvs(trx, patientAt(i).id, slot.doctor, null, new Date()));
        },
      },
      {
        label: 'an empty transaction (BEGIN; SELECT 1; COMMIT), for scale',
        run: async () => {
          await db.transaction().execute((trx) => sql`SELECT 1`.execute(trx));
        },
      },
      {
        label: 'authentication + revocation check (authenticate)',
        run: async (i) => {
          await authenticate({ headers: headers(i) } as unknown as FastifyRequest, deps);
        },
      },
      {
        label: 'access token verification alone (JWT, no database)',
        run: async (i) => {
          await verifyAccessToken(patientAt(i).token, jwtSecret, new Date());
        },
      },
      {
        label: 'rate-limit count (one upsert in rate_limit_hits, unlogged)',
        before: () => sql`ALTER TABLE rate_limit_hits SET UNLOGGED`.execute(db),
        run: countHit,
      },
      {
        label: 'the same, rate_limit_hits logged as before migration 0034',
        before: () => sql`ALTER TABLE rate_limit_hits SET LOGGED`.execute(db),
        run: countHit,
      },
      {
        label: 'metrics (histogram observe + counter inc)',
        run: async () => {
          histogram.observe({ operation: 'bookRdv', method: 'POST', status: '201' }, 0.012);
          counter.inc({ result: 'booked' });
        },
      },
    ];

    const tallies = probes.map((): Tally => ({ ms: [], elapsedMs: 0, outcomes: new Map() }));
    // Warm-up (JIT, schemas compiled at first use, pool connections) on slots the rounds do not book.
    for (const probe of probes) {
      await runRound(probe, rounds * perRound, { ms: [], elapsedMs: 0, outcomes: new Map() });
    }
    const load = loadavg();
    for (let round = 0; round < rounds; round++) {
      for (const [index, probe] of probes.entries()) {
        await runRound(probe, round * perRound, tallies[index] as Tally);
      }
    }
    const bareMean = (() => {
      const t = tallies[1] as Tally;
      return t.ms.reduce((a, b) => a + b, 0) / t.ms.length;
    })();
    console.info(
      `\n${rounds} rounds × ${perRound} operations per probe, ${concurrency} in flight; ${cpus().length} CPUs, load ${load
        .map((l) => l.toFixed(1))
        .join(' ')} → ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.info(
      `${'probe'.padEnd(62)} ${'ops/s'.padStart(7)} ${'mean'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ×bare  outcomes`,
    );
    for (const [index, probe] of probes.entries()) {
      const t = tallies[index] as Tally;
      const sorted = [...t.ms].sort((a, b) => a - b);
      const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
      const outcomes = [...t.outcomes].map(([k, v]) => `${k}:${v}`).join(' ');
      console.info(
        `${probe.label.padEnd(62)} ${String(Math.round((sorted.length / t.elapsedMs) * 1000)).padStart(7)} ${mean
          .toFixed(2)
          .padStart(6)}ms ${percentile(sorted, 50).toFixed(2).padStart(5)}ms ${percentile(sorted, 99)
          .toFixed(2)
          .padStart(5)}ms  ${(mean / bareMean).toFixed(2).padStart(5)}  ${outcomes}`,
      );
    }
  } finally {
    await api.close();
    await bare.close();
    await database.drop();
  }
}

await main();
