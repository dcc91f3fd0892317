import { defineProject } from 'vitest/config';

import { workspaceSourceAliases } from '../../vitest.shared';

// The API hook families against the real reference server (`*.integration.tsx`, kept out of the
// happy-dom unit project's `*.test.tsx` glob). Node environment, since the server and its embedded
// PGlite need Node's own URL and fetch; React renders into a happy-dom document the setup file lends
// it. The server's global setup, from its testing entry, builds the PGlite templates once per run.
export default defineProject({
  resolve: { alias: workspaceSourceAliases },
  test: {
    name: 'hooks-integration',
    include: ['src/**/*.integration.tsx'],
    environment: 'node',
    setupFiles: ['test/integration-setup.ts'],
    globalSetup: ['@tabib/server/testing/global-setup'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
