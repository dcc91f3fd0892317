import type { Page } from '@playwright/test';

import { appointmentCardMessages } from '../support/uiLabels';
import {
  apiRegister,
  bookableDoctor,
  cancelFromDashboard,
  newPatient,
  reserveOnlineAfterLogin,
  settleOnSandbox,
} from '../support/booking';
import { tunisDay } from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';

const statusNames = appointmentCardMessages.fr.status;

/** The patient's card of the rdv at `slot` on /patient-dashboard (AppointmentCard's <time datetime>). */
const cardAt = (page: Page, slot: string) =>
  page.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);

// requirements §2 booking journey with online payment (decisions 008 and 015): register, pick a free slot on the
// doctor's profile, pay on the sandbox provider's page, find the rdv on the dashboard, move it, cancel it.
test('a new patient books and pays online, then moves and cancels the rdv', async ({ page }) => {
  test.slow();
  const doctor = await bookableDoctor(11);
  const patient = newPatient();

  await page.goto('/auth/register');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('AUTH.REGISTER.TITLE'));
  const form = page.getByRole('main');
  const field = (id: string) => form.getByLabel(message(id), { exact: true });
  await field('AUTH.FIELDS.FIRST_NAME').fill(patient.firstName);
  await field('AUTH.FIELDS.LAST_NAME').fill(patient.lastName);
  await field('AUTH.FIELDS.EMAIL').fill(patient.email);
  await field('AUTH.FIELDS.PASSWORD').fill(patient.password);
  await field('AUTH.FIELDS.CONFIRM_PASSWORD').fill(patient.password);
  await form.getByRole('button', { name: message('AUTH.REGISTER.SUBMIT'), exact: true }).click();
  await expect(page.getByText(message('SUCCESS.REGISTERED')).first()).toBeVisible();
  await expect(page).not.toHaveURL((url) => url.pathname === '/auth/register');

  await page.goto(`/doctor-profile?id=${doctor.id}`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doctor.name);
  // The profile's picker opens on the first day with a free slot; its first time is the earliest slot.
  await page.getByRole('radiogroup').locator('time').first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/reservation' && url.searchParams.get('doctor') === doctor.id,
  );
  const slot = new URL(page.url()).searchParams.get('slot')!;
  expect(doctor.slots).toContain(slot);
  await waitForPage(page);

  // click, then wait for the checked state: the form re-renders the choice asynchronously, and `check()`
  // fails when its immediate re-read comes first.
  const online = page.getByLabel(message('RESERVATION.PAYMENT.ONLINE'), { exact: true });
  await online.click();
  await expect(online).toBeChecked();
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM_AND_PAY'), exact: true }).click();
  await settleOnSandbox(page, 'Payer');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('PAYMENT.TITLE'));
  await expect(page.getByRole('main').getByText(message('SUCCESS.PAYMENT_PROCESSED'))).toBeVisible();

  await page.getByRole('link', { name: message('PAYMENT.DASHBOARD_LINK'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
  await waitForPage(page);
  const booked = cardAt(page, slot);
  await expect(booked).toHaveAttribute('data-status', 'pending');
  await expect(booked).toContainText(doctor.name);

  // requirements §4 "Date can be rescheduled": the dialog offers the doctor's free slots (not the rdv's own).
  await booked.getByRole('button', { name: message('PATIENT.RDVS.RESCHEDULE'), exact: true }).click();
  const moveDialog = page.getByRole('dialog', { name: message('PATIENT.RDVS.RESCHEDULE_TITLE') });
  // The dialog's calendar opens on the rdv's day (issue #30 point 4): another free slot of that day, else
  // the doctor's next one, on the day picked in the calendar.
  const newSlot =
    doctor.slots.find((other) => other !== slot && tunisDay(other) === tunisDay(slot)) ??
    doctor.slots[doctor.slots.indexOf(slot) + 1]!;
  if (tunisDay(newSlot) !== tunisDay(slot)) {
    await moveDialog
      .locator('.tabib-slot-picker__day:not([data-outside-month])')
      .getByText(String(Number(tunisDay(newSlot).slice(8))), { exact: true })
      .click();
  }
  await moveDialog.getByRole('radiogroup').locator(`time[datetime="${newSlot}"]`).click();
  await moveDialog
    .getByRole('button', { name: message('PATIENT.RDVS.CONFIRM_RESCHEDULE'), exact: true })
    .click();
  await expect(page.getByText(message('SUCCESS.RDV_UPDATED')).first()).toBeVisible();
  await expect(moveDialog).toHaveCount(0);
  await expect(cardAt(page, slot)).toHaveCount(0);
  const moved = cardAt(page, newSlot);
  await expect(moved).toBeVisible();

  await cancelFromDashboard(page, moved, 'Empêchement de dernière minute');
  await expect(moved).toHaveAttribute('data-status', 'cancelled');
  await expect(moved).toContainText(statusNames.cancelled);
  await expect(moved.getByRole('button', { name: message('PATIENT.RDVS.CANCEL'), exact: true })).toHaveCount(
    0,
  );
});

// decision 015: a declined payment leaves the rdv held and unpaid; /payment says so and offers a retry,
// which starts a new payment on the provider's page.
test('a declined payment can be retried and then succeeds', async ({ page }) => {
  const doctor = await bookableDoctor(12);
  const patient = newPatient();
  await apiRegister(patient);
  const slot = doctor.slots[0]!;

  await reserveOnlineAfterLogin(page, patient, doctor.id, slot);

  const declinedToken = await settleOnSandbox(page, 'Refuser');
  await waitForPage(page);
  await expect(page.getByRole('alert').filter({ hasText: message('ERRORS.PAYMENT_FAILED') })).toBeVisible();
  // Until when the slot still waits for the payment (issue #30 point 2).
  await expect(page.getByRole('main')).toContainText("il vous est gardé jusqu'à ");
  const retry = page.getByRole('button', { name: message('PAYMENT.RETRY'), exact: true });
  await retry.click();

  const paidToken = await settleOnSandbox(page, 'Payer');
  expect(paidToken).not.toBe(declinedToken);
  await waitForPage(page);
  await expect(page.getByRole('main').getByText(message('SUCCESS.PAYMENT_PROCESSED'))).toBeVisible();
  await expect(page.getByRole('button', { name: message('PAYMENT.RETRY'), exact: true })).toHaveCount(0);
});
