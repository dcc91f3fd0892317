import { apiLogin, demoAdmin, demoDoctor } from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';

// requirements §6: an admin's menu reaches the doctor dashboard's settings and questions. An admin works for
// no doctor, so they pick one by name, and a specialty for the questions.
test('an admin picks a doctor by name for their settings, and a specialty for the open questions', async ({
  page,
}) => {
  const doctor = await apiLogin(demoDoctor);
  await page.goto('/auth/doctor-login?returnUrl=%2Fdoctor-dashboard%2Fsettings');
  await waitForPage(page);
  const main = page.getByRole('main');
  await main.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await main.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await main.getByRole('button', { name: message('AUTH.LOGIN.SUBMIT'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/doctor-dashboard/settings');
  await waitForPage(page);
  await expect(main.getByText(message('DOCTOR_SETTINGS.ADMIN.CHOOSE_DOCTOR'))).toBeVisible();

  await main.getByRole('combobox', { name: message('DOCTOR_SETTINGS.ADMIN.DOCTOR_NAME') }).fill('Ben Salah');
  await page.getByRole('option', { name: new RegExp(`^Dr ${doctor.user.name}`) }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('doctor') === doctor.user._id);
  await expect(
    main.getByText(message('DOCTOR_SETTINGS.ADMIN.SHOWN_DOCTOR').replace('{name}', doctor.user.name)),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: message('DOCTOR_SETTINGS.PROFILE.TITLE') })).toBeVisible();

  await page.goto('/doctor-dashboard/questions');
  await waitForPage(page);
  const specialty = doctor.user.doctorSpecialty!.names.fr;
  await main.getByLabel(message('DOCTOR_DASHBOARD.QUESTIONS.SPECIALTY'), { exact: true }).selectOption({
    label: specialty,
  });
  await expect(
    main.getByRole('heading', {
      name: message('DOCTOR_DASHBOARD.QUESTIONS.OPEN_OF').replace('{specialty}', specialty),
    }),
  ).toBeVisible();
  await expect(main.getByText(message('DOCTOR_DASHBOARD.QUESTIONS.READ_ONLY'))).toBeVisible();
});
