import type { Page } from '@playwright/test';

import { apiCall, apiJson, apiLogin, demoAdmin, demoDoctor, type WorkingHours } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiRegister, newPatient, patientSeenAtThePractice, settleOnSandbox } from '../support/booking';
import { demoPatient, expect, message, serverUrl, signIn, test, waitForPage } from '../support/test';

// Issue #38 point 5, docs/decisions/054: booking a teleconsultation in the browser. A returning patient
// (seen at the practice) books and pays it; a new patient is told before the form that it needs a visit
// at the practice first, is offered that visit, and the server's refusal is said in their language when
// the page is made to send the booking anyway.

interface RemoteOffer {
  doctorId: string;
  remoteId: string;
  /** Free teleconsultation slots two days ahead and more: the run's hour of the day does not matter. */
  slots: string[];
  /** A patient the doctor has examined at the practice (a past `done` rdv, not remote). */
  returning: { email: string; password: string };
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** Every day, 09:00–17:00 in Tunis: the doctor's teleconsultation hours for this journey. */
const REMOTE_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  day: weekday,
  intervals: [{ start: '09:00', end: '17:00' }],
}));
/** Pages of the search no other journey takes its doctors from (support/booking.ts `bookableDoctor`). */
const SEARCH_PAGES = [31, 32, 33, 34];

/**
 * A doctor of the demo data who takes online payment, and one of their patients seen at the practice (a
 * past `done` rdv, not remote: packages/server/src/seed/agenda.ts; every seeded account shares the demo
 * password). Not the demo doctor, whose hours the room journey rewrites meanwhile, nor the demo patient,
 * whom the other journeys keep near the platform's limit of upcoming rdvs. The admin (who may edit any
 * doctor's hours) makes the doctor offer a teleconsultation every day, as the visit types editor would.
 */
async function remoteOffer(): Promise<RemoteOffer> {
  const demoDoctorId = (await apiLogin(demoDoctor)).user.doctor?._id;
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  for (const page of SEARCH_PAGES) {
    const list = (await (await fetch(`${serverUrl()}/v1/doctors?limit=20&page=${page}`)).json()) as {
      results: { _id: string; acceptsOnlinePayment: boolean }[];
    };
    for (const doctor of list.results) {
      if (!doctor.acceptsOnlinePayment || doctor._id === demoDoctorId) continue;
      const seen = await patientSeenAtThePractice(admin, doctor._id);
      const hours = (
        await apiJson<{ results: WorkingHours[] }>(admin, 'GET', `/workingHours?doctor=${doctor._id}`)
      ).results[0];
      if (!seen || !hours) continue;
      const existing = hours.visitTypes.find((visitType) => visitType.remote === true);
      const remote = {
        ...(existing ? { _id: existing._id } : {}),
        name: 'Téléconsultation',
        names: { en: 'Teleconsultation', ar: 'استشارة عن بعد' },
        durationMinutes: hours.slotMinutes,
        price: 30_000,
        remote: true,
        remoteSchedule: REMOTE_HOURS,
      };
      const saved = await apiJson<WorkingHours>(admin, 'PUT', `/workingHours/${hours._id}`, {
        doctor: doctor._id,
        slotMinutes: hours.slotMinutes,
        schedule: hours.schedule,
        visitTypes: [
          ...hours.visitTypes
            .filter((visitType) => visitType._id !== existing?._id)
            .map(({ _id, name, names, durationMinutes, price, remote: isRemote, remoteSchedule }) => ({
              _id,
              name,
              names,
              durationMinutes,
              price,
              remote: isRemote === true,
              ...(isRemote === true && { remoteSchedule }),
            })),
          remote,
        ],
        absences: hours.absences,
      });
      const remoteId = saved.visitTypes.find(
        (visitType) => visitType.remote && visitType.name === remote.name,
      )?._id;
      if (!remoteId) throw new Error('e2e: the teleconsultation was not saved');
      const found = (await (
        await fetch(
          `${serverUrl()}/v1/doctors/${doctor._id}/slots?from=${day(2)}&to=${day(12)}&visitType=${remoteId}`,
        )
      ).json()) as { slots: string[] };
      const slots = found.slots.filter((slot) => Date.parse(slot) > Date.now() + 2 * DAY_MS);
      if (slots.length >= 2) {
        return {
          doctorId: doctor._id,
          remoteId,
          slots,
          returning: { email: seen, password: demoPatient.password },
        };
      }
    }
  }
  throw new Error(
    `e2e: no doctor on pages ${SEARCH_PAGES.join(', ')} of the search takes online payment and has a patient seen at the practice`,
  );
}

