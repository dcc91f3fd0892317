// What the example sites' drivers (example-consumer.mjs, example-tailwind.mjs) and the parts' size budgets
// (app-size.mjs) share: pack the kit's tarballs, install them into a directory outside the workspace,
// serve a built site on its own origin, start the reference server allowing that origin, and Debian's
// Chromium with the flags of e2e/playwright.config.ts.
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
// packages/server/README.md: every seeded account has this password.
export const demoPatient = { email: 'patient@tabib.test', password: 'Tabib-Demo-2026' };

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `[name +12.3s] message` on stdout, timed from the call. */
export function logger(name) {
  const started = Date.now();
  const log = (message) =>
    console.info(`[${name} +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
  log.seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  return log;
}

export function run(command, args, cwd = root, env = process.env) {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The tarballs a registry would serve (their prepack guard builds them; `build: false` packs the dist as it
 * is), renamed `tabib-<name>.tgz` so a site's package.json names them as `file:packs/tabib-<name>.tgz`.
 */
export function packKit(packs, { names = ['contract', 'sdk', 'hooks', 'ui'], build = true } = {}) {
  rmSync(packs, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  for (const name of names) {
    const options = build ? [] : ['--config.ignore-scripts=true'];
    run('pnpm', ['pack', ...options, '--pack-destination', packs], join(root, 'packages', name));
    const tarball = readdirSync(packs).find((file) => file.startsWith(`tabib-${name}-`));
    renameSync(join(packs, tarball), join(packs, `tabib-${name}.tgz`));
  }
}

/** Installs `dir`'s package.json outside the workspace: offline from the local store first, the registry only for what it lacks. */
export function installOutsideWorkspace(dir, log) {
  rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  const install = [
    'install',
    '--ignore-workspace',
    '--no-lockfile',
    '--config.strict-peer-dependencies=false',
  ];
  try {
    run('pnpm', [...install, '--offline'], dir);
  } catch {
    log('offline install incomplete; asking the registry for what the store lacks');
    run('pnpm', [...install, '--prefer-offline'], dir);
  }
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves `dist` on 127.0.0.1:`port` (its own origin); unknown paths get index.html, as a single-page site. */
export async function serveDist(dist, port) {
  const origin = `http://127.0.0.1:${port}`;
  const site = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, origin).pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => site.listen(port, '127.0.0.1', resolve));
  return site;
}

/**
 * The reference server on `apiPort`, allowing `siteOrigin` (CORS_ORIGINS), on a fresh seeded embedded
 * database; without a Paymee key its payments go through the local sandbox. It serves the reference app
 * from `appDist` when given (to show it beside a site), else none; `env` adds settings. `ready()` waits
 * for /readyz.
 */
export function startReferenceServer({ apiPort, siteOrigin, secret, appDist, env = {} }) {
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const runDir = mkdtempSync(join(tmpdir(), 'tabib-example-'));
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'packages/server'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(runDir, 'pglite'),
      JWT_SECRET: secret,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: apiOrigin,
      APP_DIST: appDist ?? join(runDir, 'no-app'),
      CORS_ORIGINS: siteOrigin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  return {
    origin: apiOrigin,
    async ready() {
      // Seeding the embedded database takes a minute on a busy 2-core machine.
      const deadline = Date.now() + 240_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        const ready = await fetch(`${apiOrigin}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return;
        if (Date.now() > deadline) throw new Error(`the server was not ready in 240 s:\n${output}`);
        await delay(500);
      }
    },
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, flags as in e2e/playwright.config.ts: nothing downloads a browser. */
export async function launchChromium() {
  const { chromium } = await import('playwright');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Collects a page's console errors, uncaught errors and failed requests, but those `ignored` says. */
export function watchProblems(page, ignored = () => false) {
  const problems = [];
  const note = (problem) => ignored(problem) || problems.push(problem);
  page.on('console', (message) => message.type() === 'error' && note(`console: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  // A request the page aborted itself (a query no longer needed once signed out) did not fail.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    if (reason !== 'net::ERR_ABORTED') note(`failed: ${request.method()} ${request.url()} ${reason}`);
  });
  return problems;
}

/**
 * What every example site does before its browser runs: packs the kit, installs it outside the workspace,
 * builds the site against the API's address, serves it on its own origin and starts the reference server
 * allowing that origin (`server` options: startReferenceServer's, but the ports).
 */
export async function prepareExampleSite(example, log, server) {
  packKit(join(example, 'packs'));
  log('packed');
  installOutsideWorkspace(example, log);
  log('installed');
  const sitePort = await freePort();
  const apiPort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  run('pnpm', ['run', 'build'], example, { ...process.env, TABIB_API_URL: `${apiOrigin}/v1` });
  log('built');
  const site = await serveDist(join(example, 'dist'), sitePort);
  return { siteOrigin, apiOrigin, site, server: startReferenceServer({ apiPort, siteOrigin, ...server }) };
}
