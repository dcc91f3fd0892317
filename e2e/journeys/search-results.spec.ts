import { expectNoAxeViolation } from '../support/axe';
import { apiGet, expect, gotoBeforeAppIsLive, message, test, waitForPage } from '../support/test';
import { availabilityStripMessages, doctorCardMessages, paginationMessages } from '../support/uiLabels';

interface DoctorPage {
  results: { _id: string; name: string; fee: number; acceptsOnlinePayment: boolean }[];
}

const PAGE_SIZE = 10;

// docs/decisions/036: results that help choose — order and refinements in the URL, back/forward, the strip.
test('a patient sorts the results by fee, keeps those paying online, goes back, then books from the five-day strip', async ({
  page,
}) => {
  // General practitioners of the city of Tunis, as the city and specialty lists choose them (a typed
  // "Tunis" is the governorate: natural-search.spec.ts).
  const general = (
    await apiGet<{ results: { _id: string; name: string }[] }>('/doctorSpecialties?limit=100')
  ).results.find((candidate) => candidate.name === 'Médecine générale')!;
  const tunis = (await apiGet<{ results: { _id: string; Label: string }[] }>('/locations')).results.find(
    (candidate) => candidate.Label === 'Tunis',
  )!;
  await page.goto(`/search-doctors?city=${tunis._id}&specialty=${general._id}&page=0`);
  await waitForPage(page);
  const main = page.getByRole('main');
  const sort = main.getByLabel(message('SEARCH.REFINE.SORT'), { exact: true });
  const onlinePayment = main.getByLabel(message('SEARCH.REFINE.ONLINE_PAYMENT'), { exact: true });
  // A specialty is searched: the earliest availability first, as the server sorts it by default.
  await expect(sort).toHaveValue('availability');
  await expect(onlinePayment).not.toBeChecked();
  const specialty = new URL(page.url()).searchParams.get('specialty')!;
  const city = new URL(page.url()).searchParams.get('city')!;
  // The chosen facets show as removable chips.
  const chips = main.getByRole('list', { name: message('SEARCH.CHOSEN.TITLE') }).getByRole('listitem');
  await expect(chips.locator('> span')).toHaveText([
    message('SEARCH.CHOSEN.SPECIALTY').replace('{name}', 'Médecine générale'),
    message('SEARCH.CHOSEN.CITY').replace('{name}', 'Tunis'),
  ]);
  for (const [index, name] of ['Médecine générale', 'Tunis'].entries()) {
    await expect(chips.nth(index).getByRole('button')).toHaveAccessibleName(
      message('SEARCH.CHOSEN.REMOVE').replace('{name}', name),
    );
  }

  await sort.selectOption('fee');
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('sort') === 'fee' && url.searchParams.get('page') === '0',
  );
  await onlinePayment.check();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('onlinePayment') === 'true' && url.searchParams.get('sort') === 'fee',
  );
  await waitForPage(page);

  // The page shows what the API answers for that search, in its order.
  const expected = await apiGet<DoctorPage>(
    `/doctors?specialty=${specialty}&city=${city}&onlinePayment=true&sort=fee&page=1&limit=${PAGE_SIZE}`,
  );
  expect(expected.results.length).toBeGreaterThan(1);
  const fees = expected.results.map((doctor) => doctor.fee);
  expect(fees).toEqual([...fees].sort((a, b) => a - b));
  expect(expected.results.every((doctor) => doctor.acceptsOnlinePayment)).toBe(true);
  const cards = main.getByRole('article');
  await expect(cards).toHaveCount(expected.results.length);
  await expect(cards.locator('h3')).toHaveText(expected.results.map((doctor) => doctor.name));
  await expect(cards.locator('.tabib-doctor-card__online-payment')).toHaveText(
    expected.results.map(() => doctorCardMessages.fr.onlinePayment),
  );

  // Back: the step before (fee order, any payment); back again: the search as it opened.
  await page.goBack();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('sort') === 'fee' && !url.searchParams.has('onlinePayment'),
  );
  await expect(sort).toHaveValue('fee');
  await expect(onlinePayment).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('sort') && url.searchParams.has('specialty'));
  await expect(sort).toHaveValue('availability');
  await page.goForward();
  await page.goForward();
  await expect(onlinePayment).toBeChecked();
  await expect(sort).toHaveValue('fee');
  await waitForPage(page);

  // A slot of a later day of the strip (not the first column) leads to its reservation.
  const strip = cards.first().getByRole('group', { name: availabilityStripMessages.fr.title });
  const day = strip
    .locator('.tabib-availability__day:not(:first-child)')
    .filter({ has: page.locator('a.tabib-availability__slot') })
    .first();
  const slot = day.locator('a.tabib-availability__slot').first();
  const instant = await slot.locator('time').getAttribute('datetime');
  await slot.click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/reservation' &&
      url.searchParams.get('doctor') === expected.results[0]!._id &&
      url.searchParams.get('slot') === instant,
  );
});

