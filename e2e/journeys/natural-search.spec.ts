import {
  apiGet,
  expect,
  gotoBeforeAppIsLive,
  message,
  shownDoctorName,
  test,
  waitForPage,
} from '../support/test';

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

  // The query is read on the server; the URL keeps it as typed, so a reload or a shared link searches
  // it again (decision 050). Tunis is the governorate: its towns around the city are searched too.
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search-doctors' && url.searchParams.get('q') === 'cardiologue Tunis',
  );
  await waitForPage(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 5);
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('Cardiologie');
  }

  const card = cards.filter({ has: page.locator('time') }).first();
  const slot = await card.locator('time').first().getAttribute('datetime');
  await card.locator('time').first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/reservation' && url.searchParams.get('slot') === slot,
  );
});

// The home search box suggests a specialty by the words patients use (the server's synonyms), in the
// reader's language; picking it searches that specialty.
for (const { lng, typed, specialty } of [
  { lng: 'fr', typed: 'dentiste', specialty: 'Chirurgie dentaire' },
  { lng: 'ar', typed: 'طبيب قلب', specialty: 'أمراض القلب والشرايين' },
]) {
  test(`"${typed}" on the home page suggests ${specialty} (${lng})`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    await waitForPage(page);
    const box = page.locator('.home-hero__search input').first();
    await box.click();
    await box.pressSequentially(typed);
    const option = page.getByRole('option', { name: specialty, exact: true });
    await expect(option).toBeVisible();
    await option.click();
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search-doctors' && url.searchParams.has('specialty'),
    );
    await waitForPage(page);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText(specialty);
  });
}

// A patient on a 360 px phone in Arabic taps the box and types at once: the app starts at the tap, and
// the text typed meanwhile stays (a render of the plain box once wrote it over) and gets its suggestions,
// which stay open (the text field with the loading spinner beside it once grew past the page's edge:
// the page scrolled sideways and react-aria closed the suggestions as soon as they opened).
test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('"طبيب أسنان" tapped into the home box opens its suggestions, and the page never scrolls sideways (ar)', async ({
    page,
  }) => {
    await page.goto('/?lng=ar', { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const sideways: number[] = [];
      Object.assign(window, { sideways });
      addEventListener('scroll', () => sideways.push(window.scrollX), true);
    });
    const box = page.getByRole('combobox', { name: 'الاختصاص أو المدينة أو الطبيب', exact: true });
    await box.tap();
    await box.pressSequentially('طبيب أسنان');
    await expect(page.getByRole('option', { name: 'طب الأسنان', exact: true })).toBeVisible();
    await expect(box).toHaveValue('طبيب أسنان');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => (window as unknown as { sideways: number[] }).sideways)).toEqual([]);
  });
});

// docs/decisions/016: the server's page shows before the app is live (on a slow phone, seconds before);
// what the patient types and sends meanwhile is searched once it is. The app's entry is held back until
// the query is sent, so the journey is the same on any machine.
test('"cardiologue Tunis" typed and sent before the home page is live is searched once it is', async ({
  page,
}) => {
  const release = await gotoBeforeAppIsLive(page, '/');
  // Found by its role and name before the app is live, as after: the combobox it becomes.
  const box = page.getByRole('combobox', { name: 'Spécialité, ville ou médecin', exact: true });
  await expect(box).toHaveCount(1);
  await box.fill('cardiologue Tunis');
  await box.press('Enter');
  // Nothing is lost meanwhile: the page neither reloads nor forgets the text.
  await expect(box).toHaveValue('cardiologue Tunis');
  expect(new URL(page.url()).pathname).toBe('/');
  release();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/search-doctors' && url.searchParams.get('q') === 'cardiologue Tunis',
  );
  await waitForPage(page);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Cardiologie');
});

