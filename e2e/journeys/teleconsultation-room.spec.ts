import type { Browser, BrowserContext, Page } from '@playwright/test';

import config from '../playwright.config';
import {
  apiCall,
  apiJson,
  apiLogin,
  demoDoctor,
  demoSecretary,
  signInStaff,
  tunisDay,
  type Account,
  type ApiSession,
  type VisitType,
  type WorkingHours,
} from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiRegister, newPatient, patientSeenAtThePractice } from '../support/booking';
import {
  demoPatient,
  expect,
  formatted,
  message,
  shownDoctorName,
  signIn,
  test,
  waitForPage,
} from '../support/test';

// Issue #38 point 5, docs/decisions/055: the room in two real browsers. Chromium's fake camera and
// microphone (a test pattern and a beep), granted without a prompt, added to the journeys' usual flags.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

const MINUTE_MS = 60_000;
/** The journey's teleconsultation lasts the shortest a visit type may (spec `WorkingHoursInput`). */
const VISIT_MINUTES = 5;
/** The room opens this long before the rdv (docs/decisions/055). */
const OPENS_BEFORE_MINUTES = 10;
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock (HH:MM) and weekday (0 = Sunday) of an instant in Africa/Tunis. */
function tunisClock(instant: number): { time: string; day: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Tunis',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { time: `${part('hour')}:${part('minute')}`, day: weekdays.indexOf(part('weekday')) };
}

/**
 * A teleconsultation of the demo patient with the demo doctor whose room is open now.
 *
 * The journeys' server runs on its own embedded database in another process, so the rdv cannot be
 * inserted; it is made as the product makes one. The demo patient was seen at the demo doctor's
 * practice (packages/server/src/seed/agenda.ts), so may book the doctor's teleconsultation; the seeded
 * hours of it (13:00–15:00 on weekdays) would put the window at a time of day the run cannot choose,
 * so the doctor first offers it for 5 minutes from the next minute on (`PUT /workingHours`, as the visit
 * types editor does), and the patient books that slot through the API: it starts within 10 minutes, its
 * room is open. Hours are per day, so a visit cannot run past midnight in Tunis: when the next minute is
 * too close to it, the slot is the next day's 00:00 instead — by then it is 23:55 or later, within the 10
 * minutes before, so that room is open too and the journey runs at any time of day. The journey puts the
 * visit type back as it was (`restore`) and cancels the rdv.
 */
async function remoteRdvNow(
  doctor: ApiSession,
  patient: ApiSession,
): Promise<{
  id: string;
  date: string;
  doctorName: string;
  patientName: string;
  restore: () => Promise<void>;
}> {
  const doctorId = doctor.user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  const hours = (
    await apiJson<{ results: WorkingHours[] }>(doctor, 'GET', `/workingHours?doctor=${doctorId}`)
  ).results[0];
  const remote = hours?.visitTypes.find((visitType) => visitType.remote === true);
  if (!hours || !remote) throw new Error('e2e: the demo doctor offers no teleconsultation');

  let start = Math.ceil((Date.now() + MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  let opening = tunisClock(start);
  // Hours of one visit: the slot the patient books, and no other.
  let closing = tunisClock(start + VISIT_MINUTES * MINUTE_MS);
  if (closing.day !== opening.day) {
    // Past 23:54 in Tunis: the next day's first minutes, whose room opened at 23:50.
    const [hour, minute] = opening.time.split(':').map(Number) as [number, number];
    start += (24 * 60 - (hour * 60 + minute)) * MINUTE_MS;
    opening = tunisClock(start);
    closing = tunisClock(start + VISIT_MINUTES * MINUTE_MS);
    if (start - Date.now() > OPENS_BEFORE_MINUTES * MINUTE_MS) {
      throw new Error(`e2e: ${opening.time} is more than ${OPENS_BEFORE_MINUTES} minutes away`);
    }
  }
  const remoteSchedule = [
    ...(remote.remoteSchedule ?? []).filter((day) => day.day !== opening.day),
    { day: opening.day, intervals: [{ start: opening.time, end: closing.time }] },
  ];
  const save = (visitType: VisitType) =>
    apiJson(doctor, 'PUT', `/workingHours/${hours._id}`, {
      doctor: doctorId,
      slotMinutes: hours.slotMinutes,
      schedule: hours.schedule,
      visitTypes: hours.visitTypes.map(({ _id, name, names, durationMinutes, price, remoteSchedule: own }) =>
        _id === remote._id
          ? {
              _id,
              name,
              names,
              durationMinutes: visitType.durationMinutes,
              price,
              remote: true,
              remoteSchedule: visitType.remoteSchedule,
            }
          : {
              _id,
              name,
              names,
              durationMinutes,
              price,
              ...(own ? { remote: true, remoteSchedule: own } : { remote: false }),
            },
      ),
      absences: hours.absences,
    });
  await save({ ...remote, durationMinutes: VISIT_MINUTES, remoteSchedule });

  const rdv = await apiJson<{
    _id: string;
    remote: boolean;
    doctor: { name: string };
    patient: { name: string };
  }>(patient, 'POST', '/rdvs', {
    doctor: doctorId,
    date: new Date(start).toISOString(),
    visitType: remote._id,
    remoteConsent: { consultation: true, dataProcessing: true },
  });
  expect(rdv.remote).toBe(true);
  return {
    id: rdv._id,
    date: new Date(start).toISOString(),
    doctorName: rdv.doctor.name,
    patientName: rdv.patient.name,
    restore: async () => {
      await save(remote);
    },
  };
}

/**
 * A seeded patient the demo doctor has seen at the practice (a past `done` rdv, not remote: the rule of a
 * first teleconsultation), other than the demo patient, whom the other journeys keep near the limit of
 * 10 upcoming rdvs. Every seeded account shares the demo password.
 */
async function seenPatient(doctor: ApiSession): Promise<Account> {
  const email = await patientSeenAtThePractice(doctor);
  if (!email)
    throw new Error('e2e: the demo doctor has seen no seeded patient but the demo patient at the practice');
  return { email, password: demoPatient.password };
}

/** Video frames this page decoded from the other party, read from its peer connection's statistics. */
function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const room = (window as { __tabibRoom?: { pc: () => RTCPeerConnection | null } }).__tabibRoom;
    const pc = room?.pc();
    if (!pc) return 0;
    let frames = 0;
    (await pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
    });
    return frames;
  });
}

