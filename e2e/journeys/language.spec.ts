import { expect, test, waitForPage } from '../support/test';
import { languageSelectorMessages, navbarMessages } from '../support/uiLabels';

// requirements §4 "Language": a change is stored (local storage 'locale'), sets dir and lang, and puts lng in
// the URL; requirements §1: Arabic is laid out right to left.
test.describe('switching to Arabic in the navbar', () => {
  test('flips the page to RTL Arabic, puts lng=ar in the URL and survives a reload', async ({ page }) => {
    await page.goto('/questions?pageIndex=0');
    await waitForPage(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.getByLabel(languageSelectorMessages.fr.label, { exact: true }).selectOption('ar');

    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // History is replaced, not pushed, and the rest of the URL is kept.
    await expect(page).toHaveURL(
      (url) => url.pathname === '/questions' && url.searchParams.get('lng') === 'ar',
    );
    expect(new URL(page.url()).searchParams.get('pageIndex')).toBe('0');
    const arabicNavigation = page.getByRole('navigation', { name: navbarMessages.ar.navigation });
    await expect(arabicNavigation.getByRole('link', { name: navbarMessages.ar.searchDoctors })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
    expect(await page.evaluate(() => history.length)).toBe(2);

    await page.reload();
    await waitForPage(page);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByLabel(languageSelectorMessages.ar.label, { exact: true })).toHaveValue('ar');

    // Without lng in the URL, the stored choice decides.
    await page.goto('/');
    await waitForPage(page);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(arabicNavigation.getByRole('link', { name: navbarMessages.ar.questions })).toBeVisible();
  });
});

// docs/decisions/025: a language chosen by link is stored by the server (the tabib_locale cookie), so the
// next page comes in it even when the first page's script never ran (a link-preview, a quick tap).
test('a language chosen by link sticks, rendered so by the server', async ({ request }) => {
  const page = (path: string) => request.get(path, { headers: { accept: 'text/html' } });
  expect((await page('/?lng=ar')).headers()['set-cookie']).toBe(
    'tabib_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax',
  );
  expect(await page('/').then((response) => response.text())).toMatch(/<html lang="ar" dir="rtl">/);
});
