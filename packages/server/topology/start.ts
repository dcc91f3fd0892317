import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/platform/db/connect.js';
import { migrateToLatest } from '../src/platform/db/migrate.js';
import type { Database } from '../src/platform/db/schema.js';
import { freePort } from '../test/helpers/server-process.js';
import { type AgendaFixture, insertAgendaFixture } from '../src/booking/test/agenda-fixture.js';
import {
  builtApp,
  type CountingSmtp,
  type Instance,
  insertLoadPatients,
  instanceEnvironment,
  type Patient,
  type PrivatePostgres,
  type Proxy,
  startCaddy,
  startCountingSmtp,
  startInstance,
  startPrivatePostgres,
} from './parts.js';
import { startTurnServer } from './turn.js';

/*
 * deploy/compose.yaml started as processes, the same way for `pnpm test:topology` and `pnpm bench:soak`:
 * a PostgreSQL cluster of its own (migrated, the agenda fixture's doctor, the load's patients), the
 * counting SMTP server, optionally coturn, `instances` server instances with the compose file's
 * environment, and Caddy on deploy/Caddyfile in front of them.
 */

export interface TopologyOptions {
  instances: number;
  patients: number;
  /** Free slots of the fixture's doctor for each patient (the doctor accepts at most 100 per patient). */
  slotsEach: number;
  jwtSecret: string;
  /** Caddy's active health check interval (5 s in production). */
  healthInterval: string;
  drainMs: number;
  /** coturn as deploy/turnserver.conf configures it (docs/decisions/055); without it TURN_* stay empty. */
  turn: boolean;
  /** The test's own connection pool to the database. */
  poolMax: number;
}

export interface Topology {
  postgres: PrivatePostgres;
  db: Kysely<Database>;
  fixture: AgendaFixture;
  patients: Patient[];
  smtp: CountingSmtp;
  /** coturn's port and shared secret, when started. */
  turn: { port: number; secret: string } | undefined;
  /** The instances' environment (instanceEnvironment). */
  env: Record<string, string>;
  dataDir: string;
  /** Server instances, in place: a replaced one takes its index. */
  instances: Instance[];
  proxy: Proxy;
  proxyOrigin: string;
  /** An XSRF token fetched through the proxy, for the load's writes. */
  xsrf: string;
}

/**
 * Starts every part; what it started is undone by `cleanups` (run in reverse by the caller), even when a
 * later part fails to start.
 */
export async function startTopology(
  options: TopologyOptions,
  cleanups: (() => Promise<void> | void)[],
): Promise<Topology> {
  const postgres = await startPrivatePostgres();
  cleanups.push(() => postgres.destroy());
  const database = openDatabase({ databaseUrl: postgres.url, dataDir: '', poolMax: options.poolMax });
  cleanups.push(() => database.close());
  const { db } = database;
  await migrateToLatest(db);
  const fixture = await insertAgendaFixture(db);
  await db.updateTable('doctors').set({ max_upcoming_rdvs_per_patient: 100 }).execute();
  const patients = await insertLoadPatients(db, options.patients, options.slotsEach, options.jwtSecret);

  const smtp = await startCountingSmtp();
  cleanups.push(() => smtp.close());
  const proxyPort = await freePort();
  const proxyOrigin = `http://127.0.0.1:${proxyPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tabib-topology-data-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // A copy: an app rebuilt meanwhile (pnpm build) would pull its files from under a restarting instance.
  const appDist = join(dataDir, 'app');
  if (existsSync(builtApp)) cpSync(builtApp, appDist, { recursive: true });
  let turn: Topology['turn'];
  if (options.turn) {
    // docs/decisions/055: coturn as deploy/turnserver.conf authenticates, on a free port.
    turn = { port: await freePort(), secret: randomUUID() };
    const turnServer = await startTurnServer(turn.port, turn.secret, dataDir);
    cleanups.push(() => turnServer.stop());
  }
  const env = instanceEnvironment({
    ...(turn && {
      turn: {
        urls: `stun:127.0.0.1:${turn.port},turn:127.0.0.1:${turn.port}?transport=udp`,
        secret: turn.secret,
      },
    }),
    databaseUrl: postgres.url,
    jwtSecret: options.jwtSecret,
    publicUrl: proxyOrigin,
    smtpUrl: smtp.url,
    dataDir,
    appDist,
    drainMs: options.drainMs,
  });
  const instances: Instance[] = [];
  cleanups.push(() => Promise.all(instances.map((instance) => instance.kill9())).then(() => undefined));
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  for (const [i, port] of ports.entries()) {
    instances.push(await startInstance(`server-${i + 1}`, port, env));
  }
  const proxy = await startCaddy(
    proxyPort,
    ports.map((port) => `127.0.0.1:${port}`),
    options.healthInterval,
  );
  cleanups.push(() => proxy.stop());
  const xsrf = ((await (await fetch(`${proxyOrigin}/v1/auth/xsrf`)).json()) as { xsrfToken: string })
    .xsrfToken;
  return {
    postgres,
    db,
    fixture,
    patients,
    smtp,
    turn,
    env,
    dataDir,
    instances,
    proxy,
    proxyOrigin,
    xsrf,
  };
}
