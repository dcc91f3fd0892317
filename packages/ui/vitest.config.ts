import { defineProject } from 'vitest/config';

import { browserTestDeps, chromiumBrowser } from './vitest.browser.ts';

// Unit tests of the kit (timers, pure logic, rendering) in headless Chromium.
export default defineProject({
  optimizeDeps: { include: [...browserTestDeps, 'vitest-browser-react'] },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser,
  },
});
