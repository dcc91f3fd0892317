import assert from 'node:assert/strict';
import { wait } from '../load.js';
import { until } from '../parts.js';
import { assertNone, type PhaseContext, seconds } from './context.js';

/** (c) PostgreSQL restarted (a crash: immediate stop, recovery from the WAL). */
export async function restartDatabase(context: PhaseContext) {
  const {
    topology: { instances, postgres, proxyOrigin },
    load,
    checkBookings,
    figures,
  } = context;
  const pids = instances.map((instance) => instance.child.pid);
  const phase = load();
  // Acknowledged bookings the crash could lose: the check below is not vacuous.
  await until('bookings acknowledged before the crash', () => phase.acknowledged.length >= 20);
  postgres.stop('immediate');
  const stoppedAt = Date.now();
  const readiness = () =>
    Promise.all(instances.map(async (instance) => (await fetch(`${instance.origin}/readyz`)).status));
  await until('every instance to report not ready', async () =>
    (await readiness()).every((status) => status === 503),
  );
  const notReadyAfter = Date.now() - stoppedAt;
  await wait(3_000);
  postgres.start();
  const startedAt = Date.now();
  await until('every instance to be ready again', async () =>
    (await readiness()).every((status) => status === 200),
  );
  const readyAt = Date.now();
  // Caddy sends to them again once its health check saw them ready (every HEALTH_INTERVAL).
  await until(
    'Caddy to send to the instances again',
    async () => (await fetch(`${proxyOrigin}/readyz`)).status === 200,
  );
  const recoveredAt = Date.now();
  // The same load goes on after the recovery, and books again.
  const afterRecovery = () => phase.acknowledgedAt.filter((at) => at >= recoveredAt).length;
  await until('bookings acknowledged after the recovery', () => afterRecovery() >= 20).catch(() => undefined);
  await wait(1_000);
  await phase.stop();
  const before = phase.acknowledgedAt.filter((at) => at < stoppedAt).length;
  const after = afterRecovery();
  const by = (who: string) => phase.readErrors.filter((error) => error.by === who).length;
  figures(
    '(c) PostgreSQL restarted',
    phase,
    `; ${before} acknowledged before the crash, ${after} after the recovery; every instance not ready ${seconds(notReadyAfter)} after the stop, ready again ${seconds(readyAt - startedAt)} after the start, in Caddy's rotation ${seconds(recoveredAt - readyAt)} later, none restarted; the reads' 5xx: ${by('DATABASE_UNAVAILABLE')} 503 DATABASE_UNAVAILABLE from an instance, ${by('the proxy')} 503 from Caddy (no instance in rotation), ${phase.readErrors.filter((error) => error.status === 500).length} 500, ${phase.readErrors.filter((error) => error.sentAt >= recoveredAt).length} sent after the recovery`,
  );
  await checkBookings(phase);
  assert.deepEqual(
    instances.map((instance) => instance.child.pid),
    pids,
    'the instances recovered without a restart',
  );
  assert.ok(instances.every((instance) => instance.child.exitCode === null));
  // Not vacuous: bookings were acknowledged before the crash (so the crash could lose them) and the
  // same load books again after the recovery.
  assert.ok(before >= 20, `${before} bookings acknowledged before the crash`);
  assert.ok(after >= 20, `${after} bookings acknowledged after the recovery`);
  // While PostgreSQL is away an instance answers 503 DATABASE_UNAVAILABLE (Retry-After), and once
  // both are out of Caddy's rotation Caddy answers 503 itself; never a 500.
  assertNone(
    phase.readErrors.filter((error) => error.status !== 503).map((error) => `${error.status} by ${error.by}`),
    'reads answered a 5xx other than 503 while PostgreSQL restarted',
  );
  assertNone(
    phase.readErrors
      .filter((error) => error.sentAt >= recoveredAt)
      .map((error) => `${error.status} by ${error.by}`),
    'reads failed after the recovery',
  );
  assert.equal(phase.heldByYou, 0, 'every resent booking replayed, none told SLOT_HELD_BY_YOU');
}
