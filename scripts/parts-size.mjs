// `pnpm size` (after `pnpm build`), issue #31: what each of the kit's parts costs a site that imports it
// alone. The packed @tabib/ui (its dist as built) is installed into a fresh Vite app outside the workspace;
// for each component entry (`@tabib/ui/<component>`) and each of its parts, the app is built with that one
// import and the gzipped JavaScript its page loads (the entry and its static imports) is compared with the
// same app importing nothing of the kit. Budget: 3 kB per part imported alone, for every part (no guard
// above it any more); the component's parts together and its composed component are reported. Each build
// must also leave out every other component: no class of a component it does not import (e.g. EmptyState
// alone has nothing of the Navbar) and no lazy chunk of the Navbar's menus.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { installOutsideWorkspace, logger, packKit, root, run } from './example-site.mjs';

// Every part alone, within 3 kB: the last ones over it (DoctorSearch's Combobox, SlotPicker's Calendar) lost
// their default content on 2026-11-28 and the guards above 3 kB with it (docs/benchmarks.md, "The kit's parts,
// one at a time").
const PART_BUDGET_BYTES = 3 * 1024;
const log = logger('parts-size');
const uiSrc = join(root, 'packages/ui/src');
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

// The components with an entry of their own, and what each imports of the others (transitively).
const folders = readdirSync(uiSrc).filter((folder) => existsSync(join(uiSrc, folder, 'index.ts')));
const sourcesOf = (folder) =>
  readdirSync(join(uiSrc, folder))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(uiSrc, folder, file), 'utf8'));
const directImports = new Map(
  folders.map((folder) => [
    folder,
    new Set(
      sourcesOf(folder)
        .flatMap((source) => [...source.matchAll(/from '\.\.\/([A-Za-z]+)\//g)].map((match) => match[1]))
        .filter((other) => other !== folder && folders.includes(other)),
    ),
  ]),
);
function closure(folder, seen = new Set()) {
  seen.add(folder);
  for (const other of directImports.get(folder)) if (!seen.has(other)) closure(other, seen);
  return seen;
}
// A component's own class blocks (`tabib-navbar` of `tabib-navbar__menu`): those no other folder writes.
const blocksOf = new Map(
  folders.map((folder) => [
    folder,
    new Set(
      sourcesOf(folder).flatMap((source) =>
        [...source.matchAll(/\btabib-([a-z]+(?:-[a-z]+)*)(?=__|--|['"` ])/g)].map((match) => match[1]),
      ),
    ),
  ]),
);
const owner = new Map();
for (const [folder, blocks] of blocksOf) {
  for (const block of blocks) owner.set(block, owner.has(block) ? null : folder);
}
const forbiddenFor = (folder) => {
  const allowed = closure(folder);
  return [...owner].filter(([, by]) => by !== null && !allowed.has(by)).map(([block]) => `tabib-${block}`);
};
// The parts: what parts.tsx exports as components (PascalCase names, not CONSTANTS).
const partsOf = (folder) => {
  const file = join(uiSrc, folder, 'parts.tsx');
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^export (?:function|const) ([A-Z]\w*)/gm),
    ...[...source.matchAll(/^export \{([^}]+)\}/gm)].flatMap((match) =>
      match[1].split(',').map((name) => [
        null,
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1),
      ]),
    ),
  ]
    .map((match) => match[1])
    .filter((name) => /^[A-Z][a-z]/.test(name));
};

// A fresh app outside the workspace, with the packed kit.
const app = mkdtempSync(join(tmpdir(), 'tabib-parts-size-'));
const exit = (code) => {
  rmSync(app, { recursive: true, force: true });
  process.exit(code);
};
const versions = JSON.parse(readFileSync(join(root, 'examples/tailwind-booking/package.json'), 'utf8'));
packKit(join(app, 'packs'), { names: ['contract', 'ui'], build: false });
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({
    name: 'tabib-parts-size',
    private: true,
    type: 'module',
    dependencies: {
      '@tabib/ui': 'file:packs/tabib-ui.tgz',
      react: versions.dependencies.react,
      'react-dom': versions.dependencies['react-dom'],
    },
    devDependencies: { vite: versions.devDependencies.vite },
    // The kit depends on @tabib/contract by version; its tarball stands in for the registry.
    pnpm: { overrides: { '@tabib/contract': 'file:packs/tabib-contract.tgz' } },
  }),
);
installOutsideWorkspace(app, log);

const installed = join(app, 'node_modules/@tabib/ui');
const exported = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).exports;
const missing = folders.filter(
  (folder) => !existsSync(join(installed, exported[`./${kebab(folder)}`]?.import?.default ?? 'none')),
);
if (missing.length > 0) {
  console.error(
    `parts size: @tabib/ui has no built entry for ${missing.join(', ')}; run \`pnpm build\` first.`,
  );
  exit(1);
}

// The cases: nothing (the baseline), then per component each part alone, its parts, the composed component.
const mount = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('main'));
`;
const importing = (entry, names) =>
  `${mount}import { ${names.join(', ')} } from '@tabib/ui/${entry}';\nglobalThis.kept = [${names.join(', ')}];\n`;
const cases = [{ name: 'baseline', code: mount, forbidden: [] }];
for (const folder of folders) {
  const entry = kebab(folder);
  const parts = partsOf(folder);
  const forbidden = forbiddenFor(folder);
  for (const part of parts)
    cases.push({ folder, kind: 'part', name: part, code: importing(entry, [part]), forbidden });
  if (parts.length > 1)
    cases.push({ folder, kind: 'parts', name: 'all parts', code: importing(entry, parts), forbidden });
  cases.push({ folder, kind: 'composed', name: folder, code: importing(entry, [folder]), forbidden });
}
writeFileSync(join(app, 'cases.json'), JSON.stringify(cases));
writeFileSync(
  join(app, 'index.html'),
  '<!doctype html><html lang="fr"><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
);
// One process builds every case (Vite's JavaScript API), writing what each page loads.
writeFileSync(
  join(app, 'measure.mjs'),
  `import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const cases = JSON.parse(readFileSync('cases.json', 'utf8'));
