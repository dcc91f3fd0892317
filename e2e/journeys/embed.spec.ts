import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FrameLocator, Page } from '@playwright/test';

import { apiJson, apiLogin, demoAdmin, demoDoctor } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import {
  apiRegister,
  bookableDoctor,
  newPatient,
  settleOnSandbox,
  type BookableDoctor,
} from '../support/booking';
import { apiGet, expect, message, serverUrl, signIn, test, waitForPage } from '../support/test';

// docs/decisions/046-embed.md: a plain HTML page of another site (no build, no React) pastes the
// widget's script; Chromium blocks third-party cookies, as Safari and Firefox do by default. The
// site is `localhost:<port>` and Tabib `127.0.0.1:<port>`: two sites, so Tabib's cookies in the
// frame are third-party cookies. `127.0.0.1:<port>` (another origin, never registered) is refused.

// One site server and one registered origin for the file; the bookings take the doctor's slots in turn.
test.describe.configure({ mode: 'serial' });

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--test-third-party-cookie-phaseout',
    ],
  },
});

/** A site's page with its own CSS, as a WordPress theme's, that would leak into a widget in the page. */
const hostPage = (tabib: string, widget: string, mode: string, lang: string) => `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Cabinet médical</title>
<style>
  :root { font-size: 62.5%; --c: lime; --r: 0; --f: serif; }
  body { font: 20px Georgia, serif; margin: 0 8px; }
  iframe { border: 12px solid red; max-width: 50%; height: 100px; }
  button, a { background: yellow; color: black; padding: 0; font-size: 8px; }
  div { padding: 30px; }
</style></head>
<body>
<main>
<h1>Cabinet médical</h1>
<div id="rdv" ${widget} data-tabib-mode="${mode}" data-tabib-lang="${lang}"></div>
</main>
<script>
  window.tabibEvents = [];
  for (const type of ['tabib:ready', 'tabib:slot-selected', 'tabib:booked', 'tabib:closed'])
    document.addEventListener(type, (event) => window.tabibEvents.push(event.detail));
</script>
<script src="${tabib}/embed.js" async></script>
</body>
</html>`;

let site: Server;
let sitePort: number;
let doctor: BookableDoctor;

