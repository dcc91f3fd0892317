// Issue #31: the kit without its look. Packs @tabib/sdk, @tabib/hooks and @tabib/ui, installs the tarballs
// into examples/tailwind-booking — outside the workspace — builds that Vite + Tailwind CSS v4 site (no
// @tabib/ui/theme.css), serves it on one free port and the reference server on another, then drives it in
// Chromium, in French then in Arabic: the demo patient signs in, searches a doctor by typing, opens them
// from the card's 5-day strip by keyboard, picks another time by keyboard, books for a relative (created in
// the flow the first time), pays online in the server's sandbox and sees the confirmation; axe finds no
// violation on any page; no stylesheet of the kit is loaded, and a part's state attribute gets the site's
// Tailwind class (the chosen time's background). EXAMPLE_SCREENSHOTS=1 (after `pnpm --filter @tabib/app
// build`) also writes the example beside the reference app, phone and desktop, into the images of
// docs/headless-example.md.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';

import {
  demoPatient,
  launchChromium,
  logger,
  prepareExampleSite,
  root,
  watchProblems,
} from './example-site.mjs';

const example = join(root, 'examples/tailwind-booking');
const log = logger('example-tailwind');
const screenshots = process.env.EXAMPLE_SCREENSHOTS === '1';
const appDist = join(root, 'packages/app/dist');
if (screenshots && !existsSync(join(appDist, 'index.html'))) {
  console.error('example-tailwind: EXAMPLE_SCREENSHOTS=1 needs `pnpm --filter @tabib/app build` first.');
  process.exit(1);
}

const { siteOrigin, apiOrigin, site, server } = await prepareExampleSite(example, log, {
  secret: 'example-tailwind-secret-at-least-32-characters',
  ...(screenshots && { appDist }),
  // The demo patient's seeded upcoming rdvs and this run's bookings stay under the platform's limit.
  env: { BOOKING_MAX_UPCOMING: '100' },
});

let browser;
async function cleanUp() {
  await browser?.close();
  site.close();
  await server.stop();
}

function check(condition, message) {
  if (!condition) throw new Error(`example tailwind: ${message}`);
}

/** No WCAG 2.1 A/AA violation on the page as shown (the rules of e2e/support/axe.ts). */
async function expectNoAxeViolation(page, where) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help} — ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  check(found.length === 0, `axe on ${where}:\n${found.join('\n')}`);
}

/**
 * Doctors the demo patient can book and pay online: a fee, and free slots on two of the next five days.
 * Each booking takes another one: the server allows one upcoming rdv per doctor for a patient's relative.
 */
async function bookableDoctors(count) {
  const list = await (await fetch(`${apiOrigin}/v1/doctors?onlinePayment=true&limit=20`)).json();
  const doctors = list.results.filter(
    (candidate) =>
      candidate.fee > 0 &&
      candidate.availability.filter((day) => day.slots.length > 0).length >= 2 &&
      candidate.availability.some((day) => day.slots.length >= 2),
  );
  check(
    doctors.length >= count,
    `${count} seeded doctors who take online payment with free slots are needed`,
  );
  return doctors.slice(0, count);
}

const texts = {
  fr: {
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    hello: 'Bonjour Youssef',
    search: 'Trouver un médecin',
    booking: (name) => `Rendez-vous avec ${name}`,
    chosen: 'Créneau choisi',
    addRelative: 'Ajouter un proche',
    saveRelative: 'Enregistrer le proche',
    online: 'En ligne, par carte',
    confirm: 'Réserver et payer',
    pay: /Payer .* dans le bac à sable/,
    paid: 'Rendez-vous confirmé et payé',
    signOut: 'Se déconnecter',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'دخول',
    hello: 'مرحبا Youssef',
    search: 'ابحث عن طبيب',
    booking: (name) => `موعد مع ${name.replace(/^Dr /, 'د. ')}`,
    chosen: 'الموعد المختار',
    addRelative: 'إضافة قريب',
    saveRelative: 'حفظ القريب',
    online: 'عبر الإنترنت بالبطاقة',
    confirm: 'احجز وادفع',
    pay: /ادفع .* في بيئة الاختبار/,
    paid: 'تم تأكيد الموعد ودفعه',
    signOut: 'تسجيل الخروج',
  },
};
const relative = { firstName: 'Lina', lastName: 'Ben Salah', birthDate: '2019-04-12' };

/**
 * One booking in `lang`: search by typing, the strip's first slot by keyboard, the next time by arrow key,
 * for the relative, paid online in the sandbox's page (a new tab: its return leads to the reference app).
 */
