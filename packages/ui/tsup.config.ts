import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The one stylesheet, `@tabib/ui/theme.css`: tokens and every component's rules, @imports inlined.
    theme: 'src/theme/theme.css',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // React is a peer dependency: never bundled.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
