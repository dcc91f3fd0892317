import { defineConfig } from 'vitest/config';

// Each package is a vitest project with its own vitest.config.ts, and so are the repository's scripts;
// `pnpm test:unit` runs them all.
export default defineConfig({
  test: {
    // `vitest.*.config.ts`: extra projects of a package (ui: Storybook stories in LTR and RTL).
    projects: ['packages/*/vitest.config.ts', 'packages/*/vitest.*.config.ts', 'scripts/vitest.config.mjs'],
  },
});
