// `pnpm bench:first-tap` (issue #35 point 3, docs/benchmarks.md): how long a patient on a slow phone waits
// between tapping the home page's search box and seeing the first suggestion for "cardio" — Chromium,
// Slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), the CPU 4× slower, a 390 px wide screen, a cold cache;
// the tap as soon as the box is painted, then "cardio" typed at 120 ms a key (0.7 s, as a person types).
// Also reports what was downloaded after the tap and whether the text typed before the app was live is
// still in the box when the suggestion shows. The real server in production mode serves the built app on a
// fresh seeded embedded database, as `pnpm lighthouse` does. RUNS (default 5) runs; the median is checked
// against the target of 1.5 s (exit code 0 either way: the figure is read side by side with a baseline).
import { chromium } from '@playwright/test';
import { requireAppBuild, startProductionServer } from './production-server.mjs';

const runs = Number(process.env.RUNS ?? 5);
const typed = 'cardio';
const keyDelayMs = 120;
const targetMs = 1_500;

requireAppBuild('first-tap');
const server = await startProductionServer('first-tap');
const { origin } = server;

/** One cold visit: the tap, the typing, the first suggestion; bytes received after the tap. */
async function measureOnce(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let tapped = false;
  let bytesAfterTap = 0;
  cdp.on('Network.loadingFinished', (event) => {
    if (tapped) bytesAfterTap += event.encodedDataLength;
  });
  try {
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const box = page.locator('.home-hero__search input').first();
    await box.waitFor({ state: 'visible', timeout: 60_000 });
    tapped = true;
    const started = Date.now();
    await box.tap();
    await box.pressSequentially(typed, { delay: keyDelayMs });
    // An option of a list of suggestions, not one of the language selector's <select>.
    await page
      .getByRole('listbox')
      .getByRole('option')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Date.now() - started;
    const kept = (await box.inputValue()) === typed;
    return { ms, kept, kB: Math.round(bytesAfterTap / 1024) };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      const result = await measureOnce(browser);
      results.push(result);
      console.info(
        `first-tap run ${run}: ${result.ms} ms to the first suggestion, ${result.kB} kB after the tap, typed text ${result.kept ? 'kept' : 'LOST'}`,
      );
    }
    const ms = median(results.map((result) => result.ms));
    const kB = median(results.map((result) => result.kB));
    const lost = results.filter((result) => !result.kept).length;
    console.info(
      `first-tap median of ${runs}: ${ms} ms (target ≤ ${targetMs} ms: ${ms <= targetMs ? 'PASS' : 'MISS'}), ${kB} kB after the tap, typed text lost in ${lost} run(s)`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
