import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The inline script of the built index.html (docs/decisions/016), allowed by the CSP by its hash. */
export const PAINT_FIRST = 'document.documentElement.dataset.painted="";';

/**
 * The built index.html, with what the page renderer fills in: the head, `#root`, and the template that
 * holds the app's scripts until the first paint (docs/decisions/016), read by the paint-first script.
 */
export const INDEX_HTML = `<!doctype html>
<html lang="fr" dir="ltr">
<head>
<meta charset="UTF-8" /><script>${PAINT_FIRST}</script>
<title>Tabib</title>
<template id="app-scripts"><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></template>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;

/**
 * A built app as `vite build` leaves it (packages/app/transport.ts): precompressed files, two manifests,
 * and with `renderer` the server-rendering module (`vite build --ssr`, docs/decisions/025) as its source.
 */
export function fakeAppDist({
  withRoutes = true,
  renderer,
}: { withRoutes?: boolean; renderer?: string } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'tabib-app-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const write = (file: string, text: string) => {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', INDEX_HTML);
  write('assets/index-AbCd1234.js', 'console.log("app");'.repeat(100));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tabib"}');
  // The service worker (docs/decisions/042): not in Vite's manifest, precompressed like any script.
  write('sw.js', 'self.skipWaiting();'.repeat(100));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true, imports: ['_shared-Ef56.js'] },
      '_shared-Ef56.js': { file: 'assets/shared-Ef56.js' },
      'src/pages/search/SearchDoctorsPage.tsx': {
        file: 'assets/SearchDoctorsPage-Gh78.js',
        imports: ['index.html', '_shared-Ef56.js', '_search-Ij90.js'],
        css: ['assets/SearchDoctorsPage-Kl12.css'],
      },
      '_search-Ij90.js': { file: 'assets/search-Ij90.js', css: ['assets/search-Mn34.css'] },
    }),
  );
  mkdirSync(join(dist, 'assets', 'i18n'));
  for (const locale of ['fr', 'en', 'ar']) {
    writeFileSync(
      join(dist, 'assets', 'i18n', `${locale}.json`),
      JSON.stringify({ HELLO: `hello-${locale}` }),
    );
  }
  if (renderer !== undefined) {
    mkdirSync(join(dist, '.vite', 'ssr'));
    writeFileSync(join(dist, '.vite', 'ssr', 'entry-server.js'), renderer);
  }
  if (withRoutes)
    writeFileSync(
      join(dist, '.vite', 'routes.json'),
      JSON.stringify({
        paths: ['/', '/search-doctors', '/doctor-profile', '/auth', '/admin', '/admin/doctors'],
        prefixes: ['/medecins', '/admin/articles'],
      }),
    );
  return dist;
}
