import assert from 'node:assert/strict';
import type { Load } from '../load.js';
import type { Topology } from '../start.js';

/** What every fault phase works with: the running topology and the helpers topology.ts shares. */
export interface PhaseContext {
  topology: Topology;
  /** Server instances the topology was started with (a replaced one keeps its index). */
  instanceCount: number;
  /** A new load through the proxy, with patients of its own. */
  load: () => Load;
  /** Every booking acknowledged so far, by every phase whose bookings were checked. */
  allAcknowledged: string[];
  /** Every acknowledged booking is in the database, and the load's patients have no rdv besides. */
  checkBookings: (phase: Load) => Promise<void>;
  /** Prints a phase's figures: its reads and bookings, then `extra`. */
  figures: (name: string, phase: Load, extra: string) => void;
  /** Starts the instance at `index` again, as itself, and waits for Caddy to see it. */
  replace: (index: number) => Promise<void>;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Fails with the count and the first few when `failures` is not empty. */
export function assertNone(failures: string[], what: string) {
  if (failures.length > 0) {
    throw new assert.AssertionError({
      message: `${what}: ${failures.length}, the first: ${failures.slice(0, 5).join('; ')}`,
    });
  }
}
