import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BASE_URL_ENV, SERVED_APP_ENV, repoPath } from './paths';
import { E2E_JWT_SECRET } from './sandbox';

const appDist = repoPath('packages/app/dist');
const serverDir = repoPath('packages/server');
/** Migrations and the demo data (1000 doctors…) take ~15 s on an idle machine; allow for a busy one. */
const startTimeoutMs = 120_000;

/** Asks the OS for a free port on 127.0.0.1, then releases it for the server to take. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /readyz: the server listens only once the database is migrated and seeded. */
async function waitUntilReady(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `e2e: the server exited with code ${server.exitCode} before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(500);
  }
  throw new Error(
    `e2e: the server did not answer ${baseUrl}/readyz within ${startTimeoutMs} ms:\n${output()}`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * Starts the real server on a free port with a fresh embedded database, serving the built app.
 * The returned function is Playwright's teardown: it stops the server and deletes the database and
 * the snapshot of the build.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(appDist, 'index.html'))) {
    throw new Error(
      `e2e: ${appDist} has no build. Run \`pnpm build\` (or \`pnpm --filter @tabib/app build\`) first.`,
    );
  }
  const runDir = mkdtempSync(join(tmpdir(), 'tabib-e2e-'));
  const dataDir = join(runDir, 'pglite');
  // The server serves a snapshot of the build: a rebuild during the run (vite empties dist first)
  // would otherwise remove the chunks the loaded pages still ask for.
  const servedApp = join(runDir, 'app');
  cpSync(appDist, servedApp, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let output = '';
  // The production server as built (`pnpm build`): plain JavaScript, no TypeScript loader.
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The journeys sign in many times a minute from one address; the limits themselves are server tests.
      RATE_LIMIT_FACTOR: '20',
      // "Google" and "Facebook" sign-in through the server's local identity provider (off under NODE_ENV=test).
      LOCAL_IDP: 'on',
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      APP_DIST: servedApp,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    await stop(server);
    rmSync(runDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  // Playwright's documented way to hand data to the workers: they inherit this environment.
  process.env[BASE_URL_ENV] = baseUrl;
  process.env[SERVED_APP_ENV] = servedApp;
  return teardown;
}