// docs/decisions/016: the box was focused and typed in before the app was live; the app never heard of
// the focus, yet it must open the suggestions for what was typed once it is live. Issue #35: meanwhile
// the server's box lists them itself (src/ssr/search-island.js), and gives way to the app's list.
test('"dentiste" typed before the home page is live shows its suggestions at once, then the app\'s', async ({
  page,
}) => {
  const release = await gotoBeforeAppIsLive(page, '/');
  const box = page.locator('.home-hero__search input').first();
  await box.click();
  await box.pressSequentially('dentiste');
  const anyOption = page.getByRole('option', { name: 'Chirurgie dentaire', exact: true });
  await expect(anyOption).toBeVisible();
  await expect(anyOption).toHaveAttribute('href', /^\/search-doctors\?specialty=[^&]+&page=0$/);
  await expect(page.locator('html[data-live]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  const option = page.locator('#root').getByRole('option', { name: 'Chirurgie dentaire', exact: true });
  await expect(option).toBeVisible();
  await expect(anyOption).toHaveCount(1);
  await expect(box).toHaveValue('dentiste');
  await option.click();
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search-doctors' && url.searchParams.has('specialty'),
  );
});

// The plain box of the server's page gives way to the autocomplete while a patient on a slow phone is
// typing in it: not a letter nor the focus is lost, and the suggestions come for the whole word.
test('on a phone four times slower, "cardiologue" typed from the first paint gets its suggestions', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.locator('.home-hero__search input').first();
  await box.click();
  await box.pressSequentially('cardiologue', { delay: 150 });
  await expect(box).toHaveValue('cardiologue');
  await expect(box).toBeFocused();
  await expect(page.getByRole('option', { name: 'Cardiologie', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  // The search box, not the language selector (a native <select>, a combobox too).
  await expect(page.getByRole('combobox', { name: 'Spécialité, ville ou médecin', exact: true })).toHaveValue(
    'cardiologue',
  );
});

// docs/decisions/031: "femme" asks for a woman doctor; a word that names nobody is left out, and said so.
test('"gynécologue femme Tunis" finds women gynaecologists; "dentiste Menzah" finds dentists and says "Menzah" was left out', async ({
  page,
}) => {
  const search = async (typed: string) => {
    await page.goto('/');
    await waitForPage(page);
    const box = page.locator('.home-hero__search input').first();
    await box.fill(typed);
    await box.press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/search-doctors' && url.searchParams.get('q') === typed,
    );
    await waitForPage(page);
    return page.getByRole('main').getByRole('article');
  };

  const gynaecologists = await search('gynécologue femme Tunis');
  await expect(page.getByLabel(message('SEARCH.REFINE.GENDER'), { exact: true })).toHaveValue('F');
  await expect(gynaecologists.first()).toContainText('Gynécologie');
  await expect(page.getByRole('status').filter({ hasText: 'femme' })).toHaveCount(0);

  const dentists = await search('dentiste Menzah');
  const url = new URL(page.url());
  expect(url.searchParams.has('name')).toBe(false);
  const notice = page
    .getByRole('status')
    .filter({ hasText: message('SEARCH.IGNORED_WORDS').replace('{words}', 'Menzah') });
  await expect(notice).toBeVisible();
  // Said back as the patient typed it.
  await expect(notice.locator('bdi')).toHaveText('Menzah');
  await expect(dentists.first()).toContainText('Chirurgie dentaire');
  // The search shared as a link: the same query, read the same, saying the same.
  const shared = await page.context().newPage();
  await shared.goto(`${url.pathname}${url.search}`);
  await waitForPage(shared);
  await expect(shared.getByRole('main').getByRole('article').first()).toContainText('Chirurgie dentaire');
  await expect(shared.getByRole('status').filter({ hasText: 'Menzah' })).toBeVisible();
});

// The home box asks once per pause: the doctors it suggests are those of the specialty the text names,
// named like what it leaves, with their specialty and city in the reader's language.
test('"طبيب قلب" and a cardiologist\'s last name on the home page suggest that cardiologist, whose profile it opens (ar)', async ({
  page,
}) => {
  const cardiology = (
    await apiGet<{ results: { _id: string; name: string }[] }>('/doctorSpecialties?limit=100')
  ).results.find((specialty) => specialty.name === 'Cardiologie')!;
  const [doctor] = (
    await apiGet<{ results: { _id: string; name: string; lastName: string }[] }>(
      `/doctors?specialty=${cardiology._id}&sort=name&limit=1`,
    )
  ).results;
  const suggestionRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/v1/search/suggestions' || pathname === '/v1/doctors/autocomplete')
      suggestionRequests.push(pathname);
  });
  await page.goto('/?lng=ar');
  await waitForPage(page);
  const box = page.locator('.home-hero__search input').first();
  await box.click();
  await box.pressSequentially(`طبيب قلب ${doctor!.lastName}`);
  const option = page.getByRole('option', { name: shownDoctorName(doctor!.name, 'ar'), exact: true });
  await expect(option).toBeVisible();
  await expect(option).toContainText('أمراض القلب');
  expect(new Set(suggestionRequests)).toEqual(new Set(['/v1/search/suggestions']));
  await option.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/doctor-profile' && url.searchParams.get('id') === doctor!._id,
  );
});
