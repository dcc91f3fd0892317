import { defineConfig } from 'tsup';

import { libraryBuild } from '../../tsup.shared';

/**
 * The package's modules (the widget's core and the React component, react never bundled), and
 * `dist/embed.js`: the script a site pastes, one minified file with nothing to import, which the
 * server serves at `/embed.js` (docs/decisions/046-embed.md).
 */
export default defineConfig([
  { ...libraryBuild, entry: ['src/index.ts', 'src/react.tsx'], external: ['react'] },
  {
    entry: { embed: 'src/embed.ts' },
    format: ['iife'],
    minify: true,
    sourcemap: false,
    clean: false,
    target: 'es2020',
    outExtension: () => ({ js: '.js' }),
  },
]);
