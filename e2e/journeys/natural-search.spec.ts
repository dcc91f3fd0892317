import { expect, test, waitForPage } from '../support/test';

// docs/decisions/031-natural-search.md: what a patient types on the home page is read as a whole.
test('"cardiologue Tunis" on the home page finds cardiologists in Tunis, and a slot leads to the reservation', async ({
  page,
}) => {
  await page.goto('/');
  await waitForPage(page);
  const box = page.locator('.home-hero__search input').first();
  await box.click();
  await box.pressSequentially('cardiologue Tunis');
  // Enter searches the text as typed, suggestions open or not.
  await box.press('Enter');

  // The query is read on the server, then the URL holds the filters themselves.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/search-doctors' &&
      !url.searchParams.has('q') &&
      url.searchParams.has('specialty') &&
      url.searchParams.has('city'),
  );
  await waitForPage(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 5);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('Cardiologie');
    await expect(cards.nth(index)).toContainText('Tunis');
  }

  const card = cards.filter({ has: page.locator('time') }).first();
  const slot = await card.locator('time').first().getAttribute('datetime');
  await card.locator('time').first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/reservation' && url.searchParams.get('slot') === slot,
  );
});
