import type { Kysely } from 'kysely';
import { releaseExpiredPaymentHolds } from '../booking/payment-holds-data.js';
import type { Database } from '../platform/db/schema.js';

/** How often the server releases expired holds everywhere (search results, agendas). */
export const PAYMENT_HOLD_SWEEP_MS = 60_000;

/** docs/decisions/015: the end of the slot hold of an rdv booked now for online payment. */
export function paymentHoldUntil(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

export interface PaymentHoldSweep {
  /** Releases every expired hold now (the timer calls it; tests call it with their clock). */
  run(): Promise<number>;
  stop(): void;
}

/**
 * docs/decisions/015: besides the lazy releases on booking, rescheduling, slot listing and payment,
 * a timer in the server releases expired holds everywhere, so no separate process is needed. Several
 * workers sweeping at once is harmless: each release is one conditional UPDATE.
 */
export function startPaymentHoldSweep(options: {
  db: Kysely<Database>;
  now: () => Date;
  intervalMs?: number;
  onError: (error: unknown) => void;
}): PaymentHoldSweep {
  const run = () => releaseExpiredPaymentHolds(options.db, options.now());
  const timer = setInterval(() => {
    run().catch(options.onError);
  }, options.intervalMs ?? PAYMENT_HOLD_SWEEP_MS);
  // A pending sweep never keeps a process alive that is otherwise done.
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
