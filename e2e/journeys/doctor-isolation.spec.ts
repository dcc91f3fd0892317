import type { Browser, Page } from '@playwright/test';

import {
  apiCall,
  apiJson,
  apiLogin,
  demoAdmin,
  demoDoctor,
  demoSecretary,
  signInStaff,
  tunisDay,
  type Account,
  type ApiSession,
} from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';

interface Rdv {
  _id: string;
  date: string;
  doctor: { _id: string };
  patient: { name: string };
}

interface RdvPage {
  totalResults: number;
  results: Rdv[];
}

/** spec/openapi.yaml listRdvs: the JSON `query` filter, up to 100 a page (Limit). */
function rdvList(session: ApiSession, filter: Record<string, string>, sort = 'date'): Promise<RdvPage> {
  const query = encodeURIComponent(JSON.stringify(filter));
  return apiJson<RdvPage>(session, 'GET', `/rdvs?query=${query}&sort=${sort}&limit=100`);
}

/** A whole day of Africa/Tunis (UTC+1 all year) as instants, the span of the agenda's day view. */
function tunisDaySpan(day: string): { from: string; to: string } {
  const from = new Date(`${day}T00:00:00+01:00`);
  return { from: from.toISOString(), to: new Date(from.getTime() + 86_400_000).toISOString() };
}

/** The start of every rdv card the agenda's day view shows once it has loaded `expected` of them. */
async function agendaStarts(page: Page, day: string, expected: number): Promise<string[]> {
  await page.goto(`/doctor-dashboard?date=${day}`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('DOCTOR_DASHBOARD.RDVS.TITLE'));
  const cards = page.getByRole('main').locator('ul.dd-list > li');
  await expect(cards).toHaveCount(expected);
  return cards
    .locator('time[datetime]')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
}

/** Signs `account` in on a page of its own; the page and the app's API session. */
async function staffSession(browser: Browser, account: Account): Promise<[Page, ApiSession]> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const session = await signInStaff(page, account, '/doctor-dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  return [page, session];
}

// spec/openapi.yaml getRdv / listRdvs x-ownership: an rdv is seen by its patient, its doctor or their
// secretary, or an admin — never by another doctor, in the API or on the agenda.
test("a doctor and their secretary never see another doctor's rdvs", async ({ browser }) => {
  const [doctorPage, doctor] = await staffSession(browser, demoDoctor);
  const [secretaryPage, secretary] = await staffSession(browser, demoSecretary);
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const doctorId = doctor.user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  expect(secretary.user.loggedInSecretaryInfo?.doctor).toBe(doctorId);

  // A past day of the demo doctor's agenda: the journeys that book run on future days only.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const past = await rdvList(doctor, { to: yesterday }, '-date');
  const day = tunisDay(past.results[0]?.date ?? '');
  const span = tunisDaySpan(day);

  const everyone = await rdvList(admin, span);
  const other =
    everyone.results.find((rdv) => rdv.doctor._id !== doctorId) ??
    (await rdvList(admin, { to: yesterday }, '-date')).results.find((rdv) => rdv.doctor._id !== doctorId);
  if (!other) throw new Error('e2e: no rdv of another doctor in the demo data');
  expect((await apiCall(admin, 'GET', `/rdvs/${other._id}`)).status).toBe(200);

  for (const staff of [doctor, secretary]) {
    expect([403, 404]).toContain((await apiCall(staff, 'GET', `/rdvs/${other._id}`)).status);
    const othersList = await apiCall(
      staff,
      'GET',
      `/rdvs?query=${encodeURIComponent(JSON.stringify({ doctor: other.doctor._id }))}`,
    );
    expect(othersList.status).toBe(403);
  }

  // The doctor's own day, as the API gives it (the doctor filter defaults to the caller's doctor).
  const own = await rdvList(doctor, span);
  expect(own.results.length).toBeGreaterThan(0);
  expect(own.results.every((rdv) => rdv.doctor._id === doctorId)).toBe(true);
  const ownStarts = own.results.map((rdv) => new Date(rdv.date).toISOString()).sort();
  expect(own.results.map((rdv) => rdv._id)).not.toContain(other._id);

  for (const page of [doctorPage, secretaryPage]) {
    const shown = await agendaStarts(page, day, own.results.length);
    expect(shown.sort()).toEqual(ownStarts);
    if (!own.results.some((rdv) => rdv.patient.name === other.patient.name)) {
      await expect(page.getByRole('main').getByText(other.patient.name)).toHaveCount(0);
    }
  }
});
