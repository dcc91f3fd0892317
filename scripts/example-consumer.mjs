// Decision 033: the kit as another site uses it. Packs @tabib/sdk, @tabib/hooks and
// @tabib/ui (their prepack guard builds them), installs the tarballs into examples/consumer — outside the
// workspace, from the local store when it can — builds that Vite + React site, serves it on one free port
// and the reference server on another (CORS_ORIGINS = the site's origin), then drives it in Chromium:
// the demo patient signs in, sees their rdvs, a toast and the loading bar, and switches to Arabic (RTL).
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
import { chromium } from 'playwright';

const root = new URL('..', import.meta.url).pathname;
const example = join(root, 'examples/consumer');
const packs = join(example, 'packs');
// packages/server/README.md: every seeded account has this password.
const demo = { email: 'patient@tabib.test', password: 'Tabib-Demo-2026' };
const started = Date.now();
const log = (message) =>
  console.info(`[example-consumer +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function run(command, args, cwd = root, env = process.env) {
  execFileSync(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// 1. Pack: the tarballs a registry would serve, renamed so examples/consumer/package.json names them.
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs);
for (const name of ['sdk', 'hooks', 'ui']) {
  run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', name));
  const tarball = readdirSync(packs).find((file) => file.startsWith(`tabib-${name}-`));
  renameSync(join(packs, tarball), join(packs, `tabib-${name}.tgz`));
}
log('packed');

// 2. Install outside the workspace. Offline from the local store first; the registry only for what it lacks.
rmSync(join(example, 'node_modules'), { recursive: true, force: true });
const install = ['install', '--ignore-workspace', '--no-lockfile', '--config.strict-peer-dependencies=false'];
try {
  run('pnpm', [...install, '--offline'], example);
} catch {
  log('offline install incomplete; asking the registry for what the store lacks');
  run('pnpm', [...install, '--prefer-offline'], example);
}
log('installed');

// 3. Ports, then the build: the site's API base is fixed at build time.
const sitePort = await freePort();
const apiPort = await freePort();
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
run('pnpm', ['run', 'build'], example, { ...process.env, TABIB_API_URL: `${apiOrigin}/v1` });
log('built');

// 4. The site: its own static server, its own origin.
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const dist = join(example, 'dist');
const site = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, siteOrigin).pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = join(dist, 'index.html');
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => site.listen(sitePort, '127.0.0.1', resolve));

// 5. The reference server, allowing the site's origin; a fresh seeded embedded database.
const runDir = mkdtempSync(join(tmpdir(), 'tabib-example-'));
let serverOutput = '';
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'packages/server'),
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(runDir, 'pglite'),
    JWT_SECRET: 'example-consumer-secret-at-least-32-characters',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    PUBLIC_URL: apiOrigin,
    APP_DIST: join(runDir, 'no-app'),
    CORS_ORIGINS: siteOrigin,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const keep = (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000));
server.stdout.on('data', keep);
server.stderr.on('data', keep);

let browser;
async function cleanUp() {
  await browser?.close();
  site.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(runDir, { recursive: true, force: true });
}

function check(condition, message) {
  if (!condition) throw new Error(`example consumer: ${message}`);
}

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    check(server.exitCode === null, `the server exited:\n${serverOutput}`);
    const ready = await fetch(`${apiOrigin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    check(Date.now() < deadline, `the server was not ready in 120 s:\n${serverOutput}`);
    await delay(500);
  }
  log(`server ready on ${apiOrigin}, site on ${siteOrigin}`);

  // 6. Chromium, flags as in e2e/playwright.config.ts.
  browser = await chromium.launch({
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
  const page = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`),
  );
  // The rdvs answer is held back a little, so the loading bar is seen while it is pending.
  await page.route(`${apiOrigin}/v1/rdvs?**`, async (route) => {
    await delay(600);
    await route.continue();
  });

  await page.goto(siteOrigin);
  await page.getByRole('heading', { name: 'Mes rendez-vous' }).waitFor();
  check((await page.getAttribute('html', 'lang')) === 'fr', 'the page starts in French');
  check((await page.getAttribute('html', 'dir')) === 'ltr', 'French is left to right');

  await page.getByLabel('E-mail').fill(demo.email);
  await page.getByLabel('Mot de passe').fill(demo.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await page.getByText('Bienvenue, Youssef').first().waitFor();
  await page.locator('[role="progressbar"][data-state="loading"]').waitFor();
  const items = page.getByRole('list', { name: 'rdvs' }).getByRole('listitem');
  await items.first().waitFor();
  const count = await items.count();
  check(count > 0, 'the demo patient has rdvs');
  const count1 = await page.getByTestId('rdv-count').textContent();
  check(count1 === `${count} rendez-vous`, `the count says ${count} rendez-vous, not "${count1}"`);
  await page.locator('[role="progressbar"][data-state="loading"]').waitFor({ state: 'detached' });
  log(`signed in cross-origin; ${count} rdvs listed`);

  await page.getByRole('combobox').selectOption('ar');
  await page.getByRole('heading', { name: 'مواعيدي' }).waitFor();
  check((await page.getAttribute('html', 'dir')) === 'rtl', 'Arabic is right to left');
  check((await page.getAttribute('html', 'lang')) === 'ar', 'the page says it is Arabic');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
  log('switched to Arabic (rtl) and signed out');

  check(problems.length === 0, `the page had problems:\n${problems.join('\n')}`);
  log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
