import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import {
  apiJson,
  apiLogin,
  demoAdmin,
  demoDoctor,
  demoSecretary,
  guestPost,
  signInStaff,
  successToast,
  tunisDay,
  uniqueTag,
} from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiGet, expect, message, serverUrl, test, waitForPage } from '../support/test';

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

/** Axe's rule that a control's name holds the words it shows (voice users say what they see); off by default. */
async function expectNamesHoldTheirText(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.flatMap(({ nodes }) => nodes.map((node) => node.target.join(' ')))).toEqual([]);
}

// Issue #30: a doctor whose 20-minute slots start at 08:10 sees rows at 08:10, 08:30… and moves an rdv one
// slot down; on a phone in Arabic the calendar opens on today alone, with buttons to the next day, and the
// agenda's card keeps the walk-in's phone, +216 55 546 724, apart from the visit.
test('a doctor whose slots start at :10 moves an rdv in the grid; on a phone the calendar opens on today', async ({
  page,
}) => {
  const tag = uniqueTag().replace(/\d/g, 'x');
  const [specialty] = (await apiGet<{ results: { _id: string }[] }>('/doctorSpecialties?limit=1')).results;
  const [city] = (await apiGet<{ results: { _id: string }[] }>('/locations?limit=1')).results;
  const account = { email: `e2e-grid-${tag}@tabib.test`, password: 'Tabib-E2E-2026' };
  const doctor = await guestPost('/auth/register', {
    role: 'doctor',
    ...account,
    firstName: 'Salma',
    lastName: `Grid${tag}`,
    sexe: 'F',
    specialty: specialty!._id,
    city: city!._id,
  });
  // Only a verified, active doctor takes rdvs.
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  await apiJson(admin, 'PATCH', `/users/${doctor.user._id}/doctor-boolean-info`, {
    isVerified: true,
    isActive: true,
  });
  await apiJson(doctor, 'POST', '/workingHours', {
    doctor: doctor.user.doctor!._id,
    slotMinutes: 20,
    schedule: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: [{ start: '08:10', end: '12:10' }] })),
  });
  const tomorrow = tunisDay(new Date(Date.now() + 86_400_000).toISOString());
  // Tunis is UTC+1 all year.
  const at = (clock: string) => new Date(`${tomorrow}T${clock}:00+01:00`).toISOString();
  const patient = `Hela Mansour${tag}`;
  await apiJson(doctor, 'POST', '/practice/rdvs', {
    date: at('08:10'),
    patient: { firstName: 'Hela', lastName: `Mansour${tag}`, phone: '55546724' },
  });

  await signInStaff(page, account, `/doctor-dashboard/calendar?view=day&date=${tomorrow}`);
  await waitForPage(page);
  const grid = page.getByRole('grid', { name: message('DOCTOR_DASHBOARD.GRID.LABEL') });
  await expect(grid.getByRole('rowheader').first()).toHaveText('08:10');
  const booked = grid.locator(`td[data-start="${at('08:10')}"] .dd-grid__rdv`);
  await expect(booked).toContainText(patient);
  await booked.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(grid.locator(`td[data-start="${at('08:30')}"] button`)).toBeFocused();
  // The keys' help shows once the keyboard is in the grid.
  await expect(page.getByText(message('DOCTOR_DASHBOARD.GRID.INSTRUCTIONS'))).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(successToast(page, message('DOCTOR_DASHBOARD.GRID.MOVED'))).toBeVisible();
  await expect(grid.locator(`td[data-start="${at('08:30')}"] .dd-grid__rdv`)).toContainText(patient);
  await expectNoAxeViolation(page);
  await expectNamesHoldTheirText(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/doctor-dashboard/calendar?lng=ar');
  await waitForPage(page);
  const day = page.getByRole('button', {
    name: message('DOCTOR_DASHBOARD.RDVS.VIEW_DAY', 'ar'),
    exact: true,
  });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const arabicGrid = page.getByRole('grid', { name: message('DOCTOR_DASHBOARD.GRID.LABEL', 'ar') });
  // The corner and one day.
  await expect(arabicGrid.getByRole('columnheader')).toHaveCount(2);
  await expect(
    page.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.PREVIOUS_DAY', 'ar') }),
  ).toBeVisible();
  await page.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.NEXT_DAY', 'ar') }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('date') === tomorrow);
  const moved = arabicGrid.locator(`td[data-start="${at('08:30')}"] .dd-grid__rdv`);
  await expect(moved).toContainText(patient);
  // The chip spans the day's column, most of the phone's width.
  expect((await moved.boundingBox())!.width).toBeGreaterThan(250);
  await expectNoAxeViolation(page);

  await page.goto(`/doctor-dashboard?date=${tomorrow}&lng=ar`);
  await waitForPage(page);
  const card = page.getByRole('article').filter({ hasText: patient });
  await expect(card.locator('a[href="tel:+21655546724"] bdi[dir="ltr"]')).toHaveText('+216 55 546 724');
  await expect(card).toContainText(` · ${message('DOCTOR_DASHBOARD.RDVS.PHONE', 'ar')} +216 55 546 724`);
  await expectNoAxeViolation(page);
});
