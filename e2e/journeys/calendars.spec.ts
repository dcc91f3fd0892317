import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';

import { demoDoctor, signInCapturing, signInStaff, successToast } from '../support/api';
import { demoPatient, expect, message, serverUrl, test, waitForPage } from '../support/test';

/** The events of an iCalendar text, read by ical.js (Mozilla's parser), not by anything of ours. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

// docs/decisions/028-calendars.md: "add to my calendar" gives the rdv as an .ics file.
test('a patient adds an upcoming rdv to their calendar as an .ics file', async ({ page }) => {
  await page.goto('/auth/login?returnUrl=%2Fpatient-dashboard');
  await waitForPage(page);
  await signInCapturing(page, demoPatient);
  await expect(page).toHaveURL(/\/patient-dashboard$/);
  await waitForPage(page);

  const upcoming = page.getByRole('region', { name: message('PATIENT.RDVS.UPCOMING') });
  const file = page.waitForResponse((response) => /\/v1\/rdvs\/[^/]+\/calendar/.test(response.url()));
  const download = page.waitForEvent('download');
  await upcoming
    .getByRole('button', { name: message('PATIENT.RDVS.ADD_TO_CALENDAR') })
    .first()
    .click();
  const rdvId = /\/rdvs\/([^/]+)\/calendar/.exec((await file).url())![1]!;

  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^rdv-\d{4}-\d{2}-\d{2}\.ics$/);
  const events = eventsOf(await readFile((await saved.path())!, 'utf8'));
  expect(events).toHaveLength(1);
  expect(events[0]!.uid).toBe(`rdv-${rdvId}@tabib.tn`);
  expect(events[0]!.summary).toMatch(/^Rendez-vous avec Dr /);
  expect(events[0]!.startDate.zone.tzid).toBe('Africa/Tunis');
});

test("a doctor subscribes a calendar to the agenda's private address, then revokes it", async ({ page }) => {
  await signInStaff(page, demoDoctor, '/doctor-dashboard/settings');
  await expect(page).toHaveURL(/\/doctor-dashboard\/settings$/);
  await waitForPage(page);

  const section = page.getByRole('region', { name: message('DOCTOR_SETTINGS.CALENDAR.TITLE') });
  const address = section.getByLabel(message('DOCTOR_SETTINGS.CALENDAR.URL'));
  const create = section.getByRole('button', { name: message('DOCTOR_SETTINGS.CALENDAR.CREATE') });
  // A run may find the address an earlier run made; replace it so this run knows its address is new.
  if (await create.isVisible()) {
    await create.click();
  } else {
    await section.getByRole('button', { name: message('DOCTOR_SETTINGS.CALENDAR.ROTATE') }).click();
    await page
      .getByRole('dialog', { name: message('DOCTOR_SETTINGS.CALENDAR.ROTATE_TITLE') })
      .getByRole('button', { name: message('DOCTOR_SETTINGS.CALENDAR.ROTATE') })
      .click();
  }
  await expect(successToast(page, message('DOCTOR_SETTINGS.CALENDAR.CREATED'))).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/v1\/calendarFeed\/[A-Za-z0-9_-]{43}$/);

  // A calendar application reads the address with no session at all.
  const feedUrl = `${serverUrl()}${new URL(url).pathname}`;
  const feed = await fetch(feedUrl);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const events = eventsOf(await feed.text());
  expect(events.length).toBeGreaterThan(0);
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);

  await section.getByRole('button', { name: message('DOCTOR_SETTINGS.CALENDAR.REVOKE') }).click();
  const dialog = page.getByRole('dialog', { name: message('DOCTOR_SETTINGS.CALENDAR.REVOKE_TITLE') });
  await dialog.getByRole('button', { name: message('DOCTOR_SETTINGS.CALENDAR.REVOKE') }).click();
  await expect(successToast(page, message('DOCTOR_SETTINGS.CALENDAR.REVOKED'))).toBeVisible();
  await expect(create).toBeVisible();
  expect((await fetch(feedUrl)).status).toBe(404);
});