async function bookOnce(page, lang, doctor) {
  const t = texts[lang];
  await page.getByRole('heading', { level: 1, name: t.search }).waitFor();
  await expectNoAxeViolation(page, `the search page (${lang})`);

  const shownName = lang === 'ar' ? doctor.name.replace(/^Dr /, 'د. ') : doctor.name;
  const box = page.getByRole('search').getByRole('combobox');
  await box.click();
  await box.pressSequentially(doctor.name.replace(/^Dr /, ''), { delay: 30 });
  await box.press('Enter');
  // The site's card is the kit's DoctorCard.Root: an <article> named by its DoctorCard.Name.
  const card = page.getByRole('article', { name: shownName, exact: true });
  await card.waitFor();
  const stripSlots = card.locator('a[data-linked]');
  check((await stripSlots.count()) > 0, 'the card shows its 5-day strip with free slots');
  await expectNoAxeViolation(page, `the results (${lang})`);
  if (screenshots) await shoot(page, `search-${lang}`);

  // The strip by keyboard: its first slot link focused, Enter follows it to the booking of that slot.
  const firstHref = await stripSlots.first().getAttribute('href');
  await stripSlots.first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: t.booking(doctor.name) }).waitFor();
  const fromStrip = new URL(firstHref, siteOrigin).searchParams.get('slot');
  check(new URL(page.url()).searchParams.get('slot') === fromStrip, 'the strip led to its slot');

  // The picker by keyboard: the chosen time is the radio in the tab order; the next one is an arrow away
  // (ArrowLeft in Arabic, right to left).
  const times = page.getByRole('radiogroup').first().getByRole('radio');
  await times.first().waitFor();
  const checked = page.getByRole('radiogroup').first().locator('[data-selected]');
  await checked.waitFor();
  const before = await checked.textContent();
  await checked.locator('input').focus();
  await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  await page.waitForFunction(
    (previous) => document.querySelector('[role="radiogroup"] [data-selected]')?.textContent !== previous,
    before,
  );
  const chosen = await page.getByTestId('chosen-slot').textContent();
  check(chosen.startsWith(t.chosen), `the page says which slot is chosen ("${chosen}")`);

  // The site's Tailwind class for the part's state: data-selected → bg-emerald-800.
  const colours = await page.evaluate(() => {
    const selected = document.querySelector('[role="radiogroup"] [data-selected]');
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--color-emerald-800)';
    document.body.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { selected: getComputedStyle(selected).backgroundColor, expected };
  });
  check(
    colours.selected === colours.expected && colours.expected !== 'rgba(0, 0, 0, 0)',
    `the chosen time's background is the site's emerald-800 (${colours.expected}), not ${colours.selected}`,
  );

  // For whom: the relative, created in the flow when the patient has none of that name yet.
  const relativeName = `${relative.firstName} ${relative.lastName}`;
  const forRelative = page.getByRole('radio', { name: relativeName });
  if ((await forRelative.count()) === 0) {
    await page.getByRole('button', { name: t.addRelative }).click();
    const form = page.getByRole('form');
    await expectNoAxeViolation(page, `the booking with the relative's form (${lang})`);
    await form.locator('input').nth(0).fill(relative.firstName);
    await form.locator('input').nth(1).fill(relative.lastName);
    await form.locator('input[type="date"]').fill(relative.birthDate);
    await form.getByRole('button', { name: t.saveRelative }).click();
  } else {
    await forRelative.check();
  }
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('input[name="for-whom"]')].some(
        (input) => input.checked && input.closest('label')?.textContent?.includes(name),
      ),
    relativeName,
  );
  check(await page.getByRole('radio', { name: t.online }).isChecked(), 'online payment is chosen');
  await expectNoAxeViolation(page, `the booking (${lang})`);
  if (screenshots) await shoot(page, `booking-${lang}`);

  await page.getByRole('button', { name: t.confirm }).click();
  const payLink = page.getByRole('link', { name: t.pay });
  const refusal = page.locator('[role="alert"][data-code]');
  await payLink.or(refusal).waitFor();
  if (await refusal.isVisible()) {
    throw new Error(`example tailwind: the booking was refused: ${await refusal.getAttribute('data-code')}`);
  }
  const [sandbox] = await Promise.all([page.waitForEvent('popup'), payLink.click()]);
  await sandbox.getByRole('heading', { name: 'Paiement de test' }).waitFor();
  await sandbox.getByRole('button', { name: 'Payer', exact: true }).click();
  await sandbox.waitForURL((url) => url.pathname === '/payment');
  await sandbox.close();

  const paid = page.getByRole('heading', { level: 2, name: t.paid });
  await paid.waitFor({ timeout: 15_000 });
  const confirmation = await page.getByRole('status').filter({ has: paid }).textContent();
  check(confirmation.includes(relativeName), `the confirmation names the relative: "${confirmation}"`);
  await expectNoAxeViolation(page, `the confirmation (${lang})`);
}

