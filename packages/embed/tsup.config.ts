import { defineConfig } from 'tsup';

import { libraryBuild } from '../../tsup.shared';

/**
 * The package's modules (the widget's core and the React component, react never bundled), and
 * `dist/embed.js`: the script a site pastes, one minified file with nothing to import, which the
 * server serves at `/embed.js`.
 */
export default defineConfig([
  // Not cleaned by tsup, which would race the script's build into the same folder: `build` empties it.
  { ...libraryBuild, entry: ['src/index.ts', 'src/react.tsx'], external: ['react'], clean: false },
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
