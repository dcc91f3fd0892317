import { apiJson, demoAdmin, successToast } from '../support/api';
import { apiRegister, bookableDoctor, newPatient } from '../support/booking';
import { expect, message, signIn, test, waitForPage } from '../support/test';

// docs/decisions/030-sms.md, 048: a patient who gives a phone gets their rdv notifications by SMS too unless
// they say no; with no SMS provider configured they stay in the back office's outbox.
test('a patient gives a phone, books, and the SMS show in the outbox with their number and send time', async ({
  page,
}) => {
  const doctor = await bookableDoctor(16);
  const patient = newPatient();
  const session = await apiRegister(patient);
  const digits = `2${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

  await page.goto(`/auth/login?returnUrl=${encodeURIComponent('/patient-dashboard/settings')}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL(/\/patient-dashboard\/settings$/);
  await waitForPage(page);

  const consent = page.getByLabel(message('PATIENT.SETTINGS.SMS_CONSENT'));
  // No phone yet: the choice waits for one.
  await expect(consent).toBeDisabled();
  await page
    .getByLabel(message('PATIENT.SETTINGS.PHONE'), { exact: true })
    .fill(`${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: message('PATIENT.SETTINGS.SAVE_PROFILE'), exact: true }).click();
  await expect(successToast(page, message('SUCCESS.PROFILE_UPDATED'))).toBeVisible();
  // On by default once there is a phone; the box is how the patient says no.
  await expect(consent).toBeEnabled();
  await expect(consent).toBeChecked();

  // A reminder is queued only for an rdv more than 24 h away: book one past that, at any hour of the run.
  const slot = doctor.slots.find((date) => Date.parse(date) > Date.now() + 25 * 3_600_000);
  if (!slot) throw new Error('e2e: the doctor has no free slot more than 25 h away');
  await apiJson(session, 'POST', '/rdvs', { doctor: doctor.id, date: slot });

  await page.goto('/admin/login?returnUrl=%2Fadmin%2Foutbox');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await form.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/outbox');
  await waitForPage(page);

  const sms = page.getByRole('article').filter({ hasText: `+216${digits}` });
  // The confirmation now, the reminder a day before the rdv.
  await expect(sms).toHaveCount(2);
  for (const card of await sms.all()) {
    await expect(card).toContainText(message('ADMIN.OUTBOX.CHANNEL.SMS'));
    await expect(card).toContainText(message('ADMIN.OUTBOX.RDV'));
  }
  // The reminder waits for the eve of the rdv: the card says when it goes out.
  await expect(sms.filter({ hasText: message('ADMIN.OUTBOX.KIND.REMINDER') })).toContainText(
    message('ADMIN.OUTBOX.SCHEDULED'),
  );
});
