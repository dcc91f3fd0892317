import { expect, formatted, message, test, waitForPage } from '../support/test';

// docs/decisions/050-search-links-nearby.md, on a 390 px phone: a link of a whole query opens its
// results, the box above them keeps the query and searches the next one, the reading of a whole phrase
// is the first suggestion, and a governorate with nobody of a specialty shows the nearest.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a "dentiste à Sfax" link opens its results; the box keeps it, suggests the reading of the next query first, and searches it (fr)', async ({
  page,
}) => {
  await page.goto(`/search-doctors?q=${encodeURIComponent('dentiste à Sfax')}`);
  await waitForPage(page);
  const results = page.getByRole('region', { name: message('SEARCH.RESULTS.TITLE') });
  // Sfax the governorate: its 4 dentists, where the city alone has 1.
  await expect(results.getByRole('status')).toHaveText('4 médecins trouvés');
  await expect(results.getByRole('article').first()).toContainText('Chirurgie dentaire');
  const box = page.getByRole('combobox', { name: 'Spécialité, ville ou médecin', exact: true });
  await expect(box).toHaveValue('dentiste à Sfax');

  await box.fill('');
  await box.pressSequentially('tbib snan sfax');
  // An option of the box's suggestions, not one of the language selector's <select>.
  const reading = page.getByRole('listbox').getByRole('option').first();
  await expect(reading).toHaveText('Chirurgie dentaire · Sfax');
  await box.fill('cardiologue monastir');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'cardiologue monastir');
  await waitForPage(page);
  await expect(results.getByRole('article').first()).toContainText('Cardiologie');
  await expect(box).toHaveValue('cardiologue monastir');
});

test('"gastro sousse" finds nobody in Sousse and shows the nearest governorate\'s, with the distances (ar)', async ({
  page,
}) => {
  await page.goto(`/search-doctors?q=${encodeURIComponent('gastro sousse')}&lng=ar`);
  await waitForPage(page);
  const results = page.getByRole('region', { name: message('SEARCH.RESULTS.TITLE', 'ar') });
  const place = (name: string, distance: string) =>
    formatted('SEARCH.RESULTS.NEARBY_PLACE', { name, distance }, 'ar');
  // "No doctor of this specialty in the Sousse governorate. The nearest: Monastir (17 km), …"
  const [lead] = formatted('SEARCH.RESULTS.NEARBY', { governorate: 'سوسة' }, 'ar').split('{nearest}');
  const notice = results.getByText(lead!.trim());
  await expect(notice).toContainText(place('المنستير', '17'));
  await expect(notice).toContainText(place('تونس', '116'));
  await expect(notice).toContainText(place('سليانة', '118'));
  await expect(results.getByRole('article')).toHaveCount(4);
  // The governorate searched is named in Arabic, as its seat is.
  await expect(page.getByRole('list', { name: message('SEARCH.CHOSEN.TITLE', 'ar') })).toContainText(
    formatted('SEARCH.CHOSEN.GOVERNORATE', { name: 'سوسة' }, 'ar'),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
