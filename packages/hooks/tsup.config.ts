import { defineConfig } from 'tsup';

import { libraryBuild } from '../../tsup.shared';

export default defineConfig({
  ...libraryBuild,
  // Peers and workspace packages are resolved by the consumer: never bundled.
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    '@tanstack/react-query',
    'react-intl',
    '@tabib/contract',
    '@tabib/sdk',
    '@tabib/ui',
  ],
});
