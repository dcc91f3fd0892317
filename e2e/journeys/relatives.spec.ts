import type { Page } from '@playwright/test';

import { apiLogin, demoDoctor, signInStaff, successToast, tunisDay } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiRegister, newPatient } from '../support/booking';
import { expect, message, serverUrl, signIn, test, waitForPage } from '../support/test';

// docs/decisions/041-relatives.md: a parent adds their child, books the child an rdv, sees it in their
// rdvs; the doctor's agenda names the child and the parent. Axe-clean in French and Arabic.

/** A birth date six years and two months before today (so the child is 6 in any month). */
function sixYearsOld(): string {
  const date = new Date(Date.now() - 62 * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - 6);
  return date.toISOString().slice(0, 10);
}

/** A free slot of the demo doctor in the middle of the next two weeks (other journeys take the first and last). */
async function demoDoctorSlot(doctorId: string): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${serverUrl()}/v1/doctors/${doctorId}/slots?from=${day(2)}&to=${day(14)}`);
  const { slots } = (await response.json()) as { slots: string[] };
  const slot = slots[Math.floor(slots.length / 2)];
  if (!slot) throw new Error('e2e: the demo doctor has no free slot in the next two weeks');
  return slot;
}

// The rdv booked at `slot`: a free slot may be one another journey's cancelled rdv left, still listed.
const cardAt = (page: Page, slot: string) =>
  page.locator(
    `article:not([data-status="cancelled"]):has(time[datetime="${new Date(slot).toISOString()}"])`,
  );

test('a patient adds a child, books for the child and sees it; the doctor sees the child and the parent', async ({
  page,
  browser,
}) => {
  test.slow();
  const patient = newPatient();
  await apiRegister(patient);
  const doctorId = (await apiLogin(demoDoctor)).user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  const slot = await demoDoctorSlot(doctorId);

  await page.goto(`/auth/login?returnUrl=${encodeURIComponent('/patient-dashboard/settings')}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard/settings');
  await waitForPage(page);

  const relatives = page.getByRole('region', { name: message('RELATIVES.TITLE') });
  await expect(relatives.getByText(message('RELATIVES.EMPTY'))).toBeVisible();
  const add = page.getByRole('region', { name: message('RELATIVES.ADD_TITLE') });
  // A birth date to come is refused before anything is sent.
  await add.getByLabel(message('AUTH.FIELDS.FIRST_NAME'), { exact: true }).fill('Ahmed');
  await add.getByLabel(message('AUTH.FIELDS.LAST_NAME'), { exact: true }).fill('Essai');
  await add.getByLabel(message('PATIENT.SETTINGS.SEXE'), { exact: true }).selectOption('M');
  await add.getByLabel(message('RELATIVES.RELATION'), { exact: true }).selectOption('child');
  await add.getByLabel(message('PATIENT.SETTINGS.BIRTH_DATE'), { exact: true }).fill(sixYearsOld());
  await add.getByRole('button', { name: message('RELATIVES.ADD'), exact: true }).click();
  await expect(successToast(page, message('RELATIVES.ADDED'))).toBeVisible();
  await expect(relatives.getByRole('heading', { level: 3, name: 'Ahmed Essai' })).toBeVisible();
  await expect(relatives).toContainText(`${message('RELATIVES.RELATIONS.CHILD')} · `);
  await expect(relatives).toContainText('6 ans');
  await expectNoAxeViolation(page);

  // « Pour qui ? » on the reservation page: the child, by keyboard.
  await page.goto(`/reservation?doctor=${doctorId}&slot=${encodeURIComponent(slot)}`);
  await waitForPage(page);
  const forWhom = page.getByRole('group', { name: message('RELATIVES.FOR_WHOM') });
  const me = forWhom.getByRole('radio', { name: `Moi-même (${patient.firstName} ${patient.lastName})` });
  await expect(me).toBeChecked();
  const child = forWhom.getByRole('radio', { name: /^Ahmed Essai \(Enfant, 6 ans\)$/ });
  await me.focus();
  await page.keyboard.press('ArrowDown');
  await expect(child).toBeChecked();
  await expectNoAxeViolation(page);
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard');
  await waitForPage(page);
  const booked = cardAt(page, slot);
  await expect(booked).toContainText('Pour Ahmed Essai');
  await expectNoAxeViolation(page);

  // The same pages in Arabic (right to left) are axe-clean too.
  for (const path of [
    '/patient-dashboard/settings',
    `/reservation?doctor=${doctorId}&slot=${encodeURIComponent(slot)}`,
  ]) {
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=ar`);
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('Ahmed Essai').first()).toBeVisible();
    // The child's relation and age after the Arabic comma « ، » (a Latin « , » before).
    if (path.startsWith('/reservation')) {
      const childAr = `Ahmed Essai (${message('RELATIVES.RELATIONS.CHILD', 'ar')}، 6 سنوات)`;
      await expect(page.getByRole('radio', { name: childAr, exact: true })).toBeVisible();
    }
    await expectNoAxeViolation(page);
  }

  // The doctor's agenda names the child, the parent to call and the child's age.
  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await signInStaff(doctorPage, demoDoctor, `/doctor-dashboard?date=${tunisDay(slot)}`);
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  await waitForPage(doctorPage);
  await expect(cardAt(doctorPage, slot)).toContainText(
    `Ahmed Essai (fils de ${patient.firstName} ${patient.lastName}), 6 ans`,
  );
  await expectNoAxeViolation(doctorPage);
});
