// Decision 033: the kit as another site uses it. Packs @tabib/sdk, @tabib/hooks and
// @tabib/ui (their prepack guard builds them), installs the tarballs into examples/consumer — outside the
// workspace, from the local store when it can — builds that Vite + React site, serves it on one free port
// and the reference server on another (CORS_ORIGINS = the site's origin), then drives it in Chromium:
// the demo patient signs in, sees their rdvs, a toast and the loading bar, and switches to Arabic (RTL).
import { join } from 'node:path';

import {
  delay,
  demoPatient as demo,
  launchChromium,
  logger,
  prepareExampleSite,
  root,
  watchProblems,
} from './example-site.mjs';

const example = join(root, 'examples/consumer');
const log = logger('example-consumer');

// The packed kit installed outside the workspace, the site built and served on its own origin, and the
// reference server allowing it, on a fresh seeded embedded database.
const { siteOrigin, apiOrigin, site, server } = await prepareExampleSite(example, log, {
  secret: 'example-consumer-secret-at-least-32-characters',
});

let browser;
async function cleanUp() {
  await browser?.close();
  site.close();
  await server.stop();
}

function check(condition, message) {
  if (!condition) throw new Error(`example consumer: ${message}`);
}

try {
  await server.ready();
  log(`server ready on ${apiOrigin}, site on ${siteOrigin}`);

  // 6. Chromium, flags as in e2e/playwright.config.ts.
  browser = await launchChromium();
  const page = await browser.newPage({ locale: 'fr-FR', timezoneId: 'Africa/Tunis' });
  const problems = watchProblems(page);
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
  log(`passed in ${log.seconds()} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
