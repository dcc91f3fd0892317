import type { Page } from '@playwright/test';

import { apiGet, demoPatient, expect, message, test, waitForPage } from '../support/test';
import {
  type ApiSession,
  apiCall,
  apiJson,
  demoAdmin,
  demoDoctor,
  signInCapturing,
  signInStaff,
  uniqueTag,
} from '../support/api';
import { expectNoAxeViolation } from '../support/axe';

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

/**
 * Whether a page showing `name` instead of its `translated` name can be told: there is a translation,
 * and it does not contain the name as words ("Nutrition" in "Nutrition and dietetics", "Midoun" in
 * "Midoun (Djerba)"), which a word screen would take for the name itself.
 */
const screenable = (name: string, translated: string | null | undefined): translated is string =>
  !!translated && translated !== name && untranslated(translated, [name]).length === 0;

/** The catalogue's French names that have another name in `language`: none may show on its pages. */
async function frenchNames(language: 'en' | 'ar'): Promise<string[]> {
  const specialties = (await apiGet<{ results: Specialty[] }>('/doctorSpecialties?limit=200')).results;
  const cities = (await apiGet<{ results: City[] }>('/locations?sortBy=Label:asc')).results;
  const names = [
    ...specialties.filter((s) => screenable(s.name, s.names?.[language])).map((s) => s.name),
    ...cities
      .filter((c) => screenable(c.Label, language === 'ar' ? c.labelAr : c.labelEn))
      .map((c) => c.Label),
  ];
  // A longer name containing a shorter one ("Hammam Sousse") is the shorter one's own problem.
  return [...new Set(names)];
}

/**
 * What doctors and patients write as free text keeps its language (decision 016): a bio, a street
 * address, a question and its answer, what a form field holds.
 */
const WRITTEN_TEXT = [
  '.doctor-profile__bio',
  '.doctor-profile__details address',
  '.booking-doctor__address > bdi:first-child',
  '.tabib-question-card__title',
  '.tabib-question-card__content',
  '.tabib-question-card__answer-text',
  '.ac-question-title',
  // Articles, with their author line, are written in one language (lang="fr" on the others' pages).
  '.home-article__title',
  '.home-article__excerpt',
  '.home-article__author',
  '.articles-card-title',
  '.articles-card-excerpt',
  '.articles-meta > span',
  'textarea',
].join(', ');

/**
 * The page's text as it is read (the rendered text, so neighbouring elements never run their words
 * together), without `WRITTEN_TEXT`, hidden for the reading.
 */
async function shownText(page: Page): Promise<string> {
  await waitForPage(page);
  return page.evaluate((selector) => {
    const written = [...document.querySelectorAll<HTMLElement>(selector)];
    const displays = written.map((element) => element.style.display);
    written.forEach((element) => (element.style.display = 'none'));
    const text = document.body.innerText;
    written.forEach((element, index) => (element.style.display = displays[index]!));
    return text;
  }, WRITTEN_TEXT);
}

type Names = Partial<Record<'fr' | 'en' | 'ar', string | null>>;

/** A service or visit type: the name as its doctor wrote it (French in the demo data) and its other names. */
interface NamedVisit {
  name: string;
  names: Names;
}

/** The names doctors wrote that have another name in `language` (decision 043): none may show on its pages. */
const writtenIn = (visits: readonly NamedVisit[], language: 'en' | 'ar'): string[] => [
  ...new Set(visits.filter((v) => screenable(v.name, v.names[language])).map((visit) => visit.name)),
];

/** A doctor's services and visit types. */
async function visitsOf(doctorId: string): Promise<NamedVisit[]> {
  const query = encodeURIComponent(JSON.stringify({ benefactor: doctorId }));
  const services = (await apiGet<{ results: NamedVisit[] }>(`/service?query=${query}&limit=100`)).results;
  const hours = await apiGet<{ results: { visitTypes: NamedVisit[] }[] }>(`/workingHours?doctor=${doctorId}`);
  return [...services, ...(hours.results[0]?.visitTypes ?? [])];
}

/** The visits of `session`'s rdvs (as patient or practice), as the rdvs name them. */
async function rdvVisits(session: ApiSession, filter: Record<string, string>): Promise<NamedVisit[]> {
  const query = encodeURIComponent(JSON.stringify(filter));
  const rdvs = await apiJson<{ results: { visitType: string; visitTypeNames: Names }[] }>(
    session,
    'GET',
    `/rdvs?query=${query}&limit=100`,
  );
  return rdvs.results.map((rdv) => ({ name: rdv.visitType, names: rdv.visitTypeNames }));
}

function untranslated(text: string, names: readonly string[]): string[] {
  const words = (name: string) =>
    new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  return names.filter((name) => words(name).test(text));
}

