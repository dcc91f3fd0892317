import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { signAccessToken } from '../src/platform/crypto.js';
import { newId } from '../src/platform/db/ids.js';
import type { Database } from '../src/platform/db/schema.js';
import { freePort } from '../test/helpers/server-process.js';

/*
 * The parts of the deployed topology (deploy/compose.yaml) as processes on 127.0.0.1: a PostgreSQL
 * cluster of the test's own (so restarting it disturbs no one), server instances started as the
 * container image starts them, Caddy with the repository's Caddyfile, and an SMTP server that counts.
 */

export const serverDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = join(serverDir, '..', '..');
export const builtApp = join(repoRoot, 'packages', 'app', 'dist');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the image's HEALTHCHECK, the compose file's healthchecks and Caddy's `health_uri` ask, and what
 * the test waits for before an instance counts as started (test/deploy/deploy-files.test.ts checks they
 * are one path).
 */
export const READINESS_PATH = '/readyz';
/** The image's CMD (Dockerfile), run in packages/server. */
export const INSTANCE_COMMAND = ['node', 'dist/main.js'] as const;
/**
 * Caddy's active health check in the topology test (5 s in production) and the instances' drain: the
 * drain outlasts one interval, as the compose file's SHUTDOWN_DRAIN (6 s) outlasts the Caddyfile's 5 s, so
 * Caddy sees /readyz say 503 before the instance stops accepting.
 */
export const TOPOLOGY_HEALTH_INTERVAL = '1s';
export const TOPOLOGY_DRAIN_MS = 2_500;

/** Polls `check` every 100 ms until it is true; throws after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(100);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

// ── PostgreSQL ─────────────────────────────────────────────────────────────────────────────────

export interface PrivatePostgres {
  url: string;
  /** The URL of another database on this cluster. */
  urlOf(database: string): string;
  /** A client program of this PostgreSQL (pg_dump, pg_restore) with these arguments. */
  client(command: 'pg_dump' | 'pg_restore', args: string[]): void;
  /** `pg_ctl stop` in this mode (`immediate` is a crash: recovery replays the WAL), then start. */
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  destroy(): void;
}

/**
 * initdb into a temporary folder and start it on a free port. PostgreSQL refuses to run as root: as
 * root, the cluster belongs to the `postgres` user and its commands run as that user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  // Debian's layout: /usr/lib/postgresql/<major>/bin, the newest installed.
  const majors = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  const bin = process.env.TOPOLOGY_PG_BIN ?? join('/usr/lib/postgresql', majors[0] ?? '15', 'bin');
  const dir = mkdtempSync(join(tmpdir(), 'tabib-topology-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  const start = () => void run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    client: (command, args) => void execFileSync(join(bin, command), args, { stdio: 'pipe' }),
    stop: (mode) => void run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ── the load's patients ────────────────────────────────────────────────────────────────────────

/** Weekdays from Monday 4 January 2027, 08:00–12:00 in Tunis every 30 minutes (the fixture's hours). */
function futureSlots(count: number): string[] {
  const slots: string[] = [];
  for (let day = 0; slots.length < count; day += 1) {
    const midnightTunis = Date.parse('2027-01-03T23:00:00Z') + day * 86_400_000;
    const weekday = new Date(midnightTunis + 3_600_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let i = 0; i < 8 && slots.length < count; i += 1) {
      slots.push(new Date(midnightTunis + 8 * 3_600_000 + i * 30 * 60_000).toISOString());
    }
  }
  return slots;
}

export interface Patient {
  id: string;
  /** An access token valid for an hour. */
  token: string;
  email: string;
  /** Free slots of the agenda fixture's doctor, this patient's alone. */
  slots: string[];
}

/** `count` patients (`topology-<i>@tabib.test`), each with `slotsEach` slots no other patient has. */
export async function insertLoadPatients(
  db: Kysely<Database>,
  count: number,
  slotsEach: number,
  jwtSecret: string,
): Promise<Patient[]> {
  const slots = futureSlots(count * slotsEach);
  const patients: Patient[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    const email = `topology-${i}@tabib.test`;
    await db
      .insertInto('users')
      .values({ id, email, password_hash: null, role: 'patient', first_name: 'Sami', last_name: 'Trabelsi' })
      .execute();
    await db.insertInto('patients').values({ id }).execute();
    patients.push({
      id,
      token: await signAccessToken({ sub: id, role: 'patient' }, jwtSecret, 3_600),
      email,
      slots: slots.filter((_, slot) => slot % count === i),
    });
  }
  return patients;
}

// ── server instances ───────────────────────────────────────────────────────────────────────────

export interface Instance {
  name: string;
  origin: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM (drain, then close) and wait for the exit. */
  stop(): Promise<void>;
  kill9(): Promise<void>;
  output(): string;
}

/**
 * What each instance is given: `compose` holds deploy/compose.yaml's server variables, the same names
 * (test/deploy/deploy-files.test.ts checks it), with the test's values; `image` what the Dockerfile's
 * ENV sets; `test` the knobs of this test alone.
 */
