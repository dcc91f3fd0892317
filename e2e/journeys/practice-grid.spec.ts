import { apiLogin, demoDoctor, demoSecretary, signInStaff, successToast, tunisDay } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { expect, message, serverUrl, test, waitForPage } from '../support/test';

/**
 * A weekday hour of the demo doctor, in the next two weeks, free from end to end: it starts a slot and
 * its rows whether the doctor's slots last 20 or 30 minutes (the doctor-settings journey, running
 * alongside, changes them), so the rdv booked at its start can move one row down. Other journeys book
 * the doctor's last slot and open Sundays: an hour is drawn at random among the others.
 */
async function freeHour(doctorId: string): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(`${serverUrl()}/v1/doctors/${doctorId}/slots?from=${day(2)}&to=${day(14)}`);
  const { slots, slotMinutes } = (await answer.json()) as { slots: string[]; slotMinutes: number };
  const free = new Set(slots.map((slot) => new Date(slot).toISOString()));
  const hours = [...free].slice(0, -3).filter((slot) => {
    const sunday = new Date(`${tunisDay(slot)}T12:00:00Z`).getUTCDay() === 0;
    const onTheHour = new Date(slot).getUTCMinutes() === 0;
    const rows = Array.from({ length: 60 / slotMinutes }, (_, row) =>
      new Date(Date.parse(slot) + row * slotMinutes * 60_000).toISOString(),
    );
    return !sunday && onTheHour && rows.every((row) => free.has(row));
  });
  const hour = hours[Math.floor(Math.random() * hours.length)];
  if (!hour) throw new Error('e2e: no free weekday hour in the next two weeks');
  return hour;
}

// The practice's working tool (decision 040): the secretary books a walk-in from a free cell of the day's
// time grid, sees the rdv in the grid, moves it one slot down with the keyboard and back with a pointer;
// axe finds nothing in French nor in Arabic.
test('a secretary books a walk-in from a free cell of the grid, moves it by keyboard and drags it back', async ({
  page,
}) => {
  const doctor = await apiLogin(demoDoctor);
  const doctorId = doctor.user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  const slot = await freeHour(doctorId);
  const calendar = `/doctor-dashboard/calendar?view=day&date=${tunisDay(slot)}`;

  await signInStaff(page, demoSecretary, calendar);
  await expect(page).toHaveURL((url) => url.pathname === '/doctor-dashboard/calendar');
  await waitForPage(page);
  const grid = page.getByRole('grid', { name: message('DOCTOR_DASHBOARD.GRID.LABEL') });
  await expect(grid).toBeVisible();
  await expectNoAxeViolation(page);

  await grid.locator(`td[data-start="${slot}"] button`).click();
  const dialog = page.getByRole('dialog', { name: message('DOCTOR_DASHBOARD.PRACTICE_RDV.TITLE') });
  await dialog.getByLabel(message('DOCTOR_DASHBOARD.PRACTICE_RDV.MODE_NEW')).check();
  await dialog.getByLabel(message('AUTH.FIELDS.FIRST_NAME'), { exact: true }).fill('Hela');
  await dialog.getByLabel(message('AUTH.FIELDS.LAST_NAME'), { exact: true }).fill('Mansour');
  const phone = dialog.getByLabel(message('AUTH.FIELDS.PHONE'), { exact: true });
  await phone.fill('12 345 678');
  await dialog.getByRole('button', { name: message('DOCTOR_DASHBOARD.PRACTICE_RDV.SUBMIT') }).click();
  await expect(dialog.getByText(message('FORMS.VALIDATION.PHONE'))).toBeVisible();
  await expectNoAxeViolation(page);
  await phone.fill('20 123 456');
  await dialog.getByRole('button', { name: message('DOCTOR_DASHBOARD.PRACTICE_RDV.SUBMIT') }).click();
  await expect(successToast(page, message('DOCTOR_DASHBOARD.PRACTICE_RDV.BOOKED'))).toBeVisible();
  await expect(dialog).toBeHidden();

  const booked = grid.locator(`td[data-start="${slot}"] .dd-grid__rdv`);
  await expect(booked).toContainText('Hela Mansour');
  await expect(booked).toHaveAttribute('data-status', 'confirmed');

  // One row down, whatever the slot length the grid shows.
  const next = (await grid.locator(`tr:has(td[data-start="${slot}"]) + tr td`).getAttribute('data-start'))!;
  await booked.focus();
  await page.keyboard.press('Enter');
  await expect(booked).toHaveAttribute('data-moving', '');
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator(`td[data-start="${next}"] button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(successToast(page, message('DOCTOR_DASHBOARD.GRID.MOVED'))).toBeVisible();
  await expect(grid.locator(`td[data-start="${next}"] .dd-grid__rdv`)).toContainText('Hela Mansour');
  await expect(grid.locator(`td[data-start="${slot}"]`)).toHaveAttribute('data-state', 'free');

  // A pointer drags it back to where it was.
  await grid
    .locator(`td[data-start="${next}"] .dd-grid__rdv`)
    .dragTo(grid.locator(`td[data-start="${slot}"] button`));
  await expect(grid.locator(`td[data-start="${slot}"] .dd-grid__rdv`)).toContainText('Hela Mansour');
  await expect(grid.locator(`td[data-start="${next}"]`)).toHaveAttribute('data-state', 'free');

  await page.goto(`${calendar}&lng=ar`);
  await waitForPage(page);
  const arabicGrid = page.getByRole('grid', { name: message('DOCTOR_DASHBOARD.GRID.LABEL', 'ar') });
  await expect(arabicGrid.locator(`td[data-start="${slot}"] .dd-grid__rdv`)).toContainText('Hela Mansour');
  await expectNoAxeViolation(page);
});
