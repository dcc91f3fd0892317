import { fileURLToPath } from 'node:url';

/**
 * Workspace packages resolve to their sources in tests and the app, so nothing runs against a stale
 * `dist` (CONVENTIONS "Shape of a package"). Mirrors `paths` in tsconfig.base.json.
 */
export const workspaceSourceAliases = {
  '@tabib/sdk': fileURLToPath(new URL('./packages/sdk/src/index.ts', import.meta.url)),
};
