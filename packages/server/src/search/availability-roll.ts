import type { Kysely } from 'kysely';
import { advanceNextFreeSlots, rollAvailability } from '../booking/availability-data.js';
import type { Database } from '../platform/db/schema.js';

/**
 * How often the server looks for doctors whose availability window a new day left behind, and for
 * stored next free slots that time has passed (two short reads when there is nothing to do).
 */
export const AVAILABILITY_ROLL_MS = 60_000;

export interface AvailabilityRoll {
  /**
   * Recounts the doctors that are due now, then moves on the passed next free slots (the timer calls
   * it; tests call it with their clock). Resolves to how many doctors were recounted.
   */
  run(): Promise<number>;
  stop(): void;
}

/**
 * docs/decisions/036: each doctor's availability covers 28 days from the day it was last counted, so
 * after midnight (Africa/Tunis) every doctor is recounted once, by a timer in the server (at start,
 * then every minute). Instances share the work: each skips the doctors another is recounting.
 */
export function startAvailabilityRoll(options: {
  db: Kysely<Database>;
  now: () => Date;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): AvailabilityRoll {
  const run = async () => {
    const recounted = await rollAvailability(options.db, options.now());
    await advanceNextFreeSlots(options.db, options.now());
    return recounted;
  };
  const tick = () => {
    run().catch(options.onError);
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, options.intervalMs ?? AVAILABILITY_ROLL_MS);
  // A pending roll never keeps a process alive that is otherwise done.
  first.unref();
  timer.unref();
  return {
    run,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
