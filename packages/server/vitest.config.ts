import { defineProject } from 'vitest/config';
import { workspaceSourceAliases } from '../../vitest.shared';

export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Builds the PGlite template databases once per run (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own databases: PGlite in WASM and a new PostgreSQL database take seconds,
    // and seeding 1,000 doctors more, on a 2-core machine shared with other suites.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
