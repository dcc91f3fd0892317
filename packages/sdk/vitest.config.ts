import { defineProject } from 'vitest/config';

import { workspaceSourceAliases } from '../../vitest.shared';

// @tabib/contract resolves to its sources: `pnpm test:unit` runs before any package is built.

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
