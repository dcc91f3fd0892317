import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { demoDoctor, demoSecretary, signInStaff, type Account } from '../support/api';
import { expect, message, test, waitForPage } from '../support/test';
import { footerMessages } from '../support/uiLabels';

// Decision 020: a page of another role's area says whom it is for, links to the user's own space,
// keeps the user signed in, and makes a bounded number of API requests without any console error.

const PATIENT_PAGES = ['/patient-dashboard', '/patient-dashboard/questions', '/patient-dashboard/settings'];
const DOCTOR_ONLY_PAGES: [string, string][] = [
  ['/doctor-dashboard/stats', 'APP.WRONG_ROLE.FOR_DOCTORS'],
  ['/doctor-dashboard/settings', 'APP.WRONG_ROLE.FOR_DOCTORS_AND_ADMINS'],
  ['/doctor-dashboard/services', 'APP.WRONG_ROLE.FOR_DOCTORS'],
  ['/doctor-dashboard/secretary', 'APP.WRONG_ROLE.FOR_DOCTORS'],
];
/** Far above what one page needs (about ten calls), far below a refresh loop (hundreds a second). */
const MAX_API_REQUESTS_PER_PAGE = 30;

/** Records the page's API requests and console errors from now on. */
function watch(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) api.push(`${request.method()} ${request.url()}`);
  });
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    api,
    errors,
    reset() {
      api.length = 0;
      errors.length = 0;
    },
  };
}

async function expectWrongRolePage(page: Page, path: string, messageId: string) {
  await page.goto(path);
  await waitForPage(page);
  // No flip to a login page: the URL stays and the user is still signed in.
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(messageId));
  await expect(page.getByRole('link', { name: message('APP.WRONG_ROLE.MY_SPACE') })).toHaveAttribute(
    'href',
    '/doctor-dashboard',
  );
  // A few seconds more: a loop would keep sending refreshes.
  await page.waitForTimeout(1500);
}

async function walkOtherAreas(page: Page, account: Account, pages: [string, string][]) {
  await signInStaff(page, account, '/doctor-dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/doctor-dashboard');
  await waitForPage(page);
  const footerCancel = page.getByRole('contentinfo').getByRole('link', {
    name: footerMessages.fr.cancelAppointment,
  });
  await expect(footerCancel).toHaveAttribute('href', '/doctor-dashboard');

  const seen = watch(page);
  for (const [path, messageId] of pages) {
    seen.reset();
    await expectWrongRolePage(page, path, messageId);
    expect(seen.errors, path).toEqual([]);
    expect(seen.api.length, `${path}: ${seen.api.join(', ')}`).toBeLessThan(MAX_API_REQUESTS_PER_PAGE);
    expect(seen.api.filter((call) => call.includes('/auth/refresh')).length, path).toBeLessThanOrEqual(1);
  }
}

const patientPages = PATIENT_PAGES.map((path): [string, string] => [path, 'APP.WRONG_ROLE.FOR_PATIENTS']);

test('a doctor opening every page of the patient area gets the wrong-role page, no loop', async ({
  page,
}) => {
  await walkOtherAreas(page, demoDoctor, patientPages);

  // The page in Arabic (right to left), with no WCAG 2.1 A/AA violation.
  await page.goto('/patient-dashboard?lng=ar');
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('APP.WRONG_ROLE.FOR_PATIENTS', 'ar'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
});

test('a secretary opening the patient area and the doctor-only pages gets the wrong-role page, no loop', async ({
  page,
}) => {
  await walkOtherAreas(page, demoSecretary, [...patientPages, ...DOCTOR_ONLY_PAGES]);
});

test('a guest loads public pages without a refresh request or a console error', async ({ page }) => {
  const seen = watch(page);
  for (const path of ['/', '/search-doctors', '/questions', '/articles']) {
    seen.reset();
    await page.goto(path);
    await waitForPage(page);
    expect(seen.errors, path).toEqual([]);
    expect(
      seen.api.filter((call) => call.includes('/auth/refresh')),
      path,
    ).toEqual([]);
  }
});
