import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Workspace packages resolve to their sources in tests and the app, so nothing runs against a stale
 * `dist` (docs/conventions.md "A package's shape"). Mirrors `paths` in tsconfig.base.json. Exact matches only,
 * so a subpath such as `@tabib/ui/theme.css` is not rewritten.
 */
export const workspaceSourceAliases = [
  { find: /^@tabib\/sdk$/, replacement: source('./packages/sdk/src/index.ts') },
  { find: /^@tabib\/ui$/, replacement: source('./packages/ui/src/index.ts') },
  { find: /^@tabib\/hooks$/, replacement: source('./packages/hooks/src/index.ts') },
];
