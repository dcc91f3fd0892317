import { apiJson } from '../support/api';
import { apiRegister, bookableDoctor, newPatient } from '../support/booking';
import { expect, message, signIn, test, waitForPage } from '../support/test';
import { successToast } from '../support/api';

const HOUR_MS = 3_600_000;

// docs/decisions/029-waitlist.md: a cancellation hands the freed slot to a waiting patient.
test('a slot another patient cancels is offered to the waiting patient, who books it from the dashboard', async ({
  page,
}) => {
  const doctor = await bookableDoctor(10);
  const waiting = newPatient();
  await apiRegister(waiting);

  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(`/doctor-profile?id=${doctor.id}`)}`);
  await waitForPage(page);
  await signIn(page, waiting);
  await expect(page).toHaveURL(/\/doctor-profile\?id=/);
  await waitForPage(page);

  const section = page.getByRole('region', { name: message('WAITLIST.TITLE') });
  // Every day of the week, all day: whichever slot frees fits.
  const days = section.getByRole('group', { name: message('WAITLIST.DAYS') }).getByRole('checkbox');
  for (const day of await days.all()) await day.check();
  await section.getByLabel(message('WAITLIST.FROM'), { exact: true }).fill('00:00');
  await section.getByLabel(message('WAITLIST.TO'), { exact: true }).fill('23:45');
  await section.getByRole('button', { name: message('WAITLIST.JOIN') }).click();
  await expect(successToast(page, message('WAITLIST.JOINED'))).toBeVisible();
  await expect(section.getByRole('button', { name: message('WAITLIST.LEAVE') })).toBeVisible();

  // Another patient books a slot at least a day ahead, then cancels it.
  const other = await apiRegister(newPatient());
  const slot = doctor.slots.find((candidate) => Date.parse(candidate) > Date.now() + 24 * HOUR_MS)!;
  const rdv = await apiJson<{ _id: string }>(other, 'POST', '/rdvs', { doctor: doctor.id, date: slot });
  await apiJson(other, 'POST', `/rdvs/${rdv._id}/cancel`, { reason: 'Empêchement' });

  await page.goto('/patient-dashboard');
  await waitForPage(page);
  const offers = page.getByRole('region', { name: message('WAITLIST.OFFERS_TITLE') });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers).toContainText(doctor.name);
  const booking = page.waitForResponse((response) =>
    /\/v1\/waitlist\/offers\/[^/]+\/accept$/.test(response.url()),
  );
  await offers.getByRole('button', { name: message('WAITLIST.BOOK_OFFER') }).click();
  const booked = (await (await booking).json()) as { date: string; doctor: { _id: string } };
  expect(booked).toMatchObject({ date: slot, doctor: { _id: doctor.id } });
  await expect(successToast(page, message('WAITLIST.OFFER_BOOKED'))).toBeVisible();
  await expect(offers).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: message('PATIENT.RDVS.UPCOMING') }).getByText(doctor.name),
  ).toBeVisible();
});
