import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { workspaceSourceAliases } from '../../vitest.shared';
import { compileCatalog, LANGUAGES, loadCatalog } from './i18n/catalog';
import { precompress, routesManifest } from './transport';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** requirements §2: the placeholder avatar lives at assets/img/placeholders/doctor-avatar.svg; the UI kit owns the file. */
const PLACEHOLDER_PATH = 'assets/img/placeholders/doctor-avatar.svg';
function placeholderAvatar(): Plugin {
  const source = fromRoot('packages/ui/assets/img/placeholders/doctor-avatar.svg');
  return {
    name: 'tabib-placeholder-avatar',
    configureServer(server) {
      server.middlewares.use(`/${PLACEHOLDER_PATH}`, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PLACEHOLDER_PATH, source: readFileSync(source) });
    },
  };
}

/** requirements §9: one translation file per language at /assets/i18n/<lang>.json, merged from i18n/<lang>/*.json. */
function translations(): Plugin {
  const i18nDir = fileURLToPath(new URL('./i18n/', import.meta.url));
  return {
    name: 'tabib-translations',
    configureServer(server) {
      server.watcher.add(i18nDir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(i18nDir) && file.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use('/assets/i18n', (request, response, next) => {
        const language = LANGUAGES.find((code) => request.url === `/${code}.json`);
        if (!language) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(compileCatalog(loadCatalog(language))));
      });
    },
    generateBundle() {
      for (const language of LANGUAGES) {
        const fileName = `assets/i18n/${language}.json`;
        const source = JSON.stringify(compileCatalog(loadCatalog(language)));
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

/**
 * Docs/decisions/016: the app's scripts are requested after the first paint. The built index.html
 * carries the entry and its modulepreloads inert in `<template id="app-scripts">` (the server adds each
 * route's chunks to it), and src/ssr/paint-first.js, inlined before any stylesheet so that no tap goes
 * unheard, puts them into the page at the first frame (the server's CSP allows it by its hash).
 */
const APP_SCRIPTS_TEMPLATE = '<template id="app-scripts">';

function scriptsAfterPaint(): Plugin {
  const appScript = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
  return {
    name: 'tabib-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const inline = (path: string) => {
          const file = fileURLToPath(new URL(path, import.meta.url));
          return `<script>${minifySync(file, readFileSync(file, 'utf8')).code.trim()}</script>`;
        };
        // Issue #35: the search box's suggestions before the app is live (src/ssr/search-island.js).
        const paintFirst = inline('src/ssr/paint-first.js') + inline('src/ssr/search-island.js');
        const scripts = html.match(appScript)?.join('') ?? '';
        return html
          .replace(appScript, '')
          .replace(/<meta charset="[^"]*"\s*\/?>/, (charset) => `${charset}${paintFirst}`)
          .replace('</head>', `${APP_SCRIPTS_TEMPLATE}${scripts}</template></head>`);
      },
    },
  };
}

// `pnpm dev`: the server runs on API_PORT (default 3000) and Vite proxies the API and demo images to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const resolve = {
  alias: [
    ...workspaceSourceAliases,
    { find: /^@tabib\/ui\/theme\.css$/, replacement: fromRoot('packages/ui/src/theme/theme.css') },
    // Messages arrive pre-parsed (compileCatalog), so react-intl's ICU parser is left out of the bundle.
    {
      find: /^@formatjs\/icu-messageformat-parser$/,
      replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  ],
};

/**
 * `vite build --ssr src/entry-server.tsx` (docs/decisions/025): the server's page renderer, one
 * self-contained module in dist/.vite/ssr, which the server loads and never sends to a browser.
 */
const serverRenderer: UserConfig = {
  plugins: [react()],
  resolve,
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/.vite/ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
};

/**
 * docs/decisions/042: the service worker `dist/sw.js` (Workbox, generated at build only, never in
 * `vite dev`). It precaches the build — the hashed JS and CSS, the translations, icons, the web app
 * manifest and index.html, the shell — and answers page navigations from the network (the server
 * renders public pages, they stay fresh), falling back to the precached shell only when the network
 * fails, so a private area still opens offline. API requests are never touched: no response that
 * carries a token or personal data ever goes to Cache Storage. A new worker takes over at once
 * (skipWaiting + clientsClaim) and drops the previous build's precache. `src/main.tsx` registers it.
 */
const serviceWorker = () =>
  VitePWA({
    // Registered by src/main.tsx after `load`: no virtual module or injected script (the CSP allows none).
    injectRegister: false,
    // public/manifest.webmanifest is the manifest (docs/decisions/023 point 6).
    manifest: false,
    filename: 'sw.js',
    // Before the precompression (`closeBundle` of precompress()), so sw.js gets its .br and .gz too.
    integration: { closeBundleOrder: 'pre' },
    workbox: {
      globPatterns: ['**/*.{js,css,html,json,svg,png,webmanifest}'],
      // Build metadata and source maps stay out, and so does the worker itself.
      globIgnores: ['.vite/**', '**/*.map', 'sw.js', 'workbox-*.js'],
      // File names with Vite's content hash need no revision query.
      dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8}\.(js|css)$/,
      // Network-first pages: no cache-first navigation fallback (runtimeCaching below instead).
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
      ],
      // The page's request starts while the worker boots, so online navigations wait for no worker.
      navigationPreload: true,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
    },
  });

const browserApp: UserConfig = {
  plugins: [
    react(),
    placeholderAvatar(),
    translations(),
    routesManifest(),
    serviceWorker(),
    scriptsAfterPaint(),
    precompress(),
  ],
  resolve,
  server: {
    host: '127.0.0.1',
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: false },
      '/assets/demo': { target: apiTarget },
    },
  },
  build: {
    // The size report (scripts/app-size.mjs) reads the manifest to find each route's chunks.
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs (React, the router, TanStack Query, react-intl) in one chunk: left
        // to the splitter, each new lazy route sharing a piece of them cut the entry into more files (7,
        // then 24), and two dozen small files gzip worse than one: 7 kB more for the same code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|react-router|@tanstack|react-intl|@formatjs|intl-messageformat)[@+\\/]/,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderer : browserApp));
