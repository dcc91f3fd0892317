import type { Browser, Page } from '@playwright/test';

import { apiJson, type ApiSession } from '../support/api';
import { apiRegister, bookableDoctor, newPatient, type NewPatient } from '../support/booking';
import { apiGet, expect, message, signIn, test, waitForPage } from '../support/test';

/** The day of an instant in Africa/Tunis, as YYYY-MM-DD (en-CA); '' for none. */
const tunisDay = (instant: string) =>
  instant === ''
    ? ''
    : new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(instant));

interface RdvPage {
  results: { _id: string; date: string; status: string }[];
}

/** A signed-in patient's own browser, on the reservation page of `reservation`. */
async function patientOn(browser: Browser, patient: NewPatient, reservation: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Africa/Tunis' })).newPage();
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(reservation)}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  await waitForPage(page);
  return page;
}

const activeOn = async (session: ApiSession, doctor: string, slot: string) => {
  const query = encodeURIComponent(
    JSON.stringify({ doctor, from: slot, to: new Date(Date.parse(slot) + 1).toISOString() }),
  );
  const page = await apiJson<RdvPage>(session, 'GET', `/rdvs?query=${query}`);
  return page.results.filter((rdv) => ['pending', 'confirmed'].includes(rdv.status));
};

// decision 008: a slot holds one active rdv (unique index). Two patients confirming the same slot at
// once: one is booked, the other is told the slot was just taken and sees the fresh free slots.
test('two patients confirm the same slot at once: exactly one gets it', async ({ browser }) => {
  const doctor = await bookableDoctor(13);
  // The first slot of a day with another one after it: the loser's picker opens on that day, where
  // the next free slot comes first.
  const index = doctor.slots.findIndex(
    (slot, i) =>
      (i === 0 || tunisDay(doctor.slots[i - 1]!) !== tunisDay(slot)) &&
      tunisDay(doctor.slots[i + 1] ?? '') === tunisDay(slot),
  );
  const slot = doctor.slots[index]!;
  const nextSlot = doctor.slots[index + 1]!;
  const reservation = `/reservation?doctor=${doctor.id}&slot=${encodeURIComponent(slot)}`;
  const patients = [newPatient(), newPatient()];
  const sessions = await Promise.all(patients.map(apiRegister));
  const pages = await Promise.all(patients.map((patient) => patientOn(browser, patient, reservation)));

  const confirmButtons = pages.map((page) =>
    page.getByRole('button', { name: message('RESERVATION.CONFIRM'), exact: true }),
  );
  for (const button of confirmButtons) await expect(button).toBeEnabled();
  await Promise.all(confirmButtons.map((button) => button.click()));

  const slotTaken = (page: Page) =>
    page.getByRole('alert').filter({ hasText: message('RESERVATION.ERRORS.SLOT_TAKEN') });
  // Each page ends either on the dashboard, having said so (booked), or with the slot-taken alert
  // (lost); the other wait is dropped when the test ends. The success toast closes after 3000 ms: it is
  // awaited from the click on, not once both pages are done.
  const outcomes = await Promise.all(
    pages.map((page) =>
      Promise.race([
        Promise.all([
          page.waitForURL((url) => url.pathname === '/patient-dashboard'),
          page.getByText(message('SUCCESS.RDV_BOOKED')).first().waitFor(),
        ]).then(
          () => 'booked' as const,
          () => 'error' as const,
        ),
        slotTaken(page)
          .waitFor()
          .then(
            () => 'lost' as const,
            () => 'error' as const,
          ),
      ]),
    ),
  );
  expect([...outcomes].sort()).toEqual(['booked', 'lost']);
  const loser = pages[outcomes.indexOf('lost')]!;

  await expect(slotTaken(loser)).toBeVisible();
  await expect(loser).toHaveURL((url) => url.pathname === '/reservation' && !url.searchParams.has('slot'));
  // The fresh slots of the day: the next one is offered, the taken one is not.
  const freshTimes = loser.getByRole('radiogroup').locator('time');
  await expect(freshTimes.first()).toBeVisible();
  await expect(freshTimes.first()).toHaveAttribute('datetime', nextSlot);
  await expect(loser.locator(`time[datetime="${slot}"]`)).toHaveCount(0);

  // The server agrees: one active rdv on the slot, the winner's, and the slot is no longer free.
  const [first, second] = await Promise.all(sessions.map((session) => activeOn(session, doctor.id, slot)));
  expect(first!.length + second!.length).toBe(1);
  const winnerRdvs = outcomes[0] === 'booked' ? first! : second!;
  expect(winnerRdvs.map((rdv) => new Date(rdv.date).toISOString())).toEqual([new Date(slot).toISOString()]);
  const day = tunisDay(slot);
  const { slots } = await apiGet<{ slots: string[] }>(`/doctors/${doctor.id}/slots?from=${day}&to=${day}`);
  expect(slots).not.toContain(slot);
});
