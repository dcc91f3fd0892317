import { defineProject } from 'vitest/config';

import { workspaceSourceAliases } from '../../vitest.shared';

// Hooks render in jsdom (it keeps Node's fetch, so tests reach a real local server); @tabib/sdk and @tabib/ui resolve to their sources.
export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'hooks',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
  },
});
