import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { runnerImport, type Plugin } from 'vite';

import type * as adminSections from './src/admin/sections';
import type * as routes from './src/routes';

type RoutesModule = typeof routes;
type AdminModule = typeof adminSections;

/** The text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this size a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * docs/decisions/023: every text file of the build gets a `.br` (maximum quality) and a `.gz` (level 9)
 * beside it, so the server (`@fastify/static` `preCompressed`) sends them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tabib-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        // .vite/ holds build metadata the server reads from disk, never sent to a browser.
        if (file.startsWith(join(outDir, '.vite'))) continue;
        if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** Where the server reads the app's routes (docs/decisions/023): `dist/.vite/routes.json`. */
export const ROUTES_FILE = '.vite/routes.json';

/**
 * docs/decisions/023: the server answers 404 for a path no route of the app serves, so it needs the
 * paths of src/routes.ts and the back office's (src/admin/sections.ts `ADMIN_PATHS`); their modules
 * load lazily, so reading them loads no page. `/auth` redirects to the login page, and a path with
 * parameters serves anything under its fixed part.
 */
export function routesManifest(): Plugin {
  const routesModule = fileURLToPath(new URL('./src/routes.ts', import.meta.url));
  const adminModule = fileURLToPath(new URL('./src/admin/sections.ts', import.meta.url));
  return {
    name: 'tabib-routes-manifest',
    apply: 'build',
    async generateBundle() {
      const [{ module }, { module: admin }] = await Promise.all([
        runnerImport<RoutesModule>(routesModule, { configFile: false }),
        runnerImport<AdminModule>(adminModule, { configFile: false }),
      ]);
      const paths = [
        ...[...module.publicRoutes, ...module.guardedRoutes, ...module.embedRoutes].map(
          (route) => route.path,
        ),
        ...admin.ADMIN_PATHS,
      ];
      // A path with parameters (`/medecins/:specialty`) serves whatever is under its fixed part; the page
      // itself says when a value names nothing (docs/decisions/025).
      const fixed = paths.filter((path) => !path.includes('/:'));
      const prefixes = paths
        .filter((path) => path.includes('/:'))
        .map((path) => path.slice(0, path.indexOf('/:')));
      const source = JSON.stringify({
        paths: [...fixed, '/auth'],
        prefixes: [...new Set(prefixes)],
      });
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source });
    },
  };
}
