import { defineProject } from 'vitest/config';

import { workspaceSourceAliases } from '../../vitest.shared';

// The app's own logic (URL state of the pages, menus by role, the translation catalog) in jsdom;
// the pages as a user sees them are covered by the Playwright journeys in e2e/.
export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'app',
    include: ['src/**/*.test.{ts,tsx}', 'i18n/**/*.test.ts'],
    environment: 'jsdom',
  },
});