export function instanceVariables(values: {
  databaseUrl: string;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string;
  dataDir: string;
  /** The built app the instances serve. */
  appDist: string;
  drainMs: number;
  /** The topology's coturn (docs/decisions/055): its URLs and shared secret; none in the soak. */
  turn?: { urls: string; secret: string };
}) {
  return {
    compose: {
      NODE_ENV: 'production',
      DATABASE_URL: values.databaseUrl,
      JWT_SECRET: values.jwtSecret,
      PUBLIC_URL: values.publicUrl,
      TRUST_PROXY: 'true',
      PAYMEE_API_KEY: 'topology-test-key',
      PAYMEE_VENDOR_ID: 'topology-vendor',
      PAYMEE_BASE_URL: 'https://app.paymee.tn',
      SMTP_URL: values.smtpUrl,
      MAIL_FROM: 'Tabib <no-reply@tabib.tn>',
      METRICS_TOKEN: 'topology-metrics-token',
      SEED_ON_EMPTY: 'false',
      SHUTDOWN_DRAIN: String(values.drainMs),
      TURN_URLS: values.turn?.urls ?? '',
      TURN_SECRET: values.turn?.secret ?? '',
    },
    image: {
      APP_DIST: values.appDist,
      DATA_DIR: values.dataDir,
    },
    test: {
      LOG_LEVEL: 'warn',
      // The load books far more than a person may (limits per account are tested elsewhere).
      RATE_LIMIT_FACTOR: '1000',
      BOOKING_MAX_UPCOMING: '100',
      NOTIFY_INTERVAL: '500',
      // Off by default in production (decision 054); the topology checks the room's TURN credentials.
      TELECONSULTATION: 'on',
    },
  };
}

export function instanceEnvironment(values: Parameters<typeof instanceVariables>[0]): Record<string, string> {
  const { compose, image, test } = instanceVariables(values);
  return { ...compose, ...image, ...test };
}

/** `node dist/main.js` in packages/server (built by `pnpm build`): the container image's CMD, with its environment. */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [INSTANCE_COMMAND[1]], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const instance: Instance = {
    name,
    origin,
    port,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    output: () => output,
  };
  try {
    await until(
      `${name} ready`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`);
        return (await fetch(`${origin}${READINESS_PATH}`)).status === 200;
      },
      // Two minutes: on a 2-core machine shared with other test runs a start has taken over one.
      120_000,
    );
  } catch (error) {
    await instance.kill9();
    throw new Error(`${name} did not become ready:\n${output}`, { cause: error });
  }
  return instance;
}

// ── Caddy ──────────────────────────────────────────────────────────────────────────────────────

export interface Proxy {
  origin: string;
  stop(): Promise<void>;
}

/** `caddy run` on deploy/Caddyfile, its addresses from the environment, its state in a temporary folder. */
export async function startCaddy(port: number, upstreams: string[], healthInterval: string): Promise<Proxy> {
  const adminPort = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'tabib-topology-caddy-'));
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(
    process.env.TOPOLOGY_CADDY ?? 'caddy',
    ['run', '--config', join(repoRoot, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
        TABIB_DOMAIN: origin,
        TABIB_UPSTREAMS: upstreams.join(' '),
        HEALTH_INTERVAL: healthInterval,
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (process.env.TOPOLOGY_CADDY_LOG) appendFileSync(process.env.TOPOLOGY_CADDY_LOG, chunk);
  });
  await until('Caddy to proxy /readyz', async () => {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    return (await fetch(`${origin}${READINESS_PATH}`)).status === 200;
  });
  return {
    origin,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

// ── SMTP ───────────────────────────────────────────────────────────────────────────────────────

export interface CountingSmtp {
  url: string;
  /** Messages accepted (250), by recipient. */
  accepted: Map<string, number>;
  /** While set, each message is held this long before it is accepted. */
  holdMs: number;
  /** Resolves with the sending process's id when a message is being held (received, not yet accepted). */
  nextHeld(): Promise<number>;
  close(): Promise<void>;
}

/** The process holding the client end of a connection to 127.0.0.1, by its local port (`ss`). */
function senderPid(clientPort: number): number {
  const line = execFileSync('ss', ['-tnpH', 'state', 'established', `( sport = :${clientPort} )`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (pid === undefined) throw new Error(`no process found for port ${clientPort}: ${line}`);
  return Number(pid);
}

/** An SMTP server that accepts a message only if its sender is still connected after `holdMs`. */
export async function startCountingSmtp(): Promise<CountingSmtp> {
  const port = await freePort();
  const closed = new Set<string>();
  let held: ((pid: number) => void) | undefined;
  const smtp: CountingSmtp = {
    url: `smtp://127.0.0.1:${port}`,
    accepted: new Map(),
    holdMs: 0,
    nextHeld: () => new Promise<number>((resolve) => (held = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const accept = () => {
          // A sender killed while its message was held never got the 250: the message is not delivered.
          if (closed.has(session.id)) return;
          for (const { address } of session.envelope.rcptTo) {
            smtp.accepted.set(address, (smtp.accepted.get(address) ?? 0) + 1);
          }
          callback();
        };
        if (smtp.holdMs === 0) return accept();
        held?.(senderPid(session.remotePort));
        held = undefined;
        setTimeout(accept, smtp.holdMs);
      });
    },
  });
  // A sender killed mid-message resets its connection: that is the fault under test, not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return smtp;
}
