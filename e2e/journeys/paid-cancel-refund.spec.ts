import type { Page } from '@playwright/test';

import { apiJson, apiLogin, demoAdmin, demoDoctor } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import {
  apiRegister,
  bookableDoctor,
  cancelFromDashboard,
  newPatient,
  reserveOnlineAfterLogin,
  settleOnSandbox,
} from '../support/booking';
import { expect, message, signIn, test, waitForPage } from '../support/test';

const HOUR_MS = 3_600_000;

/** The card of the rdv at `slot` (AppointmentCard's <time datetime>). */
const cardAt = (page: Page, slot: string) =>
  page.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);

// docs/decisions/035: a booking paid online through the sandbox, then cancelled by
// the patient before the cutoff, is refunded in full at once; the patient, the doctor and the back
// office all see the payment and its refund, and the receipt prints.
test('a paid booking cancelled by the patient is refunded, seen by patient, doctor and admin', async ({
  browser,
  page,
}) => {
  test.slow();
  const doctor = await bookableDoctor(21);
  const patient = newPatient();
  await apiRegister(patient);
  // More than 25 h ahead: past every doctor's cutoff (at most 24 h here) whatever the hour of the run.
  const slot = doctor.slots.find((candidate) => Date.parse(candidate) > Date.now() + 25 * HOUR_MS);
  if (!slot) throw new Error('e2e: the doctor has no free slot more than 25 h ahead');

  await reserveOnlineAfterLogin(page, patient, doctor.id, slot);
  await settleOnSandbox(page, 'Payer');
  await waitForPage(page);
  await expect(page.getByRole('main').getByText(message('SUCCESS.PAYMENT_PROCESSED'))).toBeVisible();

  await page.goto('/patient-dashboard');
  await waitForPage(page);
  const card = cardAt(page, slot);
  const payment = card.locator('.rdv-payment');
  await expect(payment).toHaveAttribute('data-payment', 'paid');
  await expect(payment).toContainText(message('RDV_PAYMENT.STATUS.ONLINE_PAID'));
  await expect(payment.locator('.rdv-payment__refund')).toHaveCount(0);

  await card.getByRole('link', { name: new RegExp(`^${message('RDV_PAYMENT.RECEIPT')}`) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/receipt' && url.searchParams.has('rdv'));
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('RECEIPT.TITLE'));
  const receipt = page.locator('.receipt');
  await expect(receipt).toContainText(doctor.name);
  await expect(receipt).toContainText(patient.email);
  await expect(receipt).toContainText(message('RECEIPT.METHOD_SANDBOX'));
  await expect(page.getByRole('button', { name: message('RECEIPT.PRINT'), exact: true })).toBeVisible();
  // The print stylesheet leaves the receipt alone on the page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.tabib-navbar')).toBeHidden();
  await expect(page.getByRole('button', { name: message('RECEIPT.PRINT'), exact: true })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: message('RECEIPT.BACK'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
  await waitForPage(page);
  await cancelFromDashboard(page, card, 'Empêchement');
  await expect(card).toHaveAttribute('data-status', 'cancelled');
  await expect(payment).toHaveAttribute('data-payment', 'refunded');
  await expect(payment.locator('.rdv-payment__refund')).toHaveAttribute('data-refund', 'refunded');
  const refundedOn = message('RDV_PAYMENT.REFUND.REFUNDED').split('{date}')[0]!;
  await expect(payment.locator('.rdv-payment__refund')).toContainText(refundedOn);

  // The patient's pages in Arabic (RTL): the dashboard and the receipt with its refund.
  await page.goto('/patient-dashboard?lng=ar');
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cardAt(page, slot).locator('.rdv-payment__refund')).toContainText(
    message('RDV_PAYMENT.REFUND.REFUNDED', 'ar').split('{date}')[0]!.trim(),
  );
  await expectNoAxeViolation(page);
  await cardAt(page, slot)
    .getByRole('link', { name: new RegExp(`^${message('RDV_PAYMENT.RECEIPT', 'ar')}`) })
    .click();
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('RECEIPT.TITLE', 'ar'));
  await expect(page.locator('.receipt [data-refund="refunded"]')).toBeVisible();
  await expectNoAxeViolation(page);

  // The doctor sees the refund on the agenda's day of the rdv, cancelled ones included.
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  const doctors = await apiJson<{ results: { _id: string; email: string }[] }>(
    admin,
    'GET',
    `/admin/doctors?q=${encodeURIComponent(doctor.name.replace(/^Dr\s+/, ''))}&limit=100`,
  );
  const doctorEmail = doctors.results.find((row) => row._id === doctor.id)?.email;
  if (!doctorEmail) throw new Error('e2e: the doctor is not in the back office');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(slot));
  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await doctorPage.goto(
    `/auth/doctor-login?returnUrl=${encodeURIComponent(`/doctor-dashboard?date=${day}`)}`,
  );
  await waitForPage(doctorPage);
  // Every seeded account shares the demo password.
  await signIn(doctorPage, { email: doctorEmail, password: demoDoctor.password });
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  await waitForPage(doctorPage);
  const agendaCard = cardAt(doctorPage, slot);
  await expect(agendaCard).toHaveAttribute('data-status', 'cancelled');
  await expect(agendaCard.locator('.rdv-payment')).toHaveAttribute('data-payment', 'refunded');
  await expect(agendaCard.locator('.rdv-payment__refund')).toContainText(refundedOn);
  await expect(
    agendaCard.getByRole('link', { name: new RegExp(`^${message('RDV_PAYMENT.RECEIPT')}`) }),
  ).toBeVisible();

  // The back office lists the refund, done, with its patient and amount.
  const adminPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await adminPage.goto('/admin/login');
  await waitForPage(adminPage);
  const form = adminPage.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await form.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT'), exact: true }).click();
  await expect(adminPage).toHaveURL((url) => url.pathname === '/admin/doctors');
  await waitForPage(adminPage);
  await adminPage.getByRole('link', { name: message('ADMIN.SHELL.NAV.REFUNDS'), exact: true }).click();
  await expect(adminPage).toHaveURL((url) => url.pathname === '/admin/refunds');
  await waitForPage(adminPage);
  await adminPage
    .getByLabel(message('ADMIN.REFUNDS.STATUS_FILTER'), { exact: true })
    .selectOption('refunded');
  await expect(adminPage).toHaveURL((url) => url.searchParams.get('status') === 'refunded');
  const row = adminPage.locator('tr', { hasText: patient.email });
  await expect(row).toHaveAttribute('data-refund', 'refunded');
  await expect(row).toContainText(message('ADMIN.REFUNDS.CAUSE.PATIENT_CANCELLED'));
  await expect(row).toContainText(message('ADMIN.REFUNDS.STATUS.REFUNDED'));
  await expect(
    row.getByRole('button', { name: new RegExp(`^${message('ADMIN.REFUNDS.COMPLETE')}`) }),
  ).toHaveCount(0);
});
