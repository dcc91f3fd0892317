import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { UI_COMPONENT_ENTRIES } from '../vitest.shared';

const root = new URL('..', import.meta.url).pathname;
const json = (path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
const kebab = (folder) => folder.replace(/(?<!^)[A-Z]/g, (letter) => `-${letter}`).toLowerCase();

// The folders tsup builds an entry for (packages/ui/tsup.config.ts): every component folder with an index.ts.
const folders = readdirSync(`${root}packages/ui/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${root}packages/ui/src/${entry.name}/index.ts`))
  .map((entry) => entry.name)
  .sort();

describe("the kit's per-component entries", () => {
  it('are one per component folder, in the aliases of the tests and the app', () => {
    expect(Object.values(UI_COMPONENT_ENTRIES).sort()).toEqual(folders);
    for (const [subpath, folder] of Object.entries(UI_COMPONENT_ENTRIES)) expect(subpath).toBe(kebab(folder));
  });

  it('are published in package.json "exports", ESM and CommonJS with their types', () => {
    const { exports } = json('packages/ui/package.json');
    for (const folder of folders) {
      const name = kebab(folder);
      expect(exports[`./${name}`]).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
    }
    const subpaths = Object.keys(exports).filter(
      (key) => !['.', './theme.css', './doctor-avatar.svg', './package.json'].includes(key),
    );
    expect(subpaths.sort()).toEqual(folders.map((folder) => `./${kebab(folder)}`).sort());
  });

  it('resolve to their sources in the typecheck (tsconfig.base.json "paths")', () => {
    const { paths } = json('tsconfig.base.json').compilerOptions;
    for (const folder of folders) {
      expect(paths[`@tabib/ui/${kebab(folder)}`]).toEqual([`./packages/ui/src/${folder}/index.ts`]);
    }
  });
});