/** Waits until the page has decoded more than `above` frames of the other party's video. */
async function expectFramesAbove(page: Page, above: number): Promise<number> {
  await expect.poll(() => framesDecoded(page), { timeout: 30_000 }).toBeGreaterThan(above);
  return framesDecoded(page);
}

async function roomContext(
  browser: Browser,
  baseURL: string | undefined,
  viewport?: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  // The page hands its peer connection to the journey only when asked to (useRoomConnection.ts).
  await context.addInitScript(() => localStorage.setItem('tabib.roomDiagnostics', '1'));
  return context;
}

test('the doctor and the patient see each other in the room, a stranger is refused, a dropped network reconnects', async ({
  browser,
  baseURL,
}) => {
  // Four browsers (the secretary's a short while), two of them in a call, on a loaded 2-core machine.
  test.setTimeout(300_000);
  const doctorApi = await apiLogin(demoDoctor);
  const patient = await seenPatient(doctorApi);
  const patientApi = await apiLogin(patient);
  const rdv = await remoteRdvNow(doctorApi, patientApi);
  const room = `/teleconsultation/${rdv.id}`;

  const doctorContext = await roomContext(browser, baseURL);
  // The patient's phone: 390 px wide, in Arabic.
  const patientContext = await roomContext(browser, baseURL, { width: 390, height: 844 });
  const strangerContext = await roomContext(browser, baseURL);
  try {
    // The practice side (#38 point 4): the day's time grid labels the teleconsultation with its icon and
    // word, and, while its room is open, gives the doctor its join link, followed with the keyboard.
    const calendar = `/doctor-dashboard/calendar?view=day&date=${tunisDay(rdv.date)}`;
    const remoteInGrid = (page: Page) =>
      page.locator('.dd-grid__rdv:has([data-remote])').filter({ hasText: rdv.patientName });
    // The secretary sees it labelled (here in Arabic, right to left) but has no join link.
    const secretaryContext = await browser.newContext({ baseURL });
    try {
      const secretaryPage = await secretaryContext.newPage();
      await signInStaff(secretaryPage, demoSecretary, calendar);
      await expect(secretaryPage).toHaveURL((url) => url.pathname === '/doctor-dashboard/calendar');
      await secretaryPage.goto(`${calendar}&lng=ar`);
      await waitForPage(secretaryPage);
      await expect(secretaryPage.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(remoteInGrid(secretaryPage).locator('[data-remote]')).toHaveText(
        message('REMOTE.LABEL', 'ar'),
      );
      await expect(secretaryPage.getByRole('link', { name: message('ROOM.JOIN_BUTTON', 'ar') })).toHaveCount(
        0,
      );
      await expectNoAxeViolation(secretaryPage);
    } finally {
      await secretaryContext.close();
    }

    const doctorPage = await doctorContext.newPage();
    await signInStaff(doctorPage, demoDoctor, calendar);
    await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard/calendar');
    await waitForPage(doctorPage);
    const labelled = remoteInGrid(doctorPage).locator('[data-remote]');
    await expect(labelled).toHaveText(message('REMOTE.LABEL'));
    await expect(labelled.locator('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolation(doctorPage);
    const join = doctorPage.getByRole('link', { name: message('ROOM.JOIN_BUTTON'), exact: true });
    await join.focus();
    await doctorPage.keyboard.press('Enter');
    await expect(doctorPage).toHaveURL((url) => url.pathname === room);

    const patientPage = await patientContext.newPage();
    await patientPage.goto(`/auth/login?returnUrl=${encodeURIComponent(room)}`);
    await waitForPage(patientPage);
    await signIn(patientPage, patient);
    await expect(patientPage).toHaveURL((url) => url.pathname === room);
    await patientPage.goto(`${room}?lng=ar`);
    await expect(patientPage.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(patientPage.locator('html')).toHaveAttribute('dir', 'rtl');

    // Each checks the camera and microphone, then enters. The check on a phone, in Arabic, passes axe.
    await expect(patientPage.getByRole('heading', { name: message('ROOM.CHECK.TITLE', 'ar') })).toBeVisible();
    // The fake camera is open and chosen in the list of devices.
    await expect(
      patientPage.getByRole('combobox', { name: message('ROOM.CHECK.CAMERA', 'ar') }),
    ).not.toHaveValue('');
    await expectNoAxeViolation(patientPage);
    await doctorPage.getByRole('button', { name: message('ROOM.JOIN'), exact: true }).click();
    await patientPage.getByRole('button', { name: message('ROOM.JOIN', 'ar'), exact: true }).click();

    const { patientName } = rdv;
    const doctorName = shownDoctorName(rdv.doctorName, 'ar');
    await expect(
      doctorPage
        .getByRole('status')
        .filter({ hasText: formatted('ROOM.STATUS.CONNECTED', { name: patientName }) }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      patientPage
        .getByRole('status')
        .filter({ hasText: formatted('ROOM.STATUS.CONNECTED', { name: doctorName }, 'ar') }),
    ).toBeVisible({ timeout: 30_000 });
    // Media flow both ways: each side decodes the other's video.
    await expectFramesAbove(doctorPage, 0);
    const patientFrames = await expectFramesAbove(patientPage, 0);

    // The room on a phone, in Arabic, during the call.
    await expectNoAxeViolation(patientPage);

    // Another patient, signed in, is refused with the page's reason.
    const stranger = newPatient();
    await apiRegister(stranger);
    const strangerPage = await strangerContext.newPage();
    await strangerPage.goto(`/auth/login?returnUrl=${encodeURIComponent(room)}`);
    await waitForPage(strangerPage);
    await signIn(strangerPage, stranger);
    await expect(strangerPage).toHaveURL((url) => url.pathname === room);
    await expect(strangerPage.getByRole('alert')).toHaveText(message('ROOM.REFUSED.ROOM_FORBIDDEN'));
    await expect(strangerPage.getByRole('button', { name: message('ROOM.JOIN'), exact: true })).toHaveCount(
      0,
    );

    // The patient's network drops, then comes back: the call resumes on its own.
    await patientContext.setOffline(true);
    await expect(
      patientPage.getByRole('status').filter({ hasText: message('ROOM.STATUS.RECONNECTING', 'ar') }),
    ).toBeVisible({ timeout: 30_000 });
    await patientContext.setOffline(false);
    await expect(
      patientPage
        .getByRole('status')
        .filter({ hasText: formatted('ROOM.STATUS.CONNECTED', { name: doctorName }, 'ar') }),
    ).toBeVisible({ timeout: 30_000 });
    // The doctor's page says the call is on again too.
    await expect(
      doctorPage
        .getByRole('status')
        .filter({ hasText: formatted('ROOM.STATUS.CONNECTED', { name: patientName }) }),
    ).toBeVisible({ timeout: 30_000 });
    // The chat goes through the new socket.
    await patientPage.getByLabel(message('ROOM.CHAT.MESSAGE', 'ar')).fill('عدت');
    await patientPage.getByRole('button', { name: message('ROOM.CHAT.SEND', 'ar'), exact: true }).click();
    await expect(
      doctorPage.getByRole('region', { name: message('ROOM.CHAT.TITLE') }).getByRole('listitem'),
    ).toHaveText([`${message('ROOM.CHAT.PATIENT')} عدت`]);
    const after = await framesDecoded(patientPage);
    expect(after).toBeGreaterThanOrEqual(patientFrames);
    await expectFramesAbove(patientPage, after);
    await expectFramesAbove(doctorPage, await framesDecoded(doctorPage));
  } finally {
    await Promise.all([doctorContext.close(), patientContext.close(), strangerContext.close()]);
    const cancelled = await apiCall(doctorApi, 'POST', `/rdvs/${rdv.id}/cancel`, {
      reason: 'e2e: the room journey is over',
    });
    expect(cancelled.status).toBe(200);
    await rdv.restore();
  }
});
