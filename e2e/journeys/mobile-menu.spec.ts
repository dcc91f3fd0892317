import type { Page } from '@playwright/test';

import { expect, test, waitForPage } from '../support/test';
import { navbarMessages } from '../support/uiLabels';

const labels = navbarMessages.fr;

// requirements §2 "Mobile menu": a slide-in overlay on narrow screens that closes on navigation, on a link
// click (not a dropdown toggle) and when the window grows beyond 1199 px (requirements §9 breakpoint).
test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The closed panel is hidden (visibility: hidden), out of the accessibility tree: found by its label.
  const navigation = (page: Page) => page.locator(`nav[aria-label="${labels.navigation}"]`);
  const openButton = (page: Page) => page.getByRole('button', { name: labels.openMenu });
  const closeButton = (page: Page) => page.getByRole('button', { name: labels.closeMenu });

  async function openMenu(page: Page) {
    await openButton(page).click();
    await expect(navigation(page)).toHaveAttribute('data-state', 'open');
    await expect(closeButton(page)).toHaveAttribute('aria-expanded', 'true');
    // requirements §4: the open menu toggles an "opened" style on the page.
    await expect(page.locator('body')).toHaveAttribute('data-menu-open', '');
  }

  async function expectClosed(page: Page) {
    await expect(navigation(page)).toHaveAttribute('data-state', 'closed');
    await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveAttribute('data-menu-open', '');
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
  });

  test('starts closed, its toggle opens the panel and every link is on screen', async ({ page }) => {
    await expectClosed(page);
    await expect(navigation(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute(
      'aria-controls',
      (await navigation(page).getAttribute('id')) ?? '',
    );

    await openMenu(page);
    const panel = page.getByRole('navigation', { name: labels.navigation });
    for (const name of [labels.searchDoctors, labels.questions, labels.doctorLogin]) {
      await expect(panel.getByRole('link', { name })).toBeInViewport();
    }
    await expect(panel.getByRole('button', { name: labels.patientSpace })).toBeInViewport();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await openMenu(page);
    await navigation(page).getByRole('link', { name: labels.questions }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/questions');
    await expectClosed(page);
  });

  test('Escape closes the menu and gives focus back to the toggle', async ({ page }) => {
    await openMenu(page);
    await navigation(page).getByRole('link', { name: labels.searchDoctors }).focus();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(openButton(page)).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('opening the patient-space dropdown keeps the menu open', async ({ page }) => {
    await openMenu(page);
    await navigation(page).getByRole('button', { name: labels.patientSpace }).click();
    await expect(page.getByRole('menuitem', { name: labels.login })).toBeVisible();
    await expect(navigation(page)).toHaveAttribute('data-state', 'open');

    await page.getByRole('menuitem', { name: labels.login }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    await expectClosed(page);
  });

  test('closes when the window grows to 1200 px', async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1200, height: 812 });
    await expect(navigation(page)).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('body')).not.toHaveAttribute('data-menu-open', '');
    // On a wide window the links are in the bar, without any toggle.
    await expect(openButton(page)).toBeHidden();
    await expect(navigation(page).getByRole('link', { name: labels.searchDoctors })).toBeVisible();
  });
});
