import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

import { browserTestDeps, chromiumBrowser } from './vitest.browser.ts';

// Unit tests of the kit (timers, pure logic, rendering) in headless Chromium.
export default defineProject({
  optimizeDeps: { include: [...browserTestDeps, 'vitest-browser-react'] },
  // The contract from its sources, as in every package's tests (vitest.shared.ts).
  resolve: {
    alias: {
      '@tabib/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}'],
    browser: chromiumBrowser,
  },
});
