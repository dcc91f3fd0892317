import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';

import type { UiLocale } from './src/i18n/UiProvider';

/** Debian's Chromium, headless, never a downloaded browser (TOOLCHAIN.md "Browser"). */
export const chromiumBrowser: BrowserConfigOptions = {
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the sources; the assertion message is enough.
  screenshotFailures: false,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' }],
};

/**
 * Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the
 * tests that were loading (first run on a clean clone).
 */
export const browserTestDeps = [
  '@internationalized/date',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-toast',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
];

/**
 * Every Storybook story (kit and app composites) as a test in Chromium, with axe, under one locale.
 * Vitest 4.1 ignores `projects` nested in a project file, so each direction is its own config file.
 */
export function storybookProject(locale: UiLocale, name: string) {
  return defineProject({
    plugins: [
      storybookTest({
        configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)),
        initialGlobals: { locale },
      }),
    ],
    optimizeDeps: { include: [...browserTestDeps, 'storybook/test'] },
    test: { name, browser: chromiumBrowser },
  });
}
