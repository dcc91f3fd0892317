import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db/connect.js';
import { freePort } from '../test/helpers/server-process.js';
import { allocate } from './turn.js';
import {
  type Instance,
  type Patient,
  startInstance,
  TOPOLOGY_DRAIN_MS,
  TOPOLOGY_HEALTH_INTERVAL,
  until,
} from './parts.js';
import { startTopology } from './start.js';

/*
 * `pnpm test:topology` (docs/operations.md "The topology test"; docs/decisions/052): deploy/compose.yaml
 * as processes — a PostgreSQL of its own, N server instances started as the image starts them, Caddy with
 * deploy/Caddyfile — under a load of reads and bookings through the proxy, while parts fail: (a) kill -9
 * of an instance, (b) a rolling restart, (c) PostgreSQL restarted, (d) an instance killed while sending a
 * notification. Each phase prints its figures and asserts what must hold; the process exits 1 otherwise.
 */

const INSTANCES = Number(process.env.TOPOLOGY_INSTANCES ?? 2);
/** TOPOLOGY_FAULTS=c,d runs only those faults (all by default; e is the restore drill). */
const FAULTS = new Set((process.env.TOPOLOGY_FAULTS ?? 'a,b,c,d,e').split(','));
/** Patients booking at once in a phase; each phase has patients of its own, so none runs out of slots. */
const PATIENTS = 16;
const PHASES = 5;
const READERS = 6;
const JWT_SECRET = 'topology-test-secret-of-at-least-32-chars';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Fails with the count and the first few when `failures` is not empty. */
function assertNone(failures: string[], what: string) {
  if (failures.length > 0) {
    throw new assert.AssertionError({
      message: `${what}: ${failures.length}, the first: ${failures.slice(0, 5).join('; ')}`,
    });
  }
}

/** What one phase's load saw. */
class Load {
  reads = 0;
  readFailures: string[] = [];
  bookings = 0;
  /** Answers other than 201 to a booking's first attempt (each is then resent with its key). */
  firstAttemptFailures: string[] = [];
  resends = 0;
  acknowledged: string[] = [];
  /** When each acknowledged booking's answer came (ms since the epoch), in `acknowledged`'s order. */
  acknowledgedAt: number[] = [];
  /** Logical bookings answered 409 `SLOT_HELD_BY_YOU` on a resend rather than replayed (see `book`). */
  heldByYou = 0;
  /** Every read answered 5xx: its status, who answered (the API's code, or the proxy), when it was sent. */
  readErrors: { status: number; by: string; sentAt: number }[] = [];
  unresolved: string[] = [];
  lastFailureAt = 0;
  private running = true;
  private loops: Promise<void>[] = [];
  private readonly latencies: number[] = [];

  constructor(
    private readonly origin: string,
    private readonly xsrf: string,
    private readonly readPaths: string[],
    private readonly doctor: string,
    patients: Patient[],
  ) {
    for (let i = 0; i < READERS; i += 1) this.loops.push(this.reader(i));
    for (const patient of patients) this.loops.push(this.booker(patient));
  }

  async stop(): Promise<this> {
    this.running = false;
    await Promise.all(this.loops);
    return this;
  }

