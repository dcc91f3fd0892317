import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import type { Database, DoctorStatType } from '../platform/db/schema.js';
import { addDoctorStats, type DoctorStatIncrement, statDay } from './stats-data.js';

/** Rows written per statement (5 parameters each, far below PostgreSQL's 65,535). */
const FLUSH_BATCH_ROWS = 2_000;

/** What a piece of work counted: one `type` for each of `doctorIds`, per call of `count`. */
export type CountedStats = readonly { doctorIds: readonly string[]; type: DoctorStatType }[];

export interface DoctorStatBuffer {
  /** Counts one `type` for each doctor, on today's (Africa/Tunis) counter; nothing is written yet. */
  count(doctorIds: readonly string[], type: DoctorStatType, now: Date): void;
  /**
   * Runs `work` and returns, beside its result, what was counted inside it (its own async calls
   * included), so a cache that serves the result again can count it again with `recount`.
   */
  recording<T>(work: () => Promise<T>): Promise<{ value: T; counted: CountedStats }>;
  /** Counts again what `recording` saw: a cached page shown is a page shown. */
  recount(counted: CountedStats, now: Date): void;
  /** Writes everything counted so far (and waits for a flush already running). */
  flush(): Promise<void>;
  /** Stops the timer and flushes; the server's onClose calls it before the database closes. */
  close(): Promise<void>;
}

/**
 * Statistics counted in memory and written every `intervalMs` as one upsert that adds, instead of
 * one write per request (docs/benchmarks.md: the per-search `display` UPDATE was on every search's
 * path). A statistic may lag by `intervalMs`, and a crash loses at most that much of it; counts of a
 * failed write are kept for the next flush. Each server process has its own buffer: the upsert adds,
 * so several processes sum up correctly.
 */
export function createDoctorStatBuffer(
  db: Kysely<Database>,
  options: { intervalMs: number; onError: (error: unknown) => void },
): DoctorStatBuffer {
  let pending = new Map<string, DoctorStatIncrement>();
  const recorder = new AsyncLocalStorage<{ doctorIds: readonly string[]; type: DoctorStatType }[]>();
  let flushing: Promise<void> = Promise.resolve();

  const add = (increment: DoctorStatIncrement) => {
    const key = `${increment.doctorId} ${increment.type} ${increment.date}`;
    const known = pending.get(key);
    if (known === undefined) pending.set(key, { ...increment });
    else known.count += increment.count;
  };

  const write = async () => {
    const batch = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < batch.length; start += FLUSH_BATCH_ROWS) {
      const rows = batch.slice(start, start + FLUSH_BATCH_ROWS);
      try {
        await addDoctorStats(db, rows);
      } catch (error) {
        for (const row of batch.slice(start)) add(row);
        throw error;
      }
    }
  };

  // Flushes run one after the other, so `flush()` resolves once everything counted before it is written.
  const flush = () => {
    const next = flushing.then(write);
    flushing = next.catch(() => undefined);
    return next;
  };

  const timer = setInterval(() => {
    if (pending.size > 0) flush().catch(options.onError);
  }, options.intervalMs);
  timer.unref();

  const count = (doctorIds: readonly string[], type: DoctorStatType, now: Date) => {
    const date = statDay(now);
    for (const doctorId of new Set(doctorIds)) add({ doctorId, type, date, count: 1 });
  };

  return {
    count(doctorIds, type, now) {
      recorder.getStore()?.push({ doctorIds, type });
      count(doctorIds, type, now);
    },
    async recording(work) {
      const counted: { doctorIds: readonly string[]; type: DoctorStatType }[] = [];
      const value = await recorder.run(counted, work);
      return { value, counted };
    },
    recount(counted, now) {
      for (const { doctorIds, type } of counted) count(doctorIds, type, now);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

declare module '../platform/api/context.js' {
  interface ApiDeps {
    /** Statistics counted on hot paths and written in batches (a search's `display`). */
    doctorStats: DoctorStatBuffer;
  }
}