test.beforeAll(async () => {
  doctor = await bookableDoctor(23);
  site = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const specialty = url.searchParams.get('specialty');
    // A practice's doctors, a specialty in a city, or the doctor.
    const widget = specialty
      ? `data-tabib-specialty="${specialty}" data-tabib-city="${url.searchParams.get('city')}"`
      : `data-tabib-doctor="${url.searchParams.get('doctors') ?? doctor.id}"`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      hostPage(
        serverUrl(),
        widget,
        url.searchParams.get('mode') ?? 'inline',
        url.searchParams.get('lang') ?? 'fr',
      ),
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
  // The doctor's clinic registers its site in Tabib (an admin does it for the doctor here).
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  await apiJson(admin, 'PUT', '/embed/origins', {
    doctor: doctor.id,
    origins: [`http://localhost:${sitePort}`],
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

interface TabibEvent {
  type: string;
  doctorId: string;
  rdvId?: string;
  date?: string;
}

const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { tabibEvents: TabibEvent[] }).tabibEvents);

/** Chooses the doctor's first free time in the frame, then opens the Tabib booking window. */
async function chooseFirstSlot(page: Page, frame: FrameLocator, language: 'fr' | 'ar'): Promise<Page> {
  await frame.getByRole('radiogroup').locator('time').first().click();
  const opened = page.waitForEvent('popup');
  await frame.getByRole('button', { name: message('EMBED.BOOK_SLOT', language), exact: true }).click();
  const popup = await opened;
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(message('RESERVATION.TITLE', language));
  return popup;
}

test('a new patient books inline from a plain HTML page of another site, in French, at 360 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`http://localhost:${sitePort}/?mode=inline&lang=fr`);
  const iframe = page.locator('iframe');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
  // The site's CSS did not reach the widget: no red border, the whole width of its place.
  await expect(iframe).toHaveCSS('border-top-width', '0px');
  // In the site's padding (30 px around its divs) the frame is 284 px wide: its calendar fits.
  await expect(frame.getByRole('radiogroup').locator('time').first()).toBeVisible();
  await expect(iframe).toHaveJSProperty('offsetWidth', 284);
  expect(await frame.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
  // Third-party cookies are blocked: the frame has no access to Tabib's cookies.
  const tabibFrame = page.frames().find((candidate) => candidate.url().startsWith(serverUrl()));
  expect(await tabibFrame?.evaluate(() => document.hasStorageAccess())).toBe(false);

  const popup = await chooseFirstSlot(page, frame, 'fr');
  // The frame's own button, in the kit's primary colour (its style comes with the frame).
  await expect(frame.getByRole('button', { name: message('EMBED.BOOK_SLOT'), exact: true })).toHaveCSS(
    'border-top-color',
    'rgb(11, 95, 138)',
  );
  const slot = new URL(popup.url()).searchParams.get('slot') ?? '';
  expect(doctor.slots).toContain(slot);
  expect((await eventsOf(page)).map((event) => event.type)).toEqual(['tabib:ready', 'tabib:slot-selected']);

  // The Tabib window is first-party: the patient registers there and comes back to confirm.
  await popup.getByRole('link', { name: message('RESERVATION.REGISTER'), exact: true }).click();
  const patient = newPatient();
  const form = popup.getByRole('main');
  const field = (id: string) => form.getByLabel(message(id), { exact: true });
  await field('AUTH.FIELDS.FIRST_NAME').fill(patient.firstName);
  await field('AUTH.FIELDS.LAST_NAME').fill(patient.lastName);
  await field('AUTH.FIELDS.EMAIL').fill(patient.email);
  await field('AUTH.FIELDS.PASSWORD').fill(patient.password);
  await field('AUTH.FIELDS.CONFIRM_PASSWORD').fill(patient.password);
  await form.getByRole('button', { name: message('AUTH.REGISTER.SUBMIT'), exact: true }).click();
  await popup.getByRole('button', { name: message('RESERVATION.CONFIRM'), exact: true }).click();
  await expect(popup.getByRole('status')).toContainText(message('EMBED.BOOKED').split('{')[0] ?? '');

  // The site receives the rdv's id and time, and the frame says it is booked.
  await expect.poll(async () => (await eventsOf(page)).at(-1)?.type).toBe('tabib:booked');
  const booked = (await eventsOf(page)).at(-1);
  expect(booked).toMatchObject({ type: 'tabib:booked', doctorId: doctor.id, date: slot, payment: 'onsite' });
  const session = await apiLogin({ email: patient.email, password: patient.password });
  const rdv = await apiJson<{ _id: string; date: string }>(session, 'GET', `/rdvs/${booked?.rdvId}`);
  expect(rdv.date).toBe(slot);
  await expect(frame.getByRole('status')).toContainText(message('EMBED.BOOKED').split('{')[0] ?? '');

  // The frame's height follows its content: nothing scrolls inside it at 360 px.
  const inner = frame.locator('html');
  await expect
    .poll(() => inner.evaluate((html) => html.scrollHeight - html.clientHeight))
    .toBeLessThanOrEqual(0);
  expect(await inner.evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
});

test('a signed-in patient books from the dialog in Arabic (RTL in an LTR page), pays in the sandbox, and the frame is axe-clean', async ({
  page,
}) => {
  test.slow();
  const patient = newPatient();
  await apiRegister(patient);
  // Signed in on Tabib's own site: the booking window does not ask again.
  await page.goto(`${serverUrl()}/auth/login`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).not.toHaveURL((url) => url.pathname === '/auth/login');

  await page.goto(`http://localhost:${sitePort}/?mode=popup&lang=ar`);
  // The page's variables (--c…) and root font size (62.5 %) do not reach the widget's button.
  const open = page.getByRole('button', { name: 'احجز موعدا', exact: true });
  await expect(open).toHaveCSS('background-color', 'rgb(11, 114, 133)');
  await expect(open).toHaveCSS('font-size', '16px');
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expectNoAxeViolation(page);

  // Keyboard only: from the dialog's close button into the frame, where Escape (a key the page never
  // sees) closes the dialog as it does on the page; the focus goes back to the button that opened it.
  await expect(dialog.getByRole('button', { name: 'إغلاق', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(frame.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await eventsOf(page)).toEqual([
    { type: 'tabib:ready', doctorId: doctor.id },
    { type: 'tabib:closed', doctorId: doctor.id },
  ]);
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  const popup = await chooseFirstSlot(page, frame, 'ar');
  await expect(popup.locator('html')).toHaveAttribute('dir', 'rtl');
  // Paid online: the sandbox provider's page opens in the Tabib window.
  await popup.getByLabel(message('RESERVATION.PAYMENT.ONLINE', 'ar'), { exact: true }).check();
  await popup
    .getByRole('button', { name: message('RESERVATION.CONFIRM_AND_PAY', 'ar'), exact: true })
    .click();
  await expect.poll(async () => (await eventsOf(page)).at(-1)?.type).toBe('tabib:booked');
  const booked = (await eventsOf(page)).at(-1);
  expect(booked).toMatchObject({ doctorId: doctor.id, payment: 'online' });
  await settleOnSandbox(popup, 'Payer');
  const session = await apiLogin({ email: patient.email, password: patient.password });
  await expect
    .poll(async () => {
      const rdv = await apiJson<{ payment: { status: string } }>(session, 'GET', `/rdvs/${booked?.rdvId}`);
      return rdv.payment.status;
    })
    .toBe('paid');

  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await eventsOf(page)).at(-1)).toEqual({ type: 'tabib:closed', doctorId: doctor.id });
});

test("a practice's page, and a specialty's in a city, show their doctors to choose from", async ({
  page,
}) => {
  const colleague = await bookableDoctor(24);
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  await apiJson(admin, 'PUT', '/embed/origins', {
    doctor: colleague.id,
    origins: [`http://localhost:${sitePort}`],
  });
  // A 320 px phone: in the body's margins (the site's padding of its divs left out), the frame is
  // 304 px wide and holds the calendar without scrolling.
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`http://localhost:${sitePort}/?doctors=${doctor.id},${colleague.id}`);
  await page.addStyleTag({ content: '#rdv { padding: 0 }' });
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  await expect(frame.getByRole('radiogroup').locator('time').first()).toBeVisible();
  await expect(page.locator('iframe')).toHaveJSProperty('offsetWidth', 304);
  const inner = frame.locator('html');
  expect(await inner.evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);
  await frame.getByLabel(message('EMBED.CHOOSE_DOCTOR'), { exact: true }).selectOption(colleague.id);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(colleague.name);
  await expect
    .poll(async () => (await eventsOf(page)).at(-1))
    .toEqual({
      type: 'tabib:ready',
      doctorId: colleague.id,
    });

  // The doctor's specialty in the doctor's city: only its doctors who registered the site are listed.
  const profileOf = (id: string) =>
    apiGet<{ doctorSpecialty: { _id: string }; city: { _id: string } }>(`/doctors/${id}`);
  const [mine, theirs] = await Promise.all([profileOf(doctor.id), profileOf(colleague.id)]);
  const sameSearch =
    mine.doctorSpecialty._id === theirs.doctorSpecialty._id && mine.city._id === theirs.city._id;
  await page.goto(
    `http://localhost:${sitePort}/?specialty=${mine.doctorSpecialty._id}&city=${mine.city._id}`,
  );
  const chooser = page.frameLocator('iframe').getByLabel(message('EMBED.CHOOSE_DOCTOR'), { exact: true });
  await expect(chooser.locator('option', { hasText: doctor.name })).toHaveCount(1);
  await expect(chooser.locator('option')).toHaveCount(sameSearch ? 2 : 1);
});

test('a site the doctor did not register gets a message in the frame', async ({ page }) => {
  // Same page, another origin (127.0.0.1 rather than localhost): not registered.
  await page.goto(`http://127.0.0.1:${sitePort}/?mode=inline&lang=fr`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Prise de rendez-vous indisponible sur ce site',
  );
  await expect(frame.getByRole('link', { name: 'Prendre rendez-vous sur Tabib' })).toHaveAttribute(
    'href',
    `${serverUrl()}/doctor-profile?id=${doctor.id}`,
  );
  expect(await eventsOf(page)).toEqual([]);
});

test('a doctor allows a site in the dashboard, copies the snippet and previews the widget', async ({
  page,
}) => {
  await page.goto(`${serverUrl()}/auth/doctor-login`);
  await waitForPage(page);
  const main = page.getByRole('main');
  await main.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoDoctor.email);
  await main.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoDoctor.password);
  const login = page.waitForResponse((response) => response.url().includes('/v1/auth/login'));
  await main.getByRole('button', { name: message('AUTH.LOGIN.SUBMIT'), exact: true }).click();
  const { user } = (await (await login).json()) as { user: { _id: string } };

  await page.goto(`${serverUrl()}/doctor-dashboard/settings`);
  await waitForPage(page);
  const section = page.getByRole('region', { name: message('DOCTOR_SETTINGS.EMBED.TITLE') });
  await expect(section.getByLabel(message('DOCTOR_SETTINGS.EMBED.SNIPPET'))).toHaveValue(
    `<div data-tabib-doctor="${user._id}" data-tabib-mode="inline" data-tabib-lang="fr"></div>\n` +
      `<script src="${serverUrl()}/embed.js" async></script>`,
  );
  const origins = section.getByLabel(message('DOCTOR_SETTINGS.EMBED.ORIGINS'));
  await origins.fill('ma clinique');
  await section.getByRole('button', { name: message('DOCTOR_SETTINGS.EMBED.SAVE') }).click();
  await expect(section.getByRole('alert')).toHaveText(
    message('DOCTOR_SETTINGS.EMBED.INVALID').replace('{site}', 'ma clinique'),
  );
  await origins.fill('Clinique-E2E.tn/rendez-vous\nhttp://localhost:9999/');
  await section.getByRole('button', { name: message('DOCTOR_SETTINGS.EMBED.SAVE') }).click();
  await expect(page.getByText(message('DOCTOR_SETTINGS.EMBED.SAVED')).first()).toBeVisible();
  await expect(origins).toHaveValue('https://clinique-e2e.tn\nhttp://localhost:9999');
  await expect(page.locator('iframe')).toHaveCount(0);
  await section.getByRole('button', { name: message('DOCTOR_SETTINGS.EMBED.SHOW_PREVIEW') }).click();
  const preview = page.frameLocator(`iframe[title="${message('DOCTOR_SETTINGS.EMBED.PREVIEW')}"]`);
  const profile = await apiGet<{ name: string }>(`/doctors/${user._id}`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(profile.name);
});