// docs/decisions/016: data the server names in French (specialties, cities, the
// footer's address) is shown in the reader's language on every page; this fails on one left French.
// docs/decisions/043: so are the services and visit types doctors named in the reader's language.
for (const language of ['ar', 'en'] as const) {
  test(`public pages in ${language} show no specialty, city, service or visit type under its French name`, async ({
    page,
  }) => {
    const catalogue = await frenchNames(language);
    expect(catalogue.length).toBeGreaterThan(20);
    const specialties = (await apiGet<{ results: Specialty[] }>('/doctorSpecialties?limit=200')).results;
    const cities = (await apiGet<{ results: City[] }>('/locations?sortBy=Label:asc')).results;
    const cardiology = specialties.find((s) => s.name === 'Cardiologie')!;
    const tunis = cities.find((c) => c.Label === 'Tunis')!;
    const doctor = (
      await apiGet<{ results: { _id: string }[] }>(
        `/doctors?specialty=${cardiology._id}&city=${tunis._id}&limit=1`,
      )
    ).results[0]!;
    // The seeded services and visit types are written in French, with English and Arabic names.
    const written = writtenIn(await visitsOf(doctor._id), language);
    expect(written.length).toBeGreaterThan(1);
    // The API's "Dr" before each doctor's name is « د. » in Arabic (issue #30 point 18).
    const names = [...catalogue, ...written, ...(language === 'ar' ? ['Dr'] : [])];
    for (const path of [
      `/?lng=${language}`,
      `/search-doctors?city=${tunis._id}&specialty=${cardiology._id}&page=0&lng=${language}`,
      `/doctor-profile?id=${doctor._id}&lng=${language}`,
      `/reservation?doctor=${doctor._id}&lng=${language}`,
    ]) {
      await page.goto(path);
      expect({ path, french: untranslated(await shownText(page), names) }).toEqual({ path, french: [] });
    }
  });
}

test('a patient’s rdvs and questions in Arabic name each specialty, city and visit in Arabic', async ({
  page,
}) => {
  await page.goto('/auth/login?returnUrl=%2Fpatient-dashboard');
  await waitForPage(page);
  const session = await signInCapturing(page, demoPatient);
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
  const written = writtenIn(await rdvVisits(session, { patient: session.user._id }), 'ar');
  expect(written.length).toBeGreaterThan(0);
  const names = [...(await frenchNames('ar')), ...written, 'Dr'];
  await page.goto('/patient-dashboard?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('.pd-list li').first()).toBeVisible();
  expect(untranslated(await shownText(page), names)).toEqual([]);
  // The standard visit, which the API names in French, is named in Arabic too.
  const lists = page.locator('.pd-list');
  await expect(lists.first()).toContainText(message('RESERVATION.STANDARD_VISIT', 'ar'));
  for (const list of await lists.all()) await expect(list).not.toContainText('Consultation ·');
  // Their questions name each one's specialty in Arabic too.
  await page.goto('/patient-dashboard/questions?lng=ar');
  await expect(page.locator('.tabib-question-card').first()).toBeVisible();
  expect(untranslated(await shownText(page), names)).toEqual([]);
});

test('the practice’s and the back office’s pages in Arabic show no specialty, city, service or visit type under its French name', async ({
  page,
}) => {
  const session = await signInStaff(page, demoDoctor, '/doctor-dashboard');
  const doctorId = session.user.doctor!._id;
  const written = writtenIn(
    [...(await visitsOf(doctorId)), ...(await rdvVisits(session, { doctor: doctorId }))],
    'ar',
  );
  expect(written.length).toBeGreaterThan(1);
  const names = [...(await frenchNames('ar')), ...written];
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

// docs/decisions/043: the doctor names a service for English and Arabic readers in the service form.
test('a service the doctor names in Arabic shows in Arabic to Arabic readers; the form is axe-clean right to left', async ({
  page,
}) => {
  const session = await signInStaff(page, demoDoctor, '/doctor-dashboard/services');
  const doctorId = session.user.doctor!._id;
  const tag = uniqueTag();
  const service = { fr: `Bilan vasculaire ${tag}`, ar: `تقييم الأوعية الدموية ${tag}` };
  await page.goto('/doctor-dashboard/services?lng=ar');
  await waitForPage(page);
  const form = page.getByRole('region', { name: message('DOCTOR_SERVICES.NEW_TITLE', 'ar') });
  const field = (id: string) => form.getByLabel(message(id, 'ar'), { exact: true });
  await field('DOCTOR_SERVICES.FIELDS.NAME').fill(service.fr);
  await expect(field('DOCTOR_SERVICES.FIELDS.NAME_EN')).toHaveAttribute('dir', 'ltr');
  await expect(field('DOCTOR_SERVICES.FIELDS.NAME_AR')).toHaveAttribute('dir', 'rtl');
  await expect(field('DOCTOR_SERVICES.FIELDS.NAME_AR')).toHaveAttribute('lang', 'ar');
  await field('DOCTOR_SERVICES.FIELDS.NAME_AR').fill(service.ar);
  await field('DOCTOR_SERVICES.FIELDS.PRICE').fill('90');
  await expectNoAxeViolation(page);
  await form.getByRole('button', { name: message('DOCTOR_SERVICES.CREATE', 'ar'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 3, name: service.ar })).toBeVisible();

  const created = (await visitsOf(doctorId)).find((visit) => visit.name === service.fr);
  try {
    expect(created?.names).toEqual({ ar: service.ar });
    await page.goto(`/doctor-profile?id=${doctorId}&lng=ar`);
    await waitForPage(page);
    const services = page.locator('.doctor-profile__services');
    await expect(services).toContainText(service.ar);
    await expect(services).not.toContainText(service.fr);
    // No English name: an English reader sees the name as the doctor wrote it.
    await page.goto(`/doctor-profile?id=${doctorId}&lng=en`);
    await waitForPage(page);
    await expect(page.locator('.doctor-profile__services')).toContainText(service.fr);
  } finally {
    const query = encodeURIComponent(JSON.stringify({ benefactor: doctorId }));
    const list = await apiJson<{ results: { _id: string; name: string }[] }>(
      session,
      'GET',
      `/service?query=${query}&limit=100`,
    );
    for (const { _id } of list.results.filter((visit) => visit.name === service.fr)) {
      await apiCall(session, 'DELETE', `/service/${_id}`);
    }
  }
});