/** The site beside the reference app, same viewport: the images of docs/headless-example.md. */
const images = join(root, 'docs/images');
let device = 'desktop';
async function shoot(page, what) {
  mkdirSync(images, { recursive: true });
  await page.screenshot({ path: join(images, `headless-example-${what}-${device}.png`), fullPage: false });
}

try {
  await server.ready();
  log(`server ready on ${apiOrigin}, site on ${siteOrigin}`);

  browser = await launchChromium();
  const viewports = screenshots
    ? [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ]
    : [['desktop', { width: 1280, height: 900 }]];
  const doctors = await bookableDoctors(viewports.length * 2);
  log(`books ${doctors.map((doctor) => doctor.name).join(', ')}`);
  for (const [name, viewport] of viewports) {
    device = name;
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Tunis', viewport });
    const page = await context.newPage();
    // A slot request the booking's unmount aborts (and the hooks' log of it as a network error) is no problem.
    const problems = watchProblems(page, (text) => /AbortError|net::ERR_ABORTED/.test(text));

    await page.goto(siteOrigin);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    check((await page.getAttribute('html', 'lang')) === 'fr', 'the page starts in French');
    check((await page.getAttribute('html', 'dir')) === 'ltr', 'French is left to right');

    // No theme: no stylesheet of the kit (no `tabib` layer, no theme.css), only the site's Tailwind.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href,
        layers: [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSLayerBlockRule || rule instanceof CSSLayerStatementRule)
          .flatMap((rule) => rule.name ?? rule.nameList),
        tabibRules: [...sheet.cssRules].filter((rule) => /\.tabib-/.test(rule.cssText)).length,
      })),
    );
    check(sheets.length > 0, 'the site loads its stylesheet');
    for (const sheet of sheets) {
      check(!sheet.layers.includes('tabib'), `a stylesheet declares the kit's layer: ${sheet.href}`);
      check(!/theme/.test(sheet.href ?? ''), `the kit's theme is loaded: ${sheet.href}`);
      check(
        sheet.layers.includes('utilities'),
        `the site's stylesheet is Tailwind's (layers ${sheet.layers.join(', ')})`,
      );
    }
    await expectNoAxeViolation(page, 'the sign-in page');

    await page.getByLabel(texts.fr.email).fill(demoPatient.email);
    await page.getByLabel(texts.fr.password).fill(demoPatient.password);
    await page.getByRole('button', { name: texts.fr.signIn }).click();
    await page.getByTestId('hello').filter({ hasText: texts.fr.hello }).waitFor();

    const frenchDoctor = doctors.shift();
    await bookOnce(page, 'fr', frenchDoctor);
    log(`${name}: booked and paid in French`);

    await page.getByLabel('Langue').selectOption('ar');
    await page.getByRole('link', { name: 'العودة إلى البحث' }).click();
    check((await page.getAttribute('html', 'dir')) === 'rtl', 'Arabic is right to left');
    check((await page.getAttribute('html', 'lang')) === 'ar', 'the page says it is Arabic');
    await bookOnce(page, 'ar', doctors.shift());
    log(`${name}: booked and paid in Arabic (rtl)`);

    if (screenshots) {
      // The reference app's search for the French booking's doctor, same viewport and language.
      const app = await context.newPage();
      await app.goto(
        `${apiOrigin}/search-doctors?name=${encodeURIComponent(frenchDoctor.name.replace(/^Dr /, ''))}`,
      );
      await app.getByRole('heading', { level: 1 }).waitFor();
      await app.waitForLoadState('networkidle');
      await app.screenshot({ path: join(images, `headless-reference-search-${name}.png`) });
      await app.close();
    }

    await page.getByRole('button', { name: texts.ar.signOut }).click();
    await page.getByRole('button', { name: texts.ar.signIn }).waitFor();
    check(problems.length === 0, `the page had problems:\n${problems.join('\n')}`);
    await context.close();
  }
  log(`passed in ${log.seconds()} s`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