const reservationUrl = (offer: RemoteOffer, slot: string) =>
  `/reservation?doctor=${offer.doctorId}&slot=${encodeURIComponent(slot)}&visitType=${offer.remoteId}&payment=online`;

/** Signs `account` in on the login page and lands on the reservation of `slot`. */
async function openReservation(page: Page, account: { email: string; password: string }, url: string) {
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(url)}`);
  await waitForPage(page);
  await signIn(page, account);
  await expect(page).toHaveURL((address) => address.pathname === '/reservation');
  await waitForPage(page);
}

const consentBoxes = (page: Page, lang: 'fr' | 'ar' = 'fr') =>
  page.getByRole('group', { name: message('REMOTE.CONSENT.LEGEND', lang) }).getByRole('checkbox');

// One doctor's hours are set up once; the tests then run one after the other on them.
test.describe.configure({ mode: 'serial' });

let offer: RemoteOffer;

test.beforeAll(async () => {
  offer = await remoteOffer();
});

test('a returning patient books and pays a teleconsultation, which shows as one with its room', async ({
  page,
}) => {
  test.slow();
  const slot = offer.slots[0]!;
  await openReservation(page, offer.returning, reservationUrl(offer, slot));

  // The teleconsultation is the visit chosen, labelled as one; no refusal is said before the form.
  const remoteOption = page.getByRole('radio', { name: new RegExp(message('REMOTE.LABEL')) });
  await expect(remoteOption).toBeChecked();
  await expect(page.locator('[data-remote-refusal]')).toHaveCount(0);
  // The two consents, never ticked in advance; booking without them is refused by the page.
  await expect(consentBoxes(page)).toHaveCount(2);
  await expect(consentBoxes(page).nth(0)).not.toBeChecked();
  await expect(consentBoxes(page).nth(1)).not.toBeChecked();
  await expect(page.getByText(message('REMOTE.PAID_ONLINE'))).toBeVisible();
  const confirm = page.getByRole('button', { name: message('RESERVATION.CONFIRM_AND_PAY'), exact: true });
  // The boxes are required: the browser keeps the form until both are ticked.
  await confirm.click();
  await expect(page.locator('input[name^="remote-consent-"]:invalid')).toHaveCount(2);
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  await expectNoAxeViolation(page);

  await page.getByRole('checkbox', { name: message('REMOTE.CONSENT.CONSULTATION'), exact: true }).check();
  await page.getByRole('checkbox', { name: message('REMOTE.CONSENT.DATA_PROCESSING'), exact: true }).check();
  await confirm.click();
  // Paid online in advance, on the sandbox provider's page.
  await settleOnSandbox(page, 'Payer');
  await waitForPage(page);
  await expect(page.getByRole('main').getByText(message('SUCCESS.PAYMENT_PROCESSED'))).toBeVisible();

  const patient = await apiLogin(offer.returning);
  const booked = await apiJson<{
    results: { _id: string; date: string; remote: boolean; paymentStatus: string; status: string }[];
  }>(
    patient,
    'GET',
    `/rdvs?query=${encodeURIComponent(
      JSON.stringify({
        doctor: offer.doctorId,
        from: slot,
        to: new Date(Date.parse(slot) + 60_000).toISOString(),
      }),
    )}`,
  );
  const rdv = booked.results.find((candidate) => candidate.status !== 'cancelled');
  expect(rdv).toMatchObject({ date: new Date(slot).toISOString(), remote: true, paymentStatus: 'paid' });
  try {
    // The patient's dashboard labels it a teleconsultation.
    await page.goto('/patient-dashboard');
    await waitForPage(page);
    const card = page.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);
    await expect(card.locator('[data-remote]')).toContainText(message('REMOTE.LABEL'));
    // Its room (the link of its confirmation and reminders) says when it opens, 10 minutes before.
    await page.goto(`/teleconsultation/${rdv!._id}`);
    await waitForPage(page);
    await expect(page.getByText(message('ROOM.OPENS_AT').split('{time}')[0]!.trim())).toBeVisible();
  } finally {
    const cancelled = await apiCall(patient, 'POST', `/rdvs/${rdv!._id}/cancel`, {
      reason: 'e2e: the booking journey is over',
    });
    expect(cancelled.status).toBe(200);
  }
});

for (const { lang, viewport } of [
  { lang: 'fr', viewport: undefined },
  { lang: 'ar', viewport: { width: 390, height: 844 } },
] as const) {
  test(`a new patient is told before the form that a teleconsultation needs a visit at the practice first (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
    const page = await context.newPage();
    try {
      const stranger = newPatient();
      const session = await apiRegister(stranger);
      const url = `${reservationUrl(offer, offer.slots[1]!)}&lng=${lang}`;
      await openReservation(page, stranger, url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      // Said before the form (right after the doctor), with the visit at the practice as the way on.
      const notice = page.locator('[data-remote-refusal]');
      await expect(notice).toHaveAttribute('role', 'alert');
      await expect(notice.locator('p')).toHaveText(message('REMOTE.NEEDS_PRIOR_VISIT', lang));
      await expect(page.locator('.booking-form > :nth-child(2)')).toHaveAttribute('data-remote-refusal', '');
      const confirm = page.getByRole('button', {
        name: message('RESERVATION.CONFIRM_AND_PAY', lang),
        exact: true,
      });
      await expect(confirm).toBeDisabled();
      await expectNoAxeViolation(page);

      // The in-person alternative: the visit at the practice is chosen, the refusal and consents go.
      await notice
        .getByRole('button', { name: message('REMOTE.IN_PERSON_ALTERNATIVE', lang), exact: true })
        .click();
      await expect(
        page.getByRole('radio', { name: new RegExp(message('REMOTE.LABEL', lang)) }),
      ).not.toBeChecked();
      const chosen = page
        .getByRole('group', { name: message('RESERVATION.VISIT_TYPE', lang) })
        .getByRole('radio', { checked: true });
      await expect(chosen).toHaveCount(1);
      await expect(
        page.locator('.booking-choice:has(input[name="visit"]:checked) [data-remote]'),
      ).toHaveCount(0);
      await expect(page).toHaveURL((address) => !address.searchParams.has('visitType', offer.remoteId));
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('group', { name: message('REMOTE.CONSENT.LEGEND', lang) })).toHaveCount(0);

      // Forced: the page is told the patient may book, sends the booking, and the server refuses it.
      await page.route('**/v1/users/me/booking-allowance**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({
          response,
          json: { ...body, teleconsultation: { patient: true, relatives: [] } },
        });
      });
      await page.goto(url);
      await waitForPage(page);
      await expect(page.locator('[data-remote-refusal]')).toHaveCount(0);
      await page
        .getByRole('checkbox', { name: message('REMOTE.CONSENT.CONSULTATION', lang), exact: true })
        .check();
      await page
        .getByRole('checkbox', { name: message('REMOTE.CONSENT.DATA_PROCESSING', lang), exact: true })
        .check();
      const refusal = page.waitForResponse(
        (response) => response.url().endsWith('/v1/rdvs') && response.request().method() === 'POST',
      );
      await confirm.click();
      const answer = await refusal;
      expect([answer.status(), ((await answer.json()) as { code: string }).code]).toEqual([
        409,
        'REMOTE_NEEDS_PRIOR_VISIT',
      ]);
      await expect(page.locator('[data-remote-refusal] p')).toHaveText(
        message('REMOTE.NEEDS_PRIOR_VISIT', lang),
      );
      await expect(page).toHaveURL((address) => address.pathname === '/reservation');
      await expectNoAxeViolation(page);
      // Nothing was booked.
      const mine = await apiJson<{ totalResults: number }>(session, 'GET', '/rdvs');
      expect(mine.totalResults).toBe(0);
    } finally {
      await context.close();
    }
  });
}
