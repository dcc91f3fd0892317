import { apiJson } from '../support/api';
import { apiRegister, bookableDoctor, newPatient } from '../support/booking';
import { expect, message, signIn, test, waitForPage } from '../support/test';

// docs/decisions/034: one account cannot book out an agenda. A patient who already holds the doctor's
// 3 upcoming rdvs is told so, in their language, and the slot stays on the page.
test('a patient holding 3 upcoming rdvs with a doctor is told the limit when booking a 4th, in French and Arabic', async ({
  page,
}) => {
  const doctor = await bookableDoctor(18);
  const patient = newPatient();
  const session = await apiRegister(patient);
  for (const date of doctor.slots.slice(0, 3)) {
    await apiJson(session, 'POST', '/rdvs', { doctor: doctor.id, date });
  }
  const reservation = `/reservation?doctor=${doctor.id}&slot=${encodeURIComponent(doctor.slots[3]!)}`;

  await page.goto(`/auth/login?returnUrl=${encodeURIComponent(reservation)}`);
  await waitForPage(page);
  await signIn(page, patient);
  await expect(page).toHaveURL((url) => url.pathname === '/reservation');
  await waitForPage(page);
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM'), exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'avec ce médecin' });
  await expect(alert).toHaveText(
    "Vous avez déjà 3 rendez-vous à venir avec ce médecin, le maximum qu'il accepte. Annulez-en un ou attendez qu'il soit passé pour en prendre un autre.",
  );
  // The slot stays chosen: the patient may cancel another rdv and confirm this one.
  await expect(page).toHaveURL((url) => url.searchParams.get('slot') === doctor.slots[3]);

  await page.goto(`${reservation}&lng=ar`);
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: message('RESERVATION.CONFIRM', 'ar'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'مع هذا الطبيب' })).toBeVisible();
});
