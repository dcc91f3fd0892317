import type { Options } from 'tsup';

/**
 * How each published package (sdk, hooks, ui) is built: its `src/index.ts` as ESM and CJS with
 * declarations and source maps (docs/conventions.md "A package's shape"). Each config adds what is its own:
 * more entries, and the peers it must never bundle.
 */
export const libraryBuild = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
} satisfies Options;