  p99(): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  }

  private failed(list: string[], what: string) {
    list.push(what);
    this.lastFailureAt = Date.now();
  }

  private async reader(offset: number) {
    for (let i = offset; this.running; i += 1) {
      const path = this.readPaths[i % this.readPaths.length]!;
      const started = Date.now();
      try {
        const response = await fetch(`${this.origin}${path}`);
        const body = await response.text();
        this.reads += 1;
        this.latencies.push(Date.now() - started);
        if (response.status >= 500) {
          const json = response.headers.get('content-type')?.includes('json');
          const by = json ? body.slice(0, 120) : 'the proxy';
          this.readErrors.push({
            status: response.status,
            by: json ? ((JSON.parse(body) as { code?: string }).code ?? 'the API') : 'the proxy',
            sentAt: started,
          });
          this.failed(
            this.readFailures,
            `${response.status} GET ${path} at ${new Date().toISOString()} (${by})`,
          );
        }
      } catch (error) {
        this.failed(this.readFailures, `network GET ${path}: ${String(error)}`);
      }
    }
  }

  /** One logical booking: sent with a key, resent with the same key until it has an answer. */
  private async book(patient: Patient, date: string, doctor: string) {
    const key = randomUUID();
    const deadline = Date.now() + 40_000;
    for (let attempt = 0; ; attempt += 1) {
      let status = 0;
      let answer: { _id?: string; code?: string; details?: { rdv?: string } } = {};
      try {
        const response = await fetch(`${this.origin}/v1/rdvs`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${patient.token}`,
            cookie: `XSRF-TOKEN=${this.xsrf}`,
            'x-xsrf-token': this.xsrf,
            'idempotency-key': key,
          },
          body: JSON.stringify({ doctor, date }),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as typeof answer;
      } catch {
        // No answer at all (the connection failed): status 0, resent like a 502.
      }
      if (status === 201 && answer._id) return this.acknowledge(answer._id);
      // An earlier attempt booked the slot but its answer was not kept with the key: a 5xx sent after
      // the commit (the connection lost in a PostgreSQL crash just after COMMIT) releases the key. An
      // instance killed after the commit does not do this: the answer commits with the rdv (decision 052).
      if (status === 409 && answer.code === 'SLOT_HELD_BY_YOU' && answer.details?.rdv) {
        this.heldByYou += 1;
        return this.acknowledge(answer.details.rdv);
      }
      const retryable = status === 0 || status >= 500 || answer.code === 'IDEMPOTENCY_IN_PROGRESS';
      if (attempt === 0) this.failed(this.firstAttemptFailures, `${status} ${answer.code ?? ''}`.trim());
      if (!retryable || Date.now() > deadline) {
        return void this.unresolved.push(`${date}: ${status} ${answer.code ?? ''}`);
      }
      this.resends += 1;
      await wait(300);
    }
  }

  private acknowledge(rdv: string) {
    this.acknowledged.push(rdv);
    this.acknowledgedAt.push(Date.now());
  }

  private async booker(patient: Patient) {
    while (this.running && patient.slots.length > 0) {
      this.bookings += 1;
      await this.book(patient, patient.slots.shift()!, this.doctor);
      await wait(100);
    }
  }
}

async function main() {
  const started = Date.now();
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  // Whatever fails, the processes and the database cluster this test started do not outlive it.
  process.once('uncaughtException', (error) => {
    console.error(error);
    void cleanUp().then(() => process.exit(1));
  });

  let instances: Instance[] = [];
  try {
    // ── PostgreSQL, the instances as the image runs them (deploy/compose.yaml's environment), Caddy ──
    const topology = await startTopology(
      {
        instances: INSTANCES,
        patients: PATIENTS * PHASES,
        slotsEach: 100,
        jwtSecret: JWT_SECRET,
        healthInterval: TOPOLOGY_HEALTH_INTERVAL,
        drainMs: TOPOLOGY_DRAIN_MS,
        turn: true,
        poolMax: 4,
      },
      cleanups,
    );
    const { postgres, db, fixture, patients, smtp, env, dataDir, proxyOrigin, xsrf } = topology;
    const turnPort = topology.turn!.port;
    instances = topology.instances;
    console.info(
      `topology: PostgreSQL (a cluster of its own), ${INSTANCES} instances (NODE_ENV=production, node dist/main.js), Caddy on ${proxyOrigin}; ready in ${seconds(Date.now() - started)}`,
    );

    const readPaths = [
      '/v1/doctors',
      `/v1/doctors/${fixture.doctorId}`,
      '/v1/locations',
      `/v1/doctors?query=${encodeURIComponent(JSON.stringify({ specialty: fixture.specialtyId }))}`,
    ];
    // ── the teleconsultation room: each instance hands out TURN credentials coturn accepts ──
    {
      const patient = patients[0]!;
      const date = new Date(Date.now() + 5 * 60_000);
      const rdvId = randomUUID();
      await db
        .insertInto('rdvs')
        .values({
          id: rdvId,
          doctor_id: fixture.doctorId,
          patient_id: patient.id,
          date,
          end_date: new Date(date.getTime() + 30 * 60_000),
          status: 'confirmed',
          price: 60_000,
          remote: true,
          remote_consent: JSON.stringify({
            consultation: true,
            dataProcessing: true,
            at: date,
            textVersion: 'topology',
          }),
        })
        .execute();
      for (const instance of instances) {
        const answer = await fetch(`http://127.0.0.1:${instance.port}/v1/rdvs/${rdvId}/room/ticket`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${patient.token}`,
            'x-xsrf-token': xsrf,
            cookie: `XSRF-TOKEN=${xsrf}`,
          },
        });
        assert.equal(answer.status, 200, `${instance.name} gives the rdv's patient a ticket`);
        const { iceServers } = (await answer.json()) as {
          iceServers: { urls: string[]; username?: string; credential?: string }[];
        };
        const turn = iceServers.find((server) => server.username !== undefined)!;
        assert.equal(
          await allocate(turnPort, turn.username!, turn.credential!),
          'allocated',
          `coturn accepts ${instance.name}'s credentials`,
        );
        assert.equal(
          await allocate(turnPort, turn.username!, `${turn.credential!}x`),
          'refused',
          'coturn refuses a forged password',
        );
      }
      await db.deleteFrom('rdvs').where('id', '=', rdvId).execute();
      console.info(
        `room: ${INSTANCES} instances hand out TURN credentials coturn (turnserver on 127.0.0.1:${turnPort}) allocates a relay with; a forged one is refused`,
      );
    }

    let phases = 0;
    const load = () => {
      const own = patients.slice(phases * PATIENTS, (phases + 1) * PATIENTS);
      phases += 1;
      return new Load(proxyOrigin, xsrf, readPaths, fixture.doctorId, own);
    };
    const allAcknowledged: string[] = [];
    /** Every acknowledged booking is in the database, and the load's patients have no rdv besides. */
    const checkBookings = async (phase: Load) => {
      allAcknowledged.push(...phase.acknowledged);
      assertNone(phase.unresolved, 'bookings with no answer');
      const kept = await db.selectFrom('rdvs').select('id').where('id', 'in', allAcknowledged).execute();
      assert.equal(kept.length, allAcknowledged.length, 'every acknowledged booking is in the database');
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM rdvs JOIN users ON users.id = rdvs.patient_id
        WHERE users.email LIKE 'topology-%'`.execute(db);
      assert.equal(rows[0]!.n, allAcknowledged.length, 'one rdv per logical booking: none booked twice');
    };
    const figures = (name: string, phase: Load, extra: string) =>
      console.info(
        `${name}: ${phase.reads} reads (${phase.readFailures.length} 5xx, p99 ${phase.p99()} ms), ${phase.bookings} bookings (${phase.acknowledged.length} acknowledged, all in the database; ${phase.firstAttemptFailures.length} first attempts failed, ${phase.resends} resends with the same key, ${phase.heldByYou} answered SLOT_HELD_BY_YOU instead of replayed, 0 booked twice)${extra}`,
      );
    const replace = async (index: number) => {
      const old = instances[index]!;
      instances[index] = await startInstance(old.name, old.port, env);
      // Caddy's next health check sees it.
      await wait(1_500);
    };

    // ── (a) kill -9 of one instance in the middle of a booking burst ──
    if (FAULTS.has('a')) {
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
      figures(
        '(a) kill -9 of server-1 mid-burst',
        phase,
        `; last failed request ${lastFailure} after the kill`,
      );
      await replace(0);
    }

    // ── (b) a rolling restart of every instance under load ──
    if (FAULTS.has('b')) {
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
      figures('(b) rolling restart', phase, `; ${INSTANCES} instances replaced in ${seconds(took)}`);
    }

    // ── (c) PostgreSQL restarted (a crash: immediate stop, recovery from the WAL) ──
    if (FAULTS.has('c')) {
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
      await until('bookings acknowledged after the recovery', () => afterRecovery() >= 20).catch(
        () => undefined,
      );
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
        phase.readErrors
          .filter((error) => error.status !== 503)
          .map((error) => `${error.status} by ${error.by}`),
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

    // ── (d) the notification worker of every instance; one killed while it sends ──
    if (FAULTS.has('d')) {
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
        return [...smtp.accepted].reduce(
          (sum, [email, n]) => sum + Math.max(0, n - (sent.get(email) ?? 0)),
          0,
        );
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
      assertNone(
        await unsentOfPhase(),
        'notifications of this phase not sent (left with the killed instance)',
      );
      const { rows: failed } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM notifications WHERE status = 'failed'`.execute(db);
      assert.equal(failed[0]!.n, 0, 'no notification failed');
      console.info(
        `(d) notifications: ${total(sentBefore)} sent before this phase (${unmarked} of them delivered while PostgreSQL was down and marked sent later), ${total(sentAfter) - total(sentBefore)} in it by ${INSTANCES} instances, each delivered exactly once; ${instances[sender]!.name} killed while sending, its ${Number(released.numUpdatedRows)} claimed notifications sent by another once its lease ended, none lost`,
      );
      await replace(sender);
    }

    // ── (e) the restore drill: a dump taken under load, restored into a new database, served ──
    if (FAULTS.has('e')) {
      const phase = load();
      await wait(1_500);
      // Acknowledged before the dump starts: in its snapshot.
      const before = [...allAcknowledged, ...phase.acknowledged];
      const dump = join(dataDir, 'tabib.dump');
      const dumpStarted = Date.now();
      postgres.client('pg_dump', ['--format=custom', `--file=${dump}`, postgres.url]);
      const dumpTook = Date.now() - dumpStarted;
      await phase.stop();
      await checkBookings(phase);
      await sql`CREATE DATABASE restored`.execute(db);
      const restoreStarted = Date.now();
      postgres.client('pg_restore', ['--no-owner', `--dbname=${postgres.urlOf('restored')}`, dump]);
      const restoreTook = Date.now() - restoreStarted;
      const restored = await startInstance('restored', await freePort(), {
        ...env,
        DATABASE_URL: postgres.urlOf('restored'),
      });
      instances.push(restored);
      // The same rdvs, as the API serves them, from the live topology and from the restored database.
      const sample = await db
        .selectFrom('rdvs')
        .select(['id', 'patient_id'])
        .where('id', 'in', before)
        .orderBy('id')
        .limit(20)
        .execute();
      for (const { id, patient_id } of sample) {
        const token = patients.find((patient) => patient.id === patient_id)!.token;
        const get = async (origin: string) => {
          const response = await fetch(`${origin}/v1/rdvs/${id}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return { status: response.status, body: (await response.json()) as unknown };
        };
        assert.deepEqual(await get(restored.origin), await get(proxyOrigin), `rdv ${id} served the same`);
      }
      const restoredDatabase = openDatabase({
        databaseUrl: postgres.urlOf('restored'),
        dataDir: '',
        poolMax: 1,
      });
      try {
        const kept = await restoredDatabase.db
          .selectFrom('rdvs')
          .select('id')
          .where('id', 'in', before)
          .execute();
        assert.equal(kept.length, before.length, 'every booking acknowledged before the dump is restored');
      } finally {
        await restoredDatabase.close();
      }
      console.info(
        `(e) restore drill: pg_dump under load in ${seconds(dumpTook)}, pg_restore into a new database in ${seconds(restoreTook)}; all ${before.length} bookings acknowledged before the dump restored, an instance started on it serves ${sample.length} sampled rdvs exactly as the live topology does`,
      );
    }

    console.info(`topology: every check passed in ${seconds(Date.now() - started)}`);
  } catch (error) {
    for (const instance of instances) {
      console.error(
        `── ${instance.name} (exit ${instance.child.exitCode ?? 'none'}), its last output:\n${instance.output().slice(-3_000)}`,
      );
    }
    throw error;
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
