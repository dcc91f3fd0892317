import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './config.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A server started as `pnpm start` starts it: its own Node process, on 127.0.0.1 and a free port. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit (a process already gone resolves at once). */
  stop(): Promise<void>;
  /** The last lines it printed, for a failing test's message. */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts `src/main.ts` with `env` (DATABASE_URL or DATA_DIR decide the database) and resolves once
 * `/readyz` answers 200: migrations done, the database reachable.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'main.ts')], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_ON_EMPTY: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      APP_DIST: join(serverDir, 'no-app-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, stop, output: () => output };
}
