import { randomUUID } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';

import { apiJson, apiLogin, demoAdmin, guestPost, type ApiSession } from './api';
import { demoPatient, expect, message, serverUrl, signIn, waitForPage } from './test';

/** A fresh patient of this run (unique e-mail, so runs never collide on the shared database). */
export interface NewPatient {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newPatient(): NewPatient {
  return {
    firstName: 'Amel',
    lastName: 'Essai',
    email: `e2e-${randomUUID()}@tabib.test`,
    password: 'Tabib-E2E-2026',
  };
}

/**
 * The e-mail of a seeded patient a doctor has seen at the practice (a past `done` rdv, not remote, not for
 * a relative: what a first teleconsultation needs), other than the demo patient, whom the journeys keep
 * near the limit of 10 upcoming rdvs. `doctor` narrows an admin's list; a doctor's session lists its own.
 */
export async function patientSeenAtThePractice(
  session: ApiSession,
  doctor?: string,
): Promise<string | undefined> {
  const query = encodeURIComponent(JSON.stringify({ ...(doctor && { doctor }), status: 'done' }));
  const done = await apiJson<{
    results: { date: string; remote: boolean; forRelative: unknown; patient: { email?: string } }[];
  }>(session, 'GET', `/rdvs?query=${query}&limit=100`);
  return done.results.find(
    (rdv) =>
      !rdv.remote &&
      rdv.forRelative === null &&
      Date.parse(rdv.date) < Date.now() &&
      rdv.patient.email !== undefined &&
      rdv.patient.email !== demoPatient.email,
  )?.patient.email;
}

/** Registers `patient` through the API (for journeys whose subject is not the register form). */
export const apiRegister = (patient: NewPatient): Promise<ApiSession> =>
  guestPost('/auth/register', { role: 'patient', ...patient });

interface DoctorSummary {
  _id: string;
  name: string;
  fee: number;
  acceptsOnlinePayment: boolean;
  cancellationCutoffHours: number;
}

interface WorkingHours {
  _id: string;
  slotMinutes: number;
  schedule: unknown[];
  visitTypes: { _id: string; name: string; durationMinutes: number; price: number }[];
  absences: unknown[];
}

/** A doctor the patient can book and pay online, with their free slots as the reservation page books them. */
export interface BookableDoctor {
  id: string;
  name: string;
  /** Free slots (ISO instants) far enough ahead to be moved or cancelled (past the doctor's cutoff). */
  slots: string[];
}

const HOUR_MS = 3_600_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The first doctor of page `page` of the search (sorted by name) who accepts online payment, charges
 * for the default visit and has free slots past their cancellation cutoff. Each journey asks for its
 * own page, so journeys running in parallel never compete for one doctor's slots.
 *
 * The profile and the reschedule dialog open on the first free slot, which must be movable (past the
 * cutoff). Whether it is depends on the hour the run starts, since today's remaining slots come first:
 * when the chosen doctor's first slots are too close, an absence (written as the admin) closes them,
 * so the journeys behave the same at any hour.
 */
export async function bookableDoctor(page: number): Promise<BookableDoctor> {
  const base = serverUrl();
  const list = (await (await fetch(`${base}/v1/doctors?limit=20&page=${page}`)).json()) as {
    results: DoctorSummary[];
  };
  for (const doctor of list.results) {
    if (!doctor.acceptsOnlinePayment || doctor.fee <= 0 || doctor.cancellationCutoffHours > 24) continue;
    const hours = (await (await fetch(`${base}/v1/workingHours?doctor=${doctor._id}`)).json()) as {
      results: WorkingHours[];
    };
    const record = hours.results[0];
    // The reservation page books its first visit option: the first visit type when there are some.
    const visitType = record?.visitTypes[0];
    if (
      !record ||
      (visitType && (visitType.price <= 0 || visitType.durationMinutes !== record.slotMinutes))
    ) {
      continue;
    }
    const query = `from=${day(0)}&to=${day(20)}${visitType ? `&visitType=${visitType._id}` : ''}`;
    const slotsNow = async () =>
      ((await (await fetch(`${base}/v1/doctors/${doctor._id}/slots?${query}`)).json()) as { slots: string[] })
        .slots;
    const earliest = Date.now() + (doctor.cancellationCutoffHours + 2) * HOUR_MS;
    let slots = await slotsNow();
    if (slots.filter((slot) => Date.parse(slot) >= earliest).length < 4) continue;
    if (Date.parse(slots[0]!) < earliest) {
      await closeUntil(doctor._id, record, earliest);
      slots = await slotsNow();
    }
    return { id: doctor._id, name: doctor.name, slots };
  }
  throw new Error(`e2e: no doctor on page ${page} of the search can be booked and paid online`);
}

let adminSession: Promise<ApiSession> | undefined;

/** Adds an absence from now to `until` to the doctor's hours (the admin may edit any doctor's). */
async function closeUntil(doctorId: string, hours: WorkingHours, until: number): Promise<void> {
  adminSession ??= apiLogin(demoAdmin, '/auth/admin/login');
  await apiJson(await adminSession, 'PUT', `/workingHours/${hours._id}`, {
    doctor: doctorId,
    slotMinutes: hours.slotMinutes,
    schedule: hours.schedule,
    visitTypes: hours.visitTypes,
    absences: [
      ...hours.absences,
      {
        start: new Date().toISOString(),
        end: new Date(until).toISOString(),
        reason: 'e2e: closer than the cutoff',
      },
    ],
  });
}

/** On the sandbox provider's page (served by the server under test), chooses "Payer" or "Refuser". */
export async function settleOnSandbox(page: Page, action: 'Payer' | 'Refuser'): Promise<string> {
  await expect(page).toHaveURL((url) => /^\/v1\/payments\/sandbox\/[0-9a-f]{32}$/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement de test' })).toBeVisible();
  const token = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/payment' && url.searchParams.has('paymentId'));
  return token;
}

/**
 * Opens the reservation of `slot` with online payment through the login page (returnUrl), signs
 * `patient` in there, and confirms: the browser ends on the sandbox provider's page.
 */
export async function reserveOnlineAfterLogin(
  page: Page,
  patient: NewPatient,
  doctorId: string,
  slot: string,
): Promise<void> {
  const reservation = `/reservation?doctor=${doctorId}&slot=${encodeURIComponent(slot)}&payment=online`;
  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(reservation)}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  await waitForPage(page);
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM_AND_PAY'), exact: true }).click();
}

/** Cancels the rdv of `card` on /patient-dashboard through its dialog, and waits for the success toast. */
export async function cancelFromDashboard(page: Page, card: Locator, reason: string): Promise<void> {
  await card.getByRole('button', { name: message('PATIENT.RDVS.CANCEL'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: message('PATIENT.RDVS.CANCEL_TITLE') });
  await dialog.getByLabel(message('PATIENT.RDVS.CANCEL_REASON'), { exact: true }).fill(reason);
  await dialog.getByRole('button', { name: message('PATIENT.RDVS.CONFIRM_CANCEL'), exact: true }).click();
  await expect(page.getByText(message('SUCCESS.RDV_CANCELLED')).first()).toBeVisible();
}
