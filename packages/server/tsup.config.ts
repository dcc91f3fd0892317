import { defineConfig } from 'tsup';

/**
 * The production server as JavaScript, started with plain `node dist/main.js` (the container image, the
 * topology test, Lighthouse): no TypeScript loader at run time. Our own code and the contract's few runtime
 * helpers are bundled (@tabib/contract from its sources, through tsconfig's paths); npm dependencies stay
 * external and are loaded from node_modules as they are.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
  noExternal: ['@tabib/contract'],
});
