import { appointmentCardMessages } from '../support/uiLabels';
import { apiLogin, demoDoctor, type ApiSession } from '../support/api';
import { apiRegister, newPatient } from '../support/booking';
import { expect, message, serverUrl, signIn, test, waitForPage } from '../support/test';

const statusNames = appointmentCardMessages.fr.status;
/** The patient books the demo doctor's last free slot of the next two weeks; the new rdv is pending. */
async function bookPendingRdv(doctorId: string, patient: ApiSession): Promise<string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const slots = await fetch(`${serverUrl()}/v1/doctors/${doctorId}/slots?from=${day(1)}&to=${day(14)}`);
  const slot = ((await slots.json()) as { slots: string[] }).slots.at(-1);
  if (!slot) throw new Error('e2e: the demo doctor has no free slot in the next two weeks');
  const booked = await fetch(`${serverUrl()}/v1/rdvs`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${patient.accessToken}`,
      'content-type': 'application/json',
      'x-xsrf-token': patient.xsrf,
      cookie: `XSRF-TOKEN=${patient.xsrf}`,
    },
    body: JSON.stringify({ doctor: doctorId, date: slot, paymentMode: 'onsite' }),
  });
  if (!booked.ok) throw new Error(`e2e: booking answered ${booked.status} ${await booked.text()}`);
  return slot;
}

// spec/openapi.yaml status machine: pending → confirmed by the doctor (PUT /rdvs/rdvStatus), which the
// patient's own dashboard then shows.
test('a doctor confirms a booking and the patient sees it confirmed', async ({ browser }) => {
  const doctor = await apiLogin(demoDoctor);
  const doctorId = doctor.user.doctor?._id;
  if (!doctorId) throw new Error('e2e: the demo doctor has no doctor profile');
  // A patient of this run: the demo patient may already hold as many upcoming rdvs with the demo doctor
  // as the doctor accepts from one patient (other journeys book for them too), and would get a 409.
  const patient = newPatient();
  const slot = await bookPendingRdv(doctorId, await apiRegister(patient));
  // The agenda's day of the rdv, in Africa/Tunis (en-CA writes YYYY-MM-DD).
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Tunis' }).format(new Date(slot));

  const doctorPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await doctorPage.goto(
    `/auth/doctor-login?returnUrl=${encodeURIComponent(`/doctor-dashboard?date=${day}`)}`,
  );
  await waitForPage(doctorPage);
  await signIn(doctorPage, demoDoctor);
  await expect(doctorPage).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  await waitForPage(doctorPage);
  await expect(doctorPage.getByRole('heading', { level: 1 })).toHaveText(
    message('DOCTOR_DASHBOARD.RDVS.TITLE'),
  );

  const card = doctorPage.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);
  await expect(card).toContainText(statusNames.pending);
  await card.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.CONFIRM'), exact: true }).click();
  await expect(doctorPage.getByText(message('SUCCESS.RDV_UPDATED')).first()).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'confirmed');
  await expect(
    card.getByRole('button', { name: message('DOCTOR_DASHBOARD.RDVS.CONFIRM'), exact: true }),
  ).toHaveCount(0);

  const patientPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await patientPage.goto('/auth/login?returnUrl=%2Fpatient-dashboard');
  await waitForPage(patientPage);
  await signIn(patientPage, patient);
  await expect(patientPage).toHaveURL((url) => url.pathname === '/patient-dashboard');
  await waitForPage(patientPage);
  const patientCard = patientPage.locator(`article:has(time[datetime="${new Date(slot).toISOString()}"])`);
  await expect(patientCard).toHaveAttribute('data-status', 'confirmed');
  await expect(patientCard).toContainText(statusNames.confirmed);
});
