import assert from 'node:assert/strict';
import { wait } from '../load.js';
import { assertNone, type PhaseContext, seconds } from './context.js';

/** (b) a rolling restart of every instance under load. */
export async function rollingRestart(context: PhaseContext) {
  const {
    topology: { instances },
    instanceCount,
    load,
    checkBookings,
    figures,
    replace,
  } = context;
  const phase = load();
  await wait(2_000);
  const restartStarted = Date.now();
  for (const index of instances.keys()) {
    await instances[index]!.stop();
    await replace(index);
  }
  const took = Date.now() - restartStarted;
  await wait(1_000);
  await phase.stop();
  await checkBookings(phase);
  assertNone(phase.readFailures, 'reads failed during the rolling restart');
  assertNone(phase.firstAttemptFailures, 'bookings failed during the rolling restart');
  assert.ok(phase.acknowledged.length >= 20, `${phase.acknowledged.length} bookings acknowledged`);
  figures('(b) rolling restart', phase, `; ${instanceCount} instances replaced in ${seconds(took)}`);
}