const results = [];
for (const entry of cases) {
  writeFileSync('main.js', entry.code);
  const output = await build({
    logLevel: 'silent',
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, modulePreload: { polyfill: false } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
    .filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const visit = (chunk) => {
    if (loaded.has(chunk.fileName)) return;
    loaded.add(chunk.fileName);
    for (const name of chunk.imports) visit(byName.get(name));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  const bytes = [...loaded].reduce((sum, name) => sum + gzipSync(byName.get(name).code, { level: 9 }).length, 0);
  const text = chunks.map((chunk) => chunk.code).join('\\n');
  results.push({
    bytes,
    lazy: chunks.filter((chunk) => !loaded.has(chunk.fileName)).map((chunk) => chunk.fileName),
    foreign: entry.forbidden.filter((block) => text.includes(block)),
  });
}
writeFileSync('results.json', JSON.stringify(results));
`,
);
log(`building ${cases.length} apps`);
run('node', ['measure.mjs'], app);
const results = JSON.parse(readFileSync(join(app, 'results.json'), 'utf8'));
const baseline = results[0].bytes;
const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;

console.info(`parts: an empty React app (createRoot) ${kB(baseline)} gzip; what each import adds, gzip:`);
let failed = false;
let folderShown = null;
cases.forEach((entry, index) => {
  if (index === 0) return;
  const { bytes, lazy, foreign } = results[index];
  const added = bytes - baseline;
  if (entry.folder !== folderShown) {
    console.info(`  @tabib/ui/${kebab(entry.folder)}`);
    folderShown = entry.folder;
  }
  const over = entry.kind === 'part' && added > PART_BUDGET_BYTES;
  const menus = lazy.filter((file) => /MenuDropdowns/.test(file) && entry.folder !== 'Navbar');
  const label =
    entry.kind === 'part' ? entry.name : entry.kind === 'parts' ? '(all its parts)' : `(${entry.name})`;
  const notes = [
    over ? `OVER the ${kB(PART_BUDGET_BYTES)} budget` : '',
    foreign.length > 0 ? `pulls other components: ${foreign.join(', ')}` : '',
    menus.length > 0 ? `emits the Navbar menus' chunk ${menus.join(', ')}` : '',
  ].filter(Boolean);
  console.info(
    `    ${label.padEnd(34)} ${kB(added).padStart(10)}${notes.length ? `  ${notes.join('; ')}` : ''}`,
  );
  if (notes.length > 0) failed = true;
});
console.info(
  failed
    ? 'parts: OVER budget or pulling another component (above)'
    : `parts: each part alone within ${kB(PART_BUDGET_BYTES)}; no entry pulls another component`,
);
exit(failed ? 1 : 0);
