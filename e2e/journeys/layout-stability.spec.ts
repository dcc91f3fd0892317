import type { Page } from '@playwright/test';

import { apiGet, expect, test, waitForPage } from '../support/test';

/** The page's cumulative layout shift so far (shifts after an input do not count, as in CLS). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

// No layout shift from loading states (docs/benchmarks.md, Lighthouse "CLS"): on a phone, a page whose
// data arrives late must not push what is already shown (the footer stays below the fold while the page loads).
test.describe('layout stability at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const name of ['home page', 'doctor profile', 'search'] as const) {
    test(`the ${name} does not shift while its data loads`, async ({ page }) => {
      const { results } = await apiGet<{ results: { _id: string }[] }>('/doctors?limit=1');
      const paths = {
        'home page': '/',
        'doctor profile': `/doctor-profile?id=${results[0]?._id ?? ''}`,
        search: '/search-doctors?page=0',
      };
      const path = paths[name];
      // The API answers slowly, as on a phone network: the page shows before its data.
      await page.route('**/v1/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto(path);
      await waitForPage(page);
      expect(await layoutShift(page)).toBeLessThan(0.05);
    });
  }
});
