// `pnpm dev`: the server (tsx watch, restarts on change) and the app (Vite, hot reload) side by side.
// Vite proxies /v1 and /assets/demo to the server, so the browser sees one origin: http://127.0.0.1:5173.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('pnpm', ['--filter', '@tabib/server', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' },
  }),
  spawn('pnpm', ['--filter', '@tabib/app', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
