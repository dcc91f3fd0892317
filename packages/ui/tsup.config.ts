import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defineConfig, type Options } from 'tsup';

import { libraryBuild } from '../../tsup.shared';

/** `DoctorCard` → `doctor-card`: the subpath a component's own entry is published under. */
const subpathOf = (folder: string) => folder.replace(/(?<!^)[A-Z]/g, (letter) => `-${letter}`).toLowerCase();

/**
 * One entry per component (a folder of src/ with an index.ts): `@tabib/ui/doctor-card` gives its parts,
 * its composed form and its texts, and importing it pulls in no other component's code (shared chunks
 * hold only what several components use).
 */
const components = Object.fromEntries(
  readdirSync(new URL('src', import.meta.url), { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(new URL(`src/${entry.name}/index.ts`, import.meta.url)),
    )
    .map((entry) => [subpathOf(entry.name), `src/${entry.name}/index.ts`]),
);

/**
 * The root entry's `<Component>Parts` namespaces (`src/<Component>/partsNamespace.ts`), each an entry of its
 * own although not exported: esbuild writes a namespace as an `__export(…)` call naming every part, in the
 * file of the module it is made of. Made of `parts.tsx` it sat in the chunk the component's entry loads, so
 * importing one part kept all; inside `index.js`, importing anything from `@tabib/ui` kept every part of
 * every component (react-aria's with them). In a file of their own, a bundler drops those a site does not
 * use (the package is free of side effects but its CSS).
 */
const partsNamespaces = Object.fromEntries(
  readdirSync(new URL('src', import.meta.url), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(new URL(`src/${entry.name}/partsNamespace.ts`, import.meta.url)),
    )
    .map((entry) => [`parts-namespace/${subpathOf(entry.name)}`, `src/${entry.name}/partsNamespace.ts`]),
);

/**
 * In the JavaScript build, `src/index.ts`'s `export * as <Component>Parts from './<Component>/parts'` is made of
 * `partsNamespace.ts` instead (above). The declarations keep `./parts`: rollup-plugin-dts, through the extra
 * module, wrote each part's types as values (`declare const X: typeof X`), which a consumer's tsc refuses.
 */
const partsThroughNamespace: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'parts-through-namespace',
  setup(build) {
    build.onResolve({ filter: /^\.\/[A-Za-z]+\/parts$/ }, (args) =>
      args.importer.endsWith(`src${sep}index.ts`)
        ? { path: join(args.resolveDir, args.path.replace(/parts$/, 'partsNamespace.ts')) }
        : undefined,
    );
  },
};

export default defineConfig({
  ...libraryBuild,
  esbuildPlugins: [partsThroughNamespace],
  entry: {
    index: 'src/index.ts',
    ...components,
    ...partsNamespaces,
    // The optional look, `@tabib/ui/theme.css`: tokens and every component's rules in the layer `tabib`.
    theme: 'src/theme/theme.css',
  },
  dts: { entry: { index: 'src/index.ts', ...components } },
  // React is a peer dependency: never bundled.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
