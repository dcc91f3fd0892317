import { expectNoAxeViolation } from '../support/axe';
import { apiGet, expect, message, test, waitForPage } from '../support/test';
import { availabilityStripMessages, doctorCardMessages } from '../support/uiLabels';

interface DoctorPage {
  results: { _id: string; name: string; fee: number; acceptsOnlinePayment: boolean }[];
}

const PAGE_SIZE = 10;

// Issue 15 point 4: results that help choose — order and refinements in the URL, back/forward, the strip.
test('a patient sorts the results by fee, keeps those paying online, goes back, then books from the five-day strip', async ({
  page,
}) => {
  await page.goto('/');
  await waitForPage(page);
  const box = page.locator('.home-hero__search input').first();
  await box.click();
  await box.pressSequentially('généraliste Tunis');
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/search-doctors' && url.searchParams.has('specialty') && url.searchParams.has('city'),
  );
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
  await expectNoAxeViolation(page);
});
