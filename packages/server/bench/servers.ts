import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServerVariant = 'api' | 'bare';

export interface RunningServer {
  variant: ServerVariant;
  origin: string;
  /** CPU time (user + system) the server's processes have used so far, in ms (Linux: /proc). */
  cpuMs(): number;
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
    cpuMs: () => (child.pid === undefined ? 0 : processTreeCpuMs(child.pid)),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time of a process and its children (the cluster's workers), from /proc; 0 where there is none. */
function processTreeCpuMs(pid: number): number {
  try {
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return (
      own +
      (children === ''
        ? 0
        : children.split(' ').reduce((sum, child) => sum + processTreeCpuMs(Number(child)), 0))
    );
  } catch {
    return 0;
  }
}
