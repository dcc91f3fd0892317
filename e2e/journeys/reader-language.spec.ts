import type { Page } from '@playwright/test';

import { apiGet, demoPatient, expect, message, signIn, test, waitForPage } from '../support/test';
import { demoAdmin, demoDoctor, signInStaff } from '../support/api';

interface Specialty {
  _id: string;
  name: string;
  names?: { fr: string; en: string; ar: string };
}
interface City {
  _id: string;
  Label: string;
  labelEn?: string;
  labelAr?: string;
}

/** The catalogue's French names that have another name in `language`: none may show on its pages. */
async function frenchNames(language: 'en' | 'ar'): Promise<string[]> {
  const specialties = (await apiGet<{ results: Specialty[] }>('/doctorSpecialties?limit=200')).results;
  const cities = (await apiGet<{ results: City[] }>('/locations?sortBy=Label:asc')).results;
  const names = [
    ...specialties.filter((s) => s.names && s.names[language] !== s.name).map((s) => s.name),
    ...cities
      .filter((c) => {
        const translated = language === 'ar' ? c.labelAr : c.labelEn;
        return translated !== undefined && translated !== '' && translated !== c.Label;
      })
      .map((c) => c.Label),
  ];
  // A longer name containing a shorter one ("Hammam Sousse") is the shorter one's own problem.
  return [...new Set(names)];
}

/** The page's text as read, without what doctors and patients wrote themselves (bios keep their language). */
async function shownText(page: Page): Promise<string> {
  await waitForPage(page);
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('.doctor-profile__bio, script, style').forEach((element) => element.remove());
    return body.innerText;
  });
}

function untranslated(text: string, names: readonly string[]): string[] {
  const words = (name: string) =>
    new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  return names.filter((name) => words(name).test(text));
}

// docs/decisions/016: data the server names in French (specialties, cities, the
// footer's address) is shown in the reader's language on every page; this fails on one left French.
for (const language of ['ar', 'en'] as const) {
  test(`public pages in ${language} show no specialty or city under its French name`, async ({ page }) => {
    const names = await frenchNames(language);
    expect(names.length).toBeGreaterThan(20);
    const specialties = (await apiGet<{ results: Specialty[] }>('/doctorSpecialties?limit=200')).results;
    const cities = (await apiGet<{ results: City[] }>('/locations?sortBy=Label:asc')).results;
    const cardiology = specialties.find((s) => s.name === 'Cardiologie')!;
    const tunis = cities.find((c) => c.Label === 'Tunis')!;
    const doctor = (
      await apiGet<{ results: { _id: string }[] }>(
        `/doctors?specialty=${cardiology._id}&city=${tunis._id}&limit=1`,
      )
    ).results[0]!;
    for (const path of [
      `/?lng=${language}`,
      `/search-doctors?city=${tunis._id}&specialty=${cardiology._id}&page=0&lng=${language}`,
      `/doctor-profile?id=${doctor._id}&lng=${language}`,
    ]) {
      await page.goto(path);
      expect({ path, french: untranslated(await shownText(page), names) }).toEqual({ path, french: [] });
    }
  });
}

test('a patient’s appointments in Arabic name each doctor’s specialty and city in Arabic', async ({
  page,
}) => {
  const names = await frenchNames('ar');
  await page.goto('/auth/login?returnUrl=%2Fpatient-dashboard');
  await waitForPage(page);
  await signIn(page, demoPatient);
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
  await page.goto('/patient-dashboard?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.pd-list li').first()).toBeVisible();
  expect(untranslated(await shownText(page), names)).toEqual([]);
  // The standard visit, which the API names in French, is named in Arabic too.
  const lists = page.locator('.pd-list');
  await expect(lists.first()).toContainText(message('RESERVATION.STANDARD_VISIT', 'ar'));
  // A doctor's own services ("Consultation de contrôle") stay as the doctor wrote them.
  for (const list of await lists.all()) await expect(list).not.toContainText('Consultation ·');
});

test('the practice’s and the back office’s pages in Arabic show no specialty or city under its French name', async ({
  page,
}) => {
  const names = await frenchNames('ar');
  await signInStaff(page, demoDoctor, '/doctor-dashboard');
  for (const path of [
    '/doctor-dashboard?lng=ar',
    '/doctor-dashboard/questions?lng=ar',
    '/doctor-dashboard/calendar?lng=ar',
    '/doctor-dashboard/stats?lng=ar',
    '/doctor-dashboard/settings?lng=ar',
    '/doctor-dashboard/services?lng=ar',
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect({ path, french: untranslated(await shownText(page), names) }).toEqual({ path, french: [] });
  }

  await page.goto('/admin/login?lng=ar');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.EMAIL', 'ar'), { exact: true }).fill(demoAdmin.email);
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD', 'ar'), { exact: true }).fill(demoAdmin.password);
  await form.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT', 'ar'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/doctors');
  for (const path of [
    '/admin/doctors',
    '/admin/users',
    '/admin/appointments',
    '/admin/refunds',
    '/admin/questions',
  ]) {
    await page.goto(`${path}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('.ap-page')).toBeVisible();
    expect({ path, french: untranslated(await shownText(page), names) }).toEqual({ path, french: [] });
  }
});
