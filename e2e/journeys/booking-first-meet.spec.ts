import type { Page } from '@playwright/test';

import { apiJson, successToast, tunisDay } from '../support/api';
import { apiRegister, bookableDoctor, newPatient, settleOnSandbox } from '../support/booking';
import { expect, message, signIn, test, waitForPage } from '../support/test';

// Issue #30 points 1–4 (docs/decisions/051), on a 390 px phone: a relative added from the booking page
// books nothing; an online rdv left unpaid says until when it is held, and is paid from the booking page;
// the doctor's page says the limit reached before a slot is picked (in Arabic); the reschedule dialog
// opens on the rdv's day.

test.use({ viewport: { width: 390, height: 844 } });

const cardAt = (page: Page, slot: string) =>
  page.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);

interface Rdv {
  _id: string;
  paymentStatus: string;
}

test('what a patient meets first: a relative added, an unpaid rdv paid, the limit said, the rdv moved', async ({
  page,
}) => {
  test.slow();
  const doctor = await bookableDoctor(24);
  const patient = newPatient();
  const session = await apiRegister(patient);
  const { maxUpcomingRdvsPerPatient: limit } = await apiJson<{ maxUpcomingRdvsPerPatient: number }>(
    session,
    'GET',
    `/doctors/${doctor.id}`,
  );
  const [first, held] = doctor.slots;
  const last = doctor.slots.at(-1)!;

  // 1. « Ajouter un proche » on the booking page saves and selects the relative, and books nothing.
  const reservation = `/reservation?doctor=${doctor.id}&slot=${encodeURIComponent(first!)}`;
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(reservation)}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  await waitForPage(page);
  await page.getByRole('button', { name: message('RELATIVES.ADD_ONE'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('RELATIVES.ADD_TITLE') });
  await dialog.getByLabel(message('AUTH.FIELDS.FIRST_NAME'), { exact: true }).fill('Yasmine');
  await dialog.getByLabel(message('AUTH.FIELDS.LAST_NAME'), { exact: true }).fill('Essai');
  await dialog.getByLabel(message('PATIENT.SETTINGS.BIRTH_DATE'), { exact: true }).fill('2019-05-04');
  await dialog.getByLabel(message('PATIENT.SETTINGS.SEXE'), { exact: true }).selectOption('F');
  // « Lien » left empty first: the relative's form says so, and nothing is booked.
  await dialog.getByRole('button', { name: message('RELATIVES.ADD'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: message('FORMS.ERROR_SUMMARY_TITLE') })).toBeVisible();
  await dialog.getByLabel(message('RELATIVES.RELATION'), { exact: true }).selectOption('child');
  await dialog.getByRole('button', { name: message('RELATIVES.ADD'), exact: true }).click();
  await expect(successToast(page, message('RELATIVES.ADDED'))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Yasmine Essai \(Enfant, / })).toBeChecked();
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  expect((await apiJson<{ results: Rdv[] }>(session, 'GET', '/rdvs')).results).toEqual([]);

  // 2. An online rdv left unpaid: its card says until when it is held and offers to pay it; booking
  // its slot again says it is the patient's own, and pays it.
  const unpaid = await apiJson<Rdv>(session, 'POST', '/rdvs', {
    doctor: doctor.id,
    date: held,
    paymentMode: 'online',
  });
  await page.goto('/patient-dashboard');
  await waitForPage(page);
  const card = cardAt(page, held!);
  await expect(card).toContainText('à payer avant ');
  await expect(card.getByRole('button', { name: message('RDV_PAYMENT.PAY_NOW'), exact: true })).toBeVisible();

  await page.goto(`/reservation?doctor=${doctor.id}&slot=${encodeURIComponent(held!)}`);
  await waitForPage(page);
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce créneau est déjà à vous' })).toContainText(
    "il vous est gardé jusqu'à ",
  );
  await page.getByRole('button', { name: message('RESERVATION.PAY_NOW'), exact: true }).click();
  await settleOnSandbox(page, 'Payer');
  await expect
    .poll(async () => (await apiJson<Rdv>(session, 'GET', `/rdvs/${unpaid._id}`)).paymentStatus)
    .toBe('paid');

  // 3. At the doctor's limit, their page says so above the slots, before one is picked — in Arabic.
  for (const date of [last, ...doctor.slots.slice(2, limit)]) {
    await apiJson(session, 'POST', '/rdvs', { doctor: doctor.id, date });
  }
  await page.goto(`/doctor-profile?id=${doctor.id}&lng=ar`);
  await waitForPage(page);
  const note = page.getByRole('note').filter({ hasText: 'مع هذا الطبيب' });
  await expect(note).toContainText(message('DOCTOR_PROFILE.SLOTS.LIMIT_RELATIVES', 'ar'));

  // 4. The reschedule dialog opens on the rdv's day, not on the first free one.
  await page.goto('/patient-dashboard?lng=fr');
  await waitForPage(page);
  await cardAt(page, last)
    .getByRole('button', { name: message('PATIENT.RDVS.RESCHEDULE'), exact: true })
    .click();
  const move = page.getByRole('dialog', { name: message('PATIENT.RDVS.RESCHEDULE_TITLE') });
  await expect(move.locator('.tabib-slot-picker__day[data-selected]')).toHaveText(
    String(Number(tunisDay(last).slice(8))),
  );
});
