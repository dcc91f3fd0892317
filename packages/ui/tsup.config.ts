import { defineConfig } from 'tsup';

import { libraryBuild } from '../../tsup.shared';

export default defineConfig({
  ...libraryBuild,
  entry: {
    index: 'src/index.ts',
    // The one stylesheet, `@tabib/ui/theme.css`: tokens and every component's rules, @imports inlined.
    theme: 'src/theme/theme.css',
  },
  dts: { entry: { index: 'src/index.ts' } },
  // React is a peer dependency: never bundled.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
