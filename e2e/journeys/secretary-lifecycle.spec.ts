import {
  apiCall,
  apiJson,
  apiLogin,
  demoAdmin,
  demoDoctor,
  signInStaff,
  successToast,
  tunisDay,
  type ApiSession,
} from '../support/api';
import { demoPatient, expect, message, test, waitForPage } from '../support/test';
import { navbarMessages } from '../support/uiLabels';

interface Secretary {
  _id: string;
  email: string;
  name: string;
  verified: boolean;
}

/** A message with its ICU arguments filled in (the journeys read raw catalogue strings). */
function format(id: string, values: Record<string, string>): string {
  return message(id).replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
}

/**
 * A secretary account no journey signs in with: the first active secretary of another seeded
 * doctor, whom the admin detaches (spec x-ownership "admin → any") so the demo doctor may add her.
 * Secretary accounts are made only by the seed (packages/server/src/practice/membership.ts), and
 * the demo secretary stays with the demo doctor for the journeys running alongside.
 */
async function freeSecretaryAccount(admin: ApiSession, demoDoctorId: string): Promise<Secretary> {
  const doctors = await apiJson<{ results: { _id: string }[] }>(admin, 'GET', '/doctors?limit=100');
  for (const { _id } of doctors.results) {
    if (_id === demoDoctorId) continue;
    const { results } = await apiJson<{ results: Secretary[] }>(admin, 'GET', `/secretaries?doctorId=${_id}`);
    const secretary = results.find((candidate) => candidate.verified);
    if (!secretary) continue;
    const removed = await apiCall(admin, 'DELETE', `/secretaries/${secretary._id}`);
    expect(removed.status).toBe(204);
    return secretary;
  }
  throw new Error('e2e: no seeded doctor of the first page has an active secretary');
}

// requirements §6 "Doctor: secretaries" and §4: a doctor adds a secretary by e-mail, she manages the doctor's
// agenda, and once removed her next load logs her out.
test('a doctor adds a secretary who manages the agenda until removed', async ({ browser }) => {
  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const doctor = await signInStaff(doctorPage, demoDoctor, '/doctor-dashboard/secretary');
  const doctorId = doctor.user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const seeded = await freeSecretaryAccount(admin, doctorId);
  const account = { email: seeded.email, password: demoPatient.password };
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard/secretary');
  await waitForPage(doctorPage);
  await expect(doctorPage.getByRole('heading', { level: 1 })).toHaveText(message('DOCTOR_SECRETARY.TITLE'));
  const main = doctorPage.getByRole('main');

  // The e-mail is checked first (GET /secretaries/verify), then the same button adds her.
  await main.getByLabel(message('DOCTOR_SECRETARY.EMAIL')).fill(account.email);
  await main.getByRole('button', { name: message('DOCTOR_SECRETARY.VERIFY'), exact: true }).click();
  await expect(main.getByText(message('DOCTOR_SECRETARY.CHECK.AVAILABLE'), { exact: true })).toBeVisible();
  await expect(successToast(doctorPage, message('SUCCESS.EMAIL_VERIFIED'))).toBeVisible();
  await main.getByRole('button', { name: message('DOCTOR_SECRETARY.ADD'), exact: true }).click();
  await expect(
    successToast(doctorPage, format('DOCTOR_SECRETARY.ADDED', { email: account.email })),
  ).toBeVisible();
  const removeButton = main.getByRole('button', {
    name: format('DOCTOR_SECRETARY.REMOVE', { email: account.email }),
    exact: true,
  });
  await expect(removeButton).toBeVisible();

  // She signs in at the staff login and confirms a booking of her doctor.
  // The doctor's first pending rdv from tomorrow on: seeded (other journeys book the last free slots
  // of the fortnight and change only those).
  const query = encodeURIComponent(
    JSON.stringify({ status: 'pending', from: new Date(Date.now() + 86_400_000).toISOString() }),
  );
  const pending = await apiJson<{ results: { _id: string; date: string }[] }>(
    doctor,
    'GET',
    `/rdvs?query=${query}&sort=date&limit=1`,
  );
  const rdv = pending.results[0];
  if (!rdv) throw new Error('e2e: the demo doctor has no pending rdv to come');
  const secretaryPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const secretary = await signInStaff(secretaryPage, account, `/doctor-dashboard?date=${tunisDay(rdv.date)}`);
  expect(secretary.user.loggedInSecretaryInfo?.doctor).toBe(doctorId);
  await expect(secretaryPage).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  await waitForPage(secretaryPage);
  const card = secretaryPage.locator(`article:has(time[datetime="${new Date(rdv.date).toISOString()}"])`);
  await expect(card).toHaveAttribute('data-status', 'pending');
  await card.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.CONFIRM'), exact: true }).click();
  await expect(successToast(secretaryPage, message('SUCCESS.RDV_UPDATED'))).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'confirmed');
  const confirmed = await apiJson<{ status: string }>(doctor, 'GET', `/rdvs/${rdv._id}`);
  expect(confirmed.status).toBe('confirmed');

  // The doctor removes her…
  await removeButton.click();
  const dialog = doctorPage.getByRole('dialog', { name: message('DOCTOR_SECRETARY.REMOVE_TITLE') });
  await dialog.getByRole('button', { name: message('DOCTOR_SECRETARY.CONFIRM_REMOVE'), exact: true }).click();
  await expect(
    successToast(doctorPage, format('DOCTOR_SECRETARY.REMOVED', { email: account.email })),
  ).toBeVisible();
  await expect(removeButton).toHaveCount(0);

  // …and her next load finds her signed out (spec: sessions revoked, verification at load).
  await secretaryPage.reload();
  await expect(secretaryPage).toHaveURL((url) => url.pathname === '/auth/login');
  await waitForPage(secretaryPage);
  const navbar = secretaryPage.getByRole('banner');
  await expect(navbar.getByRole('link', { name: navbarMessages.fr.doctorLogin, exact: true })).toBeVisible();
  await expect(
    navbar.getByRole('button', { name: navbarMessages.fr.patientSpace, exact: true }),
  ).toBeVisible();
  await expect(
    navbar.getByRole('button', { name: navbarMessages.fr.userMenu(seeded.name), exact: true }),
  ).toHaveCount(0);
  // Her access token, still unexpired, no longer opens the doctor's rdvs (every request re-reads the link).
  expect([401, 403]).toContain((await apiCall(secretary, 'GET', `/rdvs/${rdv._id}`)).status);
});
