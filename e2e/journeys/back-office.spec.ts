import type { Page } from '@playwright/test';

import { apiJson, apiLogin, demoAdmin, guestPost, toast, uniqueTag } from '../support/api';
import { apiGet, expect, formatted, message, test, waitForPage } from '../support/test';

// docs/decisions/018: the back office at /admin, its own sign-in (requirements §3/§4 `connectedAdmin`, local vs session
// storage), social sign-in through the server's local identity provider, and administration.

const CONNECTED_ADMIN = 'connectedAdmin';

interface Storages {
  local: string | null;
  session: string | null;
}

const storedCredentials = (page: Page): Promise<Storages> =>
  page.evaluate(
    (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
    CONNECTED_ADMIN,
  );

/** Opens /admin/login and signs the demo admin in, ticking "remember me" or not. */
async function signInAdmin(page: Page, remember: boolean): Promise<void> {
  await page.goto('/admin/login');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(message('AUTH.FIELDS.EMAIL'), { exact: true }).fill(demoAdmin.email);
  await form.getByLabel(message('AUTH.FIELDS.PASSWORD'), { exact: true }).fill(demoAdmin.password);
  await form.getByLabel(message('ADMIN.LOGIN.REMEMBER')).setChecked(remember);
  await form.getByRole('button', { name: message('ADMIN.LOGIN.SUBMIT'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/doctors');
  await waitForPage(page);
}

function expectAdminCredentials(raw: string | null, adminId?: string) {
  expect(raw).not.toBeNull();
  const credentials = JSON.parse(raw!) as {
    token: string;
    refreshToken: string | null;
    user: { _id: string };
  };
  // requirements §3: the access token without a Bearer prefix, a JWT whose payload carries sub and exp.
  expect(credentials.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const payload = JSON.parse(Buffer.from(credentials.token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    exp: number;
  };
  expect(payload.sub).toBe(credentials.user._id);
  if (adminId) expect(credentials.user._id).toBe(adminId);
  return credentials;
}

test('an admin signs in with "remember me": credentials in local storage only, kept across a reload', async ({
  page,
}) => {
  await signInAdmin(page, true);
  const stored = await storedCredentials(page);
  expectAdminCredentials(stored.local);
  expect(stored.session).toBeNull();

  await page.reload();
  await waitForPage(page);
  await expect(page).toHaveURL((url) => url.pathname === '/admin/doctors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ADMIN.DOCTORS.TITLE'));
});

test('an admin signs in without "remember me": session storage only; logout clears both storages', async ({
  page,
}) => {
  await signInAdmin(page, false);
  const stored = await storedCredentials(page);
  expectAdminCredentials(stored.session);
  expect(stored.local).toBeNull();

  await page.getByRole('button', { name: message('ADMIN.SHELL.LOGOUT') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login');
  await waitForPage(page);
  expect(await storedCredentials(page)).toEqual({ local: null, session: null });
  // requirements §4: logout also clears the legacy token keys in both storages.
  expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual(
    [null, null],
  );
});

test('an admin signs in with "Google" through the local identity provider and lands where they asked', async ({
  page,
}) => {
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/login' && url.search === '?returnUrl=%2Fadmin%2Faudit',
  );
  await waitForPage(page);
  await page.getByRole('button', { name: message('ADMIN.LOGIN.GOOGLE') }).click();

  // The local identity provider's own sign-in page stands in for Google's.
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/idp/interaction/'));
  await page.getByLabel('Adresse e-mail').fill(demoAdmin.email);
  await page.getByLabel('Mot de passe').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  // requirements §4 social flow: back through /admin/auth/social to the saved redirect url, which is then cleared.
  await expect(page).toHaveURL((url) => url.pathname === '/admin/audit');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ADMIN.AUDIT.TITLE'));
  const stored = await storedCredentials(page);
  // "Remember me" was left unticked: the preference says session storage.
  expectAdminCredentials(stored.session);
  expect(stored.local).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('socialRedirectUrl'))).toBeNull();
});

test('an admin takes a doctor off public search; verifying is left to the review of an application', async ({
  page,
}) => {
  const tag = uniqueTag().replace(/\d/g, 'x');
  const lastName = `Verifiable${tag}`;
  const [specialty] = (await apiGet<{ results: { _id: string }[] }>('/doctorSpecialties?limit=1')).results;
  const [city] = (await apiGet<{ results: { _id: string }[] }>('/locations?limit=1')).results;
  const registered = await guestPost('/auth/register', {
    role: 'doctor',
    email: `e2e-doctor-${tag}@tabib.test`,
    password: 'Tabib-E2E-2026',
    firstName: 'Nour',
    lastName,
    sexe: 'F',
    specialty: specialty!._id,
    city: city!._id,
  });
  // Listed as the demo doctors are: verified and active through the admin API.
  const admin = await apiLogin(demoAdmin, '/auth/admin/login');
  await apiJson(admin, 'PATCH', `/users/${registered.user._id}/doctor-boolean-info`, {
    isVerified: true,
    isActive: true,
  });
  const publicNames = async () =>
    (await apiGet<{ results: { name: string }[] }>(`/doctors?name=${lastName}`)).results.map((d) => d.name);
  expect(await publicNames()).toEqual([`Dr Nour ${lastName}`]);

  await signInAdmin(page, false);
  await page.getByLabel(message('ADMIN.DOCTORS.SEARCH')).fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: message('ADMIN.DOCTORS.UNVERIFY') }).click();
  // Hiding a doctor is confirmed first, in a dialog that says what it does.
  const dialog = page.getByRole('dialog', {
    name: message('ADMIN.DOCTORS.CONFIRM.UNVERIFY_TITLE').replace('{name}', `Dr Nour ${lastName}`),
  });
  // Its sentences agree with the doctor's gender (she, not he).
  await expect(dialog).toContainText(formatted('ADMIN.DOCTORS.CONFIRM.HIDE_EXPLAIN', { sexe: 'F' }));
  await dialog.getByRole('button', { name: message('ADMIN.DOCTORS.UNVERIFY'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    toast(
      page,
      'success',
      formatted('ADMIN.DOCTORS.UNVERIFIED_DONE', { name: `Dr Nour ${lastName}`, sexe: 'F' }),
    ),
  ).toBeVisible();
  // No toggle verifies again: that is approving an application and its proof (docs/decisions/053).
  await expect(row.getByRole('button', { name: message('ADMIN.DOCTORS.UNVERIFY') })).toHaveCount(0);
  const review = row.getByRole('link', { name: `${message('ADMIN.DOCTORS.REVIEW')} — Dr Nour ${lastName}` });
  await expect(review).toBeVisible();
  expect(await publicNames()).toEqual([]);

  // The audit log has both changes (the API's, then the back office's), with who did them.
  await page.goto('/admin/audit?entity=doctor');
  await waitForPage(page);
  const entries = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: registered.user._id })
    .filter({ hasText: message('ADMIN.AUDIT.ACTION.DOCTOR_UPDATE') });
  await expect(entries).toHaveCount(2);
  for (const entry of await entries.all()) {
    await expect(entry).toContainText('isVerified');
    await expect(entry).toContainText('Nadia Chebbi');
  }

  await page.goBack();
  await waitForPage(page);
  await row.getByRole('link', { name: message('ADMIN.DOCTORS.REVIEW') }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ADMIN.APPLICATIONS.TITLE'));
});

test('an admin publishes an article shown on the landing page', async ({ page }) => {
  const title = `Bien dormir en hiver ${uniqueTag()}`;
  await signInAdmin(page, false);
  await page.goto('/admin/articles/new');
  await waitForPage(page);
  const form = page.getByRole('main');
  await form.getByLabel(message('ADMIN.ARTICLES.FIELDS.TITLE'), { exact: true }).fill(title);
  await form
    .getByLabel(message('ADMIN.ARTICLES.FIELDS.EXCERPT'), { exact: true })
    .fill('Cinq conseils simples.');
  await form
    .getByLabel(message('ADMIN.ARTICLES.FIELDS.CONTENT'), { exact: true })
    .fill('## Le soir\n\nÉvitez les écrans une heure avant le coucher.');
  await form.getByLabel(message('ADMIN.ARTICLES.FIELDS.SHOW_ON_LANDING')).check();
  await form.getByLabel(message('ADMIN.ARTICLES.FIELDS.PUBLISHED')).check();
  await form.getByRole('button', { name: message('ADMIN.ARTICLES.CREATE') }).click();
  await expect(
    toast(page, 'success', message('ADMIN.ARTICLES.CREATED').replace('{title}', title)),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => /^\/admin\/articles\/[\w-]+$/.test(url.pathname));

  await page.goto('/');
  await waitForPage(page);
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
});

test('an expired access token is refreshed once, silently, and public requests are served meanwhile', async ({
  page,
}) => {
  await signInAdmin(page, false);
  // The stored token stays "logged in" for the guard (requirements §4: exp in the future) but the server
  // refuses its signature, as it refuses an expired token: the next page's admin requests get 401, while
  // its public ones are served as a guest's (docs/decisions/049) and never wait for the refresh.
  await page.evaluate((key) => {
    const credentials = JSON.parse(sessionStorage.getItem(key)!) as { token: string };
    const [header, payload] = credentials.token.split('.');
    credentials.token = `${header}.${payload}.invalid-signature`;
    sessionStorage.setItem(key, JSON.stringify(credentials));
  }, CONNECTED_ADMIN);
  const refreshes: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/auth/refresh'))
      refreshes.push(request.url());
  });
  page.on('response', (response) => {
    if (response.status() === 401 && !response.url().endsWith('/v1/auth/refresh'))
      refused.push(response.url());
  });

  // The questions overview loads its list (admins only) and the specialties (public) at once.
  await page.goto('/admin/questions');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ADMIN.QUESTIONS.TITLE'));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(refused.filter((url) => url.includes('/v1/doctorSpecialties'))).toEqual([]);
  expect(refreshes).toHaveLength(1);
  const token = expectAdminCredentials((await storedCredentials(page)).session).token;
  expect(token.endsWith('.invalid-signature')).toBe(false);
});

test('a failed refresh shows the session-expired toast and goes back to the sign-in page', async ({
  page,
}) => {
  await signInAdmin(page, false);
  await page.evaluate((key) => {
    const credentials = JSON.parse(sessionStorage.getItem(key)!) as { token: string };
    credentials.token = `${credentials.token.split('.').slice(0, 2).join('.')}.invalid-signature`;
    sessionStorage.setItem(key, JSON.stringify(credentials));
  }, CONNECTED_ADMIN);
  // No refresh cookie any more: the refresh is refused.
  await page.context().clearCookies({ name: 'tabib_refresh' });

  await page.goto('/admin/users');
  await expect(toast(page, 'error', message('ERRORS.SESSION_EXPIRED'))).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/login' && url.search === '?returnUrl=%2Fadmin%2Fusers',
  );
  expect(await storedCredentials(page)).toEqual({ local: null, session: null });
});
