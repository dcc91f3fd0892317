// The real server in production mode serving the built app, on a fresh seeded embedded database and a free
// port of 127.0.0.1: what a visitor meets, for the scripts that measure the product in a browser
// (`pnpm lighthouse`, `pnpm bench:first-tap`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const appDist = join(root, 'packages/app/dist');

/** Exits with a message naming the command to run when the app or the server has not been built. */
export function requireAppBuild(script) {
  if (!existsSync(join(appDist, 'index.html')) || !existsSync(join(root, 'packages/server/dist/main.js'))) {
    console.error(`${script}: the app or the server has no build; run \`pnpm build\` first.`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server and resolves once `/readyz` answers (seeding takes a while on a slow host), with its
 * origin and `stop`, which also deletes its database. `name` only labels the run's secrets and folder.
 */
export async function startProductionServer(name) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const runDir = mkdtempSync(join(tmpdir(), `tabib-${name}-`));
  let output = '';
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(root, 'packages/server'),
    env: {
      ...process.env,
      // As deployed: no response validation, production logging; the secrets production demands
      // (nothing here pays or scrapes, so the payment key and the metrics token are never used).
      NODE_ENV: 'production',
      JWT_SECRET: `${name}-run-secret-at-least-32-characters`,
      PAYMEE_API_KEY: `${name}-unused`,
      METRICS_TOKEN: `${name}-unused`,
      LOG_LEVEL: 'warn',
      DATA_DIR: join(runDir, 'pglite'),
      SEED_ON_EMPTY: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      APP_DIST: appDist,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  async function stop() {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(runDir, { recursive: true, force: true });
  }

  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      const ready = await fetch(`${origin}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the server was not ready within 3 minutes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
