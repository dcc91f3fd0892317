import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { wait } from '../load.js';
import { until } from '../parts.js';
import { assertNone, type PhaseContext } from './context.js';

/** (d) the notification worker of every instance; one killed while it sends. */
export async function killWhileSending(context: PhaseContext) {
  const {
    topology: { instances, db, smtp },
    instanceCount,
    load,
    checkBookings,
    replace,
  } = context;
  const due = async () =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM notifications
        WHERE status = 'pending' AND run_at <= now()`.execute(db)
    ).rows[0]!.n;
  await until(
    'the notifications of the bookings so far to be sent',
    async () => (await due()) === 0,
    120_000,
  );
  const sentByRecipient = async () => {
    const rows = await db
      .selectFrom('notifications')
      .select(['recipient_email', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'sent')
      .groupBy('recipient_email')
      .execute();
    return new Map(rows.map((row) => [row.recipient_email, Number(row.n)]));
  };
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);
  // Delivered while PostgreSQL was down and not yet marked sent: the worker retries the mark for 60 s
  // (MARK_SENT_RETRY_MS). Waited for, so that this phase counts only its own deliveries: a mark that lands
  // during the phase would count as sent in it without a delivery in it.
  const unmarkedNow = async () => {
    const sent = await sentByRecipient();
    return [...smtp.accepted].reduce((sum, [email, n]) => sum + Math.max(0, n - (sent.get(email) ?? 0)), 0);
  };
  const unmarked = await unmarkedNow();
  // A delivery never marked is caught below as one delivered twice or not exactly once.
  await until(
    'the deliveries made while PostgreSQL was down to be marked sent',
    async () => (await unmarkedNow()) === 0,
    90_000,
  ).catch(() => undefined);
  const sentBefore = await sentByRecipient();
  const acceptedBefore = new Map(smtp.accepted);
  const phaseStarted = new Date();
  smtp.holdMs = 400;
  // Killed the moment its message is in the mail server's hands, before the 250 that delivers it.
  const killed = smtp.nextHeld().then(async (senderPid) => {
    const index = instances.findIndex((instance) => instance.child.pid === senderPid);
    await instances[index]?.kill9();
    smtp.holdMs = 0;
    return index;
  });
  const phase = load();
  await wait(1_500);
  await phase.stop();
  await checkBookings(phase);
  const sender = await killed;
  assert.ok(sender >= 0, 'a server instance was sending');
  // The survivors finish what they claimed; what the killed one claimed stays leased to it.
  await wait(3_000);
  // Its lease (10 minutes) ends: moved to now, as waiting for it would take the test's whole budget.
  const released = await db
    .updateTable('notifications')
    .set({ run_at: new Date() })
    .where('status', '=', 'pending')
    .where('attempts', '>', 0)
    .where('run_at', '>', new Date())
    .where('created_at', '>=', phaseStarted)
    .executeTakeFirst();
  // Claimed again by a survivor (a lease of its own, so no longer "due"), then sent.
  const unsentOfPhase = async () =>
    (
      await sql<{ row: string }>`
        SELECT concat_ws(' ', kind, channel, status, attempts, run_at, last_error) AS row
        FROM notifications
        WHERE created_at >= ${phaseStarted} AND kind <> 'reminder' AND status <> 'sent'`.execute(db)
    ).rows.map(({ row }) => row);
  await until(
    'the notifications of this phase to be sent',
    async () => (await unsentOfPhase()).length === 0,
    60_000,
  ).catch(() => undefined);
  const sentAfter = await sentByRecipient();
  const delta = (after: Map<string, number>, before: Map<string, number>) =>
    Object.fromEntries([...after].map(([email, n]) => [email, n - (before.get(email) ?? 0)]));
  assert.deepEqual(
    delta(smtp.accepted, acceptedBefore),
    delta(sentAfter, sentBefore),
    'every notification of this phase delivered exactly once',
  );
  assertNone(await unsentOfPhase(), 'notifications of this phase not sent (left with the killed instance)');
  const { rows: failed } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM notifications WHERE status = 'failed'`.execute(db);
  assert.equal(failed[0]!.n, 0, 'no notification failed');
  console.info(
    `(d) notifications: ${total(sentBefore)} sent before this phase (${unmarked} of them delivered while PostgreSQL was down and marked sent later), ${total(sentAfter) - total(sentBefore)} in it by ${instanceCount} instances, each delivered exactly once; ${instances[sender]!.name} killed while sending, its ${Number(released.numUpdatedRows)} claimed notifications sent by another once its lease ended, none lost`,
  );
  await replace(sender);
}
