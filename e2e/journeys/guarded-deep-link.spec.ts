import { demoPatient, expect, message, signIn, test, waitForPage } from '../support/test';

// requirements §4 auth guard: logged out (and no refresh possible) → /auth/login with returnUrl set to the
// target, and back there once signed in.
test('a deep link to /patient-dashboard while logged out goes through login and back', async ({ page }) => {
  await page.goto('/patient-dashboard');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.search === '?returnUrl=%2Fpatient-dashboard',
  );
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('AUTH.LOGIN.TITLE'));

  await signIn(page, demoPatient);

  await expect(page).toHaveURL((url) => url.pathname === '/patient-dashboard' && url.search === '');
  // requirements §8 'Welcome back!' after a login — a toast of 3000 ms, so looked for before the page settles.
  await expect(page.getByText(message('SUCCESS.WELCOME_BACK')).first()).toBeVisible();
  await waitForPage(page);
  await expect(page).toHaveTitle(message('META.PATIENT_DASHBOARD.TITLE'));
});
