import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A built app as `vite build` leaves it (packages/app/transport.ts): precompressed files and two manifests. */
export function fakeAppDist({ withRoutes = true } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'tabib-app-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const write = (file: string, text: string) => {
    writeFileSync(join(dist, file), text);
    writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
  };
  write('index.html', '<!doctype html><title>Tabib</title><div id="root"></div>');
  write('assets/index-AbCd1234.js', 'console.log("app");'.repeat(100));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tabib"}');
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true } }),
  );
  if (withRoutes)
    writeFileSync(
      join(dist, '.vite', 'routes.json'),
      JSON.stringify({ paths: ['/', '/search-doctors', '/doctor-profile', '/auth'], prefixes: ['/admin'] }),
    );
  return dist;
}
