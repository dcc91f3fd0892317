import { fileURLToPath } from 'node:url';

import { defineMain } from '@storybook/react-vite/node';
import react from '@vitejs/plugin-react';

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// One Storybook for the UI kit and the app's composites (docs/design.md "Layout").
export default defineMain({
  framework: '@storybook/react-vite',
  // Each kit component's docs page (anatomy, parts, data-* attributes, keyboard) is an MDX file beside it.
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  // The kit ships its placeholder avatar; served where the spec's default path points (requirements §2).
  staticDirs: [{ from: '../packages/ui/assets', to: '/assets' }],
  core: { disableTelemetry: true },
  typescript: {
    // The docs pages' props tables: TSDoc descriptions, `@default` tags and destructured defaults,
    // without the hundreds of DOM attributes every component also accepts. Story tests do not read
    // the tables, so they skip the slow type-checker pass.
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      propFilter: (prop) => !prop.declarations?.some(({ fileName }) => fileName.includes('node_modules')),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
    },
  },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      plugins: [react()],
      // Stories use the kit's sources, never a stale dist (docs/conventions.md "A package's shape").
      resolve: {
        alias: {
          '@tabib/ui': fromRoot('packages/ui/src/index.ts'),
          '@tabib/contract': fromRoot('packages/contract/src/index.ts'),
        },
      },
    });
  },
});
