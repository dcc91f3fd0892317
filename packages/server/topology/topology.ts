import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { Load, wait } from './load.js';
import { type Instance, startInstance, TOPOLOGY_DRAIN_MS, TOPOLOGY_HEALTH_INTERVAL } from './parts.js';
import { assertNone, type PhaseContext, seconds } from './phases/context.js';
import { restartDatabase } from './phases/database-restart.js';
import { killInstanceMidBurst } from './phases/kill.js';
import { killWhileSending } from './phases/notifications.js';
import { restoreDrill } from './phases/restore-drill.js';
import { checkRoom } from './phases/room.js';
import { rollingRestart } from './phases/rolling-restart.js';
import { startTopology } from './start.js';

/*
 * `pnpm test:topology` (docs/operations.md "The topology test"; docs/decisions/052): deploy/compose.yaml
 * as processes — a PostgreSQL of its own, N server instances started as the image starts them, Caddy with
 * deploy/Caddyfile — under a load of reads and bookings through the proxy, while parts fail: (a) kill -9
 * of an instance, (b) a rolling restart, (c) PostgreSQL restarted, (d) an instance killed while sending a
 * notification. Each phase prints its figures and asserts what must hold; the process exits 1 otherwise.
 * This file starts the topology and runs the phases in order; each phase is a module of phases/, the load
 * is load.ts.
 */

const INSTANCES = Number(process.env.TOPOLOGY_INSTANCES ?? 2);
/** TOPOLOGY_FAULTS=c,d runs only those faults (all by default; e is the restore drill). */
const FAULTS = new Set((process.env.TOPOLOGY_FAULTS ?? 'a,b,c,d,e').split(','));
/** Patients booking at once in a phase; each phase has patients of its own, so none runs out of slots. */
const PATIENTS = 16;
const PHASES = 5;
const JWT_SECRET = 'topology-test-secret-of-at-least-32-chars';

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
    const { db, fixture, patients, env, proxyOrigin, xsrf } = topology;
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
    await checkRoom(topology, INSTANCES);

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

    const context: PhaseContext = {
      topology,
      instanceCount: INSTANCES,
      load,
      allAcknowledged,
      checkBookings,
      figures,
      replace,
    };
    if (FAULTS.has('a')) await killInstanceMidBurst(context);
    if (FAULTS.has('b')) await rollingRestart(context);
    if (FAULTS.has('c')) await restartDatabase(context);
    if (FAULTS.has('d')) await killWhileSending(context);
    if (FAULTS.has('e')) await restoreDrill(context);

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
