import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { apiJson } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiRegister, bookableDoctor, newPatient } from '../support/booking';
import { expect, message, shownDoctorName, signIn, test, waitForPage } from '../support/test';
import { languageSelectorMessages, navbarMessages } from '../support/uiLabels';

/** What the page's IndexedDB holds for offline reading (docs/decisions/042): each copy's owner and rdv ids. */
function savedCopies(page: Page): Promise<{ userId: string; rdvIds: string[] }[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, before the app's own first open.
    if (!(await indexedDB.databases()).some((database) => database.name === 'tabib-offline')) return [];
    return new Promise((resolve, reject) => {
      const opening = indexedDB.open('tabib-offline');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database.transaction('upcoming-rdvs').objectStore('upcoming-rdvs').getAll();
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          database.close();
          const copies = reading.result as { userId: string; rdvs: { _id: string }[] }[];
          resolve(copies.map((copy) => ({ userId: copy.userId, rdvIds: copy.rdvs.map((rdv) => rdv._id) })));
        };
      };
    });
  });
}

/** The offline notice's text in `language`, whatever the date it names. */
const savedOnNotice = (language: 'fr' | 'ar') =>
  new RegExp(
    message('OFFLINE.RDVS_SAVED_ON', language)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{date\\}', '.+'),
  );

// docs/decisions/042 (issue #19 point 5): the app installs, and a patient reads their upcoming rdvs
// without the network. In a persistent profile: Chromium never offers to install from an incognito
// context, which every other journey's context is.
test('the installed app shows the patient their upcoming rdv offline, and forgets it at sign-out', async ({
  baseURL,
}, testInfo) => {
  // A browser of its own, a service worker precaching the build, and up to 25 s for the page to find
  // the network again: on a loaded 2-core CI host this journey has taken the whole of the usual 60 s.
  test.setTimeout(120_000);
  const doctor = await bookableDoctor(19);
  const patient = newPatient();
  const session = await apiRegister(patient);
  const rdv = await apiJson<{ _id: string }>(session, 'POST', '/rdvs', {
    doctor: doctor.id,
    date: doctor.slots[0],
  });

  const profile = mkdtempSync(join(tmpdir(), 'tabib-e2e-profile-'));
  const { launchOptions, locale, timezoneId } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale,
    timezoneId,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/auth/login?returnUrl=${encodeURIComponent('/patient-dashboard')}`);
    await waitForPage(page);
    await signIn(page, patient);
    await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
    await waitForPage(page);
    const upcoming = page.getByRole('region', { name: message('PATIENT.RDVS.UPCOMING') });
    const card = upcoming.getByRole('article').filter({ hasText: doctor.name });
    await expect(card).toHaveCount(1);
    const when = await card.getByRole('heading').innerText();

    // The service worker (registered after `load`) controls the page once it has precached the build.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => savedCopies(page)).toEqual([{ userId: session.user._id, rdvIds: [rdv._id] }]);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // The open dashboard turns read-only as soon as the network drops.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: savedOnNotice('fr') })).toBeVisible();
    await expect(card.getByRole('heading')).toHaveText(when);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

    // Reloaded offline: the page comes from the precached shell, the session cannot be checked, and
    // the rdv is read from the saved copy, with nothing that needs the network.
    await page.reload();
    await waitForPage(page);
    await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('PATIENT.RDVS.TITLE'));
    await expect(page.getByRole('status').filter({ hasText: savedOnNotice('fr') })).toBeVisible();
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(when);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: message('PATIENT.RDVS.BOOK'), exact: true })).toHaveCount(0);
    await expectNoAxeViolation(page);

    // In Arabic, still offline (the translations are precached): right to left.
    await page.getByLabel(languageSelectorMessages.fr.label, { exact: true }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('status').filter({ hasText: savedOnNotice('ar') })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: message('PATIENT.RDVS.UPCOMING', 'ar') })
        .getByRole('article')
        .filter({ hasText: shownDoctorName(doctor.name, 'ar') }),
    ).toHaveCount(1);
    await expectNoAxeViolation(page);
    await page.getByLabel(languageSelectorMessages.ar.label, { exact: true }).selectOption('fr');

    // Back online the page turns live again by itself: the guard checks the session anew (a page
    // loaded offline may never hear an `online` event: it rechecks every 10 s, hooks' OFFLINE_RECHECK_MS).
    // Signing out then forgets the copy.
    await context.setOffline(false);
    await expect(page.getByRole('link', { name: message('PATIENT.RDVS.BOOK'), exact: true })).toBeVisible({
      timeout: 25_000,
    });
    await page
      .getByRole('banner')
      .getByRole('button', { name: navbarMessages.fr.userMenu(session.user.name), exact: true })
      .click();
    await page.getByRole('menuitem', { name: navbarMessages.fr.logout, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await waitForPage(page);
    expect(await savedCopies(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('tabib.lastSignedInUser'))).toBeNull();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
