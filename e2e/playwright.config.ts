import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the real server, a fresh embedded database and
 * the built app (`pnpm build` first). globalSetup starts the server on a free port; tests read its
 * address through the `baseURL` fixture (support/test.ts).
 */
export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/globalSetup.ts',
  // The machine has 2 cores, shared with the server under test.
  workers: 2,
  fullyParallel: true,
  // On CI a journey that fails is run once more and, if it then passes, reported as flaky (in the list
  // and the HTML report) rather than failing the run: one slow moment of a 2-core machine is not a defect.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  outputDir: '../test-results',
  use: {
    ...devices['Desktop Chrome'],
    locale: 'fr-FR',
    timezoneId: 'Africa/Tunis',
    trace: 'retain-on-failure',
    // docs/decisions/042: the app's service worker would answer requests that `page.route` never sees;
    // a journey about it (offline.spec.ts) allows it with `test.use({ serviceWorkers: 'allow' })`.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
