import { defineConfig } from 'vitest/config';

// Each package is a vitest project with its own vitest.config.ts; `pnpm test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