// A refinement narrows the whole search: the results start again from its first page.
test('a refinement chosen on the second page shows the first page of the refined results', async ({
  page,
}) => {
  const secondPage = await apiGet<DoctorPage>(`/doctors?sort=name&page=2&limit=${PAGE_SIZE}`);
  const refined = await apiGet<DoctorPage>(`/doctors?sort=name&cnam=true&page=1&limit=${PAGE_SIZE}`);
  expect(refined.results.length).toBe(PAGE_SIZE);
  expect(refined.results[0]!._id).not.toBe(secondPage.results[0]!._id);

  await page.goto('/search-doctors?sort=name&page=1');
  await waitForPage(page);
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  const pagination = main.getByRole('navigation', { name: paginationMessages.fr.navigation });
  const pageButton = (n: number) =>
    pagination.getByRole('button', {
      name: paginationMessages.fr.page.replace('{n}', String(n)),
      exact: true,
    });
  await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  await expect(cards.locator('h3')).toHaveText(secondPage.results.map((doctor) => doctor.name));

  await main.getByLabel(message('SEARCH.FILTERS.CNAM'), { exact: true }).check();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('cnam') === 'true' && url.searchParams.get('page') === '0',
  );
  await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
  await expect(pageButton(2)).not.toHaveAttribute('aria-current', 'page');
  await expect(cards.locator('h3')).toHaveText(refined.results.map((doctor) => doctor.name));
});

// The controls show the URL's values: a change must render at once, not in a transition that a busy
// phone commits late (the box sprang back unticked under load).
test('on a phone four times slower, a refinement shows chosen as soon as it is clicked', async ({ page }) => {
  await page.goto('/search-doctors?sort=name&page=0');
  await waitForPage(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const main = page.getByRole('main');
  const sort = main.getByLabel(message('SEARCH.REFINE.SORT'), { exact: true });
  const onlinePayment = main.getByLabel(message('SEARCH.REFINE.ONLINE_PAYMENT'), { exact: true });
  for (const order of ['fee', 'name', 'fee'] as const) {
    await sort.selectOption(order);
    // Read in the same task as the click: what the patient sees before anything else runs.
    const shown = await onlinePayment.evaluate((box: HTMLInputElement) => {
      const before = box.checked;
      box.click();
      return {
        before,
        after: box.checked,
        url: new URL(window.location.href).searchParams.get('onlinePayment'),
      };
    });
    expect(shown).toEqual({ before: false, after: true, url: 'true' });
    await expect(sort).toHaveValue(order);
    await onlinePayment.uncheck();
    await expect(page).toHaveURL((url) => !url.searchParams.has('onlinePayment'));
  }
});

// docs/decisions/016: the server's page shows before the app is live (on a slow phone, seconds before);
// a tap meanwhile must still count once it is. The app's entry is held back until the box is ticked, so
// the journey is the same on any machine.
test('a refinement ticked before the page is live is kept once it is', async ({ page }) => {
  const release = await gotoBeforeAppIsLive(page, '/search-doctors?sort=name&page=0');
  const onlinePayment = page
    .getByRole('main')
    .getByLabel(message('SEARCH.REFINE.ONLINE_PAYMENT'), { exact: true });
  await onlinePayment.click();
  // Not ticked in a page that would not know it: the tick waits for the app.
  await expect(onlinePayment).not.toBeChecked();
  release();
  await expect(page).toHaveURL((url) => url.searchParams.get('onlinePayment') === 'true');
  await expect(onlinePayment).toBeChecked();
});

test('the refined results page in Arabic has no WCAG 2.1 A/AA violation', async ({ page }) => {
  await page.goto(
    '/search-doctors?sort=fee&onlinePayment=true&availableWithin=3days&languages=ar&page=0&lng=ar',
  );
  await waitForPage(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('main').getByLabel(message('SEARCH.REFINE.SORT', 'ar'), { exact: true }),
  ).toHaveValue('fee');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  // A wide screen shows the refinements as they are: no toggle.
  await expect(page.locator('.search-refine__toggle')).toBeHidden();
  await expectNoAxeViolation(page);
});

// docs/decisions/036: on a phone the refinements fold behind a "Filtres (n)" toggle so results come first.
test.describe('the refinements on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('are folded: the first doctor shows without scrolling, the toggle opens them from the keyboard', async ({
    page,
  }) => {
    await page.goto('/search-doctors?availableWithin=3days&languages=fr&page=0');
    await waitForPage(page);
    const main = page.getByRole('main');
    const toggle = main.getByRole('button', { name: 'Filtres (2)', exact: true });
    const availability = main.getByLabel(message('SEARCH.REFINE.AVAILABILITY'), { exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(availability).toBeHidden();
    await expect(main.getByRole('article').first().locator('h3')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const panelId = await toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(availability).toBeVisible();
    await expect(availability).toHaveValue('3days');
    await expect(main.getByLabel(message('SEARCH.REFINE.LANGUAGE_FR'), { exact: true })).toBeChecked();
    await expectNoAxeViolation(page);

    // A refinement applies at once; the panel stays open for the next one and the count follows.
    await main.getByLabel(message('SEARCH.REFINE.GENDER'), { exact: true }).selectOption('F');
    await expect(page).toHaveURL((url) => url.searchParams.get('gender') === 'F');
    const toggleOf3 = main.getByRole('button', { name: 'Filtres (3)', exact: true });
    await expect(toggleOf3).toHaveAttribute('aria-expanded', 'true');
    await toggleOf3.focus();
    await page.keyboard.press('Space');
    await expect(toggleOf3).toHaveAttribute('aria-expanded', 'false');
    await expect(availability).toBeHidden();
  });

  test('in Arabic, right to left, the toggle counts the refinements and the page passes axe open and folded', async ({
    page,
  }) => {
    await page.goto('/search-doctors?onlinePayment=true&page=0&lng=ar');
    await waitForPage(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    const toggle = main.getByRole('button', { name: 'عوامل التصفية (1)', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('article').first().locator('h3')).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolation(page);
    await toggle.click();
    await expect(
      main.getByLabel(message('SEARCH.REFINE.ONLINE_PAYMENT', 'ar'), { exact: true }),
    ).toBeChecked();
    await expectNoAxeViolation(page);
  });
});
