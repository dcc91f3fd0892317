import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Config, repoRoot } from '../platform/config.js';
import type { DoctorStatBuffer } from '../doctors/stat-buffer.js';
import type { DatabaseHandle } from '../platform/db/connect.js';
import { createSearchCache } from '../search/search-cache.js';
import { contentEncoding } from '../platform/http/compression.js';
import { type CachedDocument, createPageRenderer, loadAppRenderer } from './page-renderer.js';
import { resolvedPublicUrl } from '../platform/http/public-url.js';
import { isPublicDoctor, registerSitemap } from './sitemap.js';

/** packages/server/assets/demo: the seeded doctors' photos and article covers (`/assets/demo/<file>`). */
export const demoAssetsDir = join(repoRoot, 'packages', 'server', 'assets', 'demo');

/** docs/decisions/023: a file whose name carries its content hash never changes, so browsers keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, translations, icons) is revalidated with its ETag at each use. */
const REVALIDATE = 'no-cache';

/** Rendered pages kept at most (a page weighs tens of kB; search pages are far lighter). */
const PAGE_CACHE_MAX_ENTRIES = 200;

/** A doctor's id (the database's uuid); anything else names no doctor. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last segment of a path that names a file (`/assets/x.js`, `/wp-login.php`), not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Whether a request's Accept takes an HTML page: `text/html`, `text/*` or any type, with a weight above
 * 0, or no Accept at all (RFC 9110: any type), as link-preview bots and uptime checks send.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
    return ['text/html', 'text/*', '*/*'].includes(type) && (q === undefined || Number(q) > 0);
  });
}

interface ViteChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/** The hashed files of the build, as Vite's manifest names them (paths relative to the dist folder). */
function hashedFiles(appDist: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  return new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
}

/** The app's routes, written by the build (packages/app/transport.ts `routesManifest`). */
interface AppRoutes {
  paths: string[];
  prefixes: string[];
}

/**
 * Serves the demo images, and the built web app when APP_DIST holds one (docs/design.md "Scale": `pnpm start`
 * runs server + app on one port), with the transport of docs/decisions/023: precompressed files
 * (`.br`/`.gz` written by the build), year-long caching of hashed files, revalidation of the rest.
 * A page of the app answers index.html, with the page rendered into it for the public pages
 * (docs/decisions/025); a path no route serves, or the profile of a doctor who is not public, answers
 * 404 with the same document (the app's not-found page). /v1, anything whose Accept takes no HTML and
 * a missing file go to the not-found handler instead (docs/decisions/023).
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config,
  deps: { database: DatabaseHandle; doctorStats: DoctorStatBuffer; now?: () => Date },
): Promise<void> {
  const { db } = deps.database;
  await app.register(fastifyStatic, {
    root: demoAssetsDir,
    prefix: '/assets/demo/',
    maxAge: '1d',
    // reply.sendFile is the app's (below): index.html with its own headers.
    decorateReply: false,
  });
  const publicUrl = resolvedPublicUrl(app, config);
  const hasApp = existsSync(join(config.appDist, 'index.html'));
  const renderer = hasApp ? await loadAppRenderer(app, config.appDist) : null;
  registerSitemap(app, db, publicUrl, renderer?.landingPath);

  if (!hasApp) return;
  const hashed = hashedFiles(config.appDist);
  const routesFile = join(config.appDist, '.vite', 'routes.json');
  // A build from before the route list (an older checkout's dist) still starts: every path is a page.
  const routes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as AppRoutes) : null;
  if (routes === null) app.log.warn(`${routesFile} is missing (rebuild the app): unknown paths answer 200`);
  const knownPaths = new Set(routes?.paths);
  const now = deps.now ?? (() => new Date());
  // docs/decisions/025: rendered pages are kept like search pages (decision 019), and forgotten on
  // the same changes.
  const pageCache = createSearchCache<CachedDocument>({
    ttlMs: config.searchCacheMs,
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    now: () => now().getTime(),
    changes: deps.database.changes,
  });
  app.addHook('onClose', async () => pageCache.close());
  const renderPage =
    renderer &&
    createPageRenderer(app, config.appDist, renderer, publicUrl, {
      cache: pageCache,
      doctorStats: deps.doctorStats,
      now,
    });

  await app.register(fastifyStatic, {
    root: config.appDist,
    prefix: '/',
    wildcard: false,
    // `/` is a page like the others (rendered on the server), not the bare index.html.
    index: false,
    preCompressed: true,
    // Build metadata (the manifests) stays on the server.
    allowedPath: (pathname) => !pathname.startsWith('/.vite/'),
    setHeaders: (reply: FastifyReply, path: string) => {
      const file = relative(config.appDist, path.replace(/\.(br|gz)$/, ''))
        .split(sep)
        .join('/');
      reply.header('cache-control', hashed.has(file) ? IMMUTABLE : REVALIDATE);
    },
  });

  const isAppPath = (path: string) =>
    routes === null ||
    knownPaths.has(path) ||
    routes.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    let found = isAppPath(path);
    const wantsPage = acceptsHtml(request.headers.accept) && (found || !FILE_NAME.test(path));
    if (request.url.startsWith('/v1/') || !wantsPage) return reply.callNotFound();
    const chosenLocale = renderer?.chosenLocaleCookie?.(request.url);
    if (chosenLocale) reply.header('set-cookie', chosenLocale);
    if (found && path === '/doctor-profile') {
      const id = url.searchParams.get('id') ?? '';
      found = UUID.test(id) && (await isPublicDoctor(db, id));
    }
    if (!found) reply.code(404);
    const page = await renderPage?.(request).catch((error: unknown) => {
      // The browser can still render the page: send the app's shell rather than an error.
      request.log.error({ err: error }, 'server rendering failed');
      return null;
    });
    if (!page) return reply.sendFile('index.html', config.appDist);
    if (page.notFound) reply.code(404);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      // The language of the HTML follows the reader's cookie and Accept-Language (docs/decisions/025).
      .header('vary', 'cookie, accept-language, accept-encoding');
    const encoding = contentEncoding(request.headers['accept-encoding']);
    // Compressed here rather than by @fastify/compress, which leaves a response with an encoding alone.
    if (encoding === null) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page.compressed(encoding));
  });
}
