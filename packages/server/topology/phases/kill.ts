import assert from 'node:assert/strict';
import { wait } from '../load.js';
import { assertNone, type PhaseContext, seconds } from './context.js';

/** (a) kill -9 of one instance in the middle of a booking burst. */
export async function killInstanceMidBurst(context: PhaseContext) {
  const {
    topology: { instances },
    load,
    checkBookings,
    figures,
    replace,
  } = context;
  const phase = load();
  await wait(4_000);
  const killedAt = Date.now();
  await instances[0]!.kill9();
  await wait(8_000);
  await phase.stop();
  await checkBookings(phase);
  assertNone(phase.readFailures, 'reads failed while an instance was killed');
  // A booking its killed instance committed is replayed to the resend: its answer committed with it.
  assert.equal(phase.heldByYou, 0, 'every resent booking replayed, none told SLOT_HELD_BY_YOU');
  assert.ok(phase.acknowledged.length >= 20, `${phase.acknowledged.length} bookings acknowledged`);
  const lastFailure = phase.lastFailureAt > killedAt ? seconds(phase.lastFailureAt - killedAt) : 'none';
  figures('(a) kill -9 of server-1 mid-burst', phase, `; last failed request ${lastFailure} after the kill`);
  await replace(0);
}
