import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServerVariant = 'api' | 'bare';

export interface RunningServer {
  variant: ServerVariant;
  origin: string;
  stop(): Promise<void>;
}

const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

/**
 * Starts `bench/serve.ts` in a child process with `env`. With BENCH_CPU_PROF set, the child runs under
 * `--cpu-prof` and writes its profiles into `<BENCH_CPU_PROF>/<variant>/` when stopped.
 */
export async function startServer(variant: ServerVariant, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const execArgv = ['--import', 'tsx'];
  // One folder per variant: Node names each thread's profile itself (the tsx loader thread writes one too).
  if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${join(profileDir, variant)}`);
  const child: ChildProcess = fork(serveScript, [variant], { execArgv, env, stdio: 'inherit' });
  const started = new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) =>
      reject(new Error(`The ${variant} server exited (${code}) before listening`)),
    );
  });
  const port = await started;
  return {
    variant,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
