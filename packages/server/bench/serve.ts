import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildServer } from '../src/app.js';
import { superviseWorkers } from '../src/platform/cluster.js';
import { loadConfig } from '../src/platform/config.js';
import { buildBareServer } from './bare-server.js';

/*
 * One server under load, in a process of its own so autocannon (in the parent) does not share its event
 * loop. argv[2] is `api` (the real server) or `bare` (the baseline routes); the configuration comes from
 * the environment the parent sets. Reports its port over IPC; SIGTERM closes it gracefully, so a
 * `--cpu-prof` profile is written on exit. With WORKERS > 1 this process supervises that many server
 * processes sharing the port, as `pnpm start` does (src/platform/cluster.ts).
 */
const variant = process.argv[2];
if (variant !== 'api' && variant !== 'bare') throw new Error(`Unknown server variant "${variant}"`);

const config = loadConfig();

if (config.workers > 1 && cluster.isPrimary) {
  await superviseWorkers({
    workers: config.workers,
    log: pino({ level: 'warn' }),
    onListening: ({ port }) => process.send?.({ port }),
  });
  process.exit(process.exitCode ?? 0);
} else {
  const app = variant === 'api' ? await buildServer(config) : await buildBareServer(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address');
  if (cluster.isPrimary) process.send?.({ port: address.port });

  process.once('SIGTERM', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
