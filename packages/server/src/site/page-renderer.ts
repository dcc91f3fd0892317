import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RenderedPage } from '@tabib/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CountedStats, DoctorStatBuffer } from '../doctors/stat-buffer.js';
import type { SearchCache } from '../search/search-cache.js';
import type { ContentEncoding } from '../platform/http/compression.js';

/** The SSR build of the app (packages/app/src/entry-server.tsx, built by `vite build --ssr`). */
export const RENDERER_MODULE = join('.vite', 'ssr', 'entry-server.js');

interface PageRequest {
  url: string;
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
}

export interface AppRenderer {
  /** The path of the landing page of a specialty, or of a specialty in a city, by their names. */
  landingPath(specialty: string, city?: string): string;
  /** The language `render` would choose for this request: with the URL, all the page depends on. */
  locale(request: PageRequest): string;
  /**
   * The `Set-Cookie` value that stores the language a page's address (`?lng=`) chooses, or null; absent
   * from a build older than it (then the app stores the language once it runs).
   */
  chosenLocaleCookie?(url: string): string | null;
  render(
    request: PageRequest & {
      fetch: typeof globalThis.fetch;
      messages: (locale: string) => Promise<unknown>;
      logger: Pick<Console, 'error'>;
      /** What the render did for its data (absent from a build older than it). */
      onData?: (report: PageDataReport) => void;
    },
  ): Promise<RenderedPage | null>;
}

/** Docs/decisions/025: a page's declared queries, and those its render asked for beyond them. */
interface PageDataReport {
  module: string;
  declared: number;
  undeclared: string[];
  passes: number;
}

interface ViteChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

/** The encodings a rendered page is sent in, the server's preference first. */
/** A rendered page: the whole HTML document, and whether the page found nothing at its address. */
export interface RenderedDocument {
  html: string;
  notFound: boolean;
  /**
   * The document compressed, made once per encoding and kept with it: a page served from the cache
   * is not compressed again for each reader (a landing page's HTML weighs hundreds of kB).
   */
  compressed(encoding: ContentEncoding): Buffer;
}

// Brotli 5 is several times smaller than gzip for HTML at a cost of a few ms per 100 kB.
const BROTLI = {
  params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
};

function renderedDocument(html: string, notFound: boolean): RenderedDocument {
  const bodies = new Map<ContentEncoding, Buffer>();
  return {
    html,
    notFound,
    compressed(encoding) {
      let body = bodies.get(encoding);
      if (body === undefined) {
        body = encoding === 'br' ? brotliCompressSync(html, BROTLI) : gzipSync(html);
        bodies.set(encoding, body);
      }
      return body;
    },
  };
}

/** Renders a public page of the app to a whole HTML document, or null for a page the browser renders. */
export type PageRenderer = (request: FastifyRequest) => Promise<RenderedDocument | null>;

/** What a rendered page is kept with: the statistics its rendering counted (a profile visit, displays). */
export interface CachedDocument {
  document: RenderedDocument | null;
  counted: CountedStats;
}

export interface PageRendererDeps {
  /** Rendered documents by language and URL: a page is the same for every reader of one language. */
  cache: SearchCache<CachedDocument>;
  doctorStats: DoctorStatBuffer;
  now: () => Date;
}

/**
 * The files a route module needs beyond what index.html already loads: its chunks (modulepreload, so
 * the browser fetches them in parallel with the entry instead of after it) and its stylesheets (in the
 * head, so the server's HTML is styled from the first paint and nothing moves when the script runs).
 */
function routeAssets(manifest: ViteManifest, module: string): { scripts: string[]; styles: string[] } {
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  collect('index.html', loadedByEntry);
  const route = new Set<string>();
  collect(module, route);
  const chunks = [...route].filter((key) => !loadedByEntry.has(key)).map((key) => manifest[key] as ViteChunk);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Docs/decisions/016: the built index.html holds the app's scripts inert in this template until the
 * first paint (the app's `scriptsAfterPaint` build plugin); the route's chunks join them there.
 */
const APP_SCRIPTS_TEMPLATE = '<template id="app-scripts">';

/** The server-rendering module of the app's build, or null (with a warning) for a build without one. */
export async function loadAppRenderer(app: FastifyInstance, appDist: string): Promise<AppRenderer | null> {
  const modulePath = join(appDist, RENDERER_MODULE);
  if (!existsSync(modulePath)) {
    app.log.warn(`${modulePath} is missing (rebuild the app): pages are rendered in the browser only`);
    return null;
  }
  return (await import(pathToFileURL(modulePath).href)) as AppRenderer;
}

/**
 * Docs/decisions/025: the server renders the app's public pages with the app's own renderer, in the
 * reader's language, and puts them into the built index.html: head elements (title, description,
 * canonical, alternates, social tags), the page's markup, its route's chunks and stylesheets, the
 * translations it hydrates with, and the state element. The renderer reaches the API in-process
 * (`app.inject`), so a page costs no network hop and sees exactly what a browser would.
 */
export function createPageRenderer(
  app: FastifyInstance,
  appDist: string,
  renderer: AppRenderer,
  publicUrl: () => string,
  deps: PageRendererDeps,
): PageRenderer {
  const template = readFileSync(join(appDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(appDist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const messages = new Map<string, unknown>();
  const messagesOf = (locale: string) => {
    if (!messages.has(locale)) {
      const file = join(appDist, 'assets', 'i18n', `${locale}.json`);
      messages.set(locale, JSON.parse(readFileSync(file, 'utf8')));
    }
    return Promise.resolve(messages.get(locale));
  };

  // The API's own log already says what failed, and a page of an unknown doctor answers 404 by design.
  const logger = { error: (message: string, details: unknown) => app.log.debug({ details }, message) };

  const inProcessFetch: typeof globalThis.fetch = async (input, init) => {
    // The app's client hands over a Request of its own: read as is, not copied.
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body && { payload: body }),
    });
    // Response copies the bytes it is given: no copy of our own before.
    return new Response(
      response.rawPayload.length > 0 ? (response.rawPayload as Uint8Array<ArrayBuffer>) : null,
      {
        status: response.statusCode,
        headers: Object.entries(response.headers).flatMap(([name, value]) =>
          value === undefined ? [] : [[name, String(value)] as [string, string]],
        ),
      },
    );
  };

  // A page that declares its data but renders asking for more costs a render pass per round: a bug.
  const onData = (report: PageDataReport) => {
    if (report.declared > 0 && report.undeclared.length > 0) {
      app.log.warn(report, 'a server-rendered page asked for data it does not declare (pageData)');
    }
  };

  const renderDocument = async (request: PageRequest): Promise<RenderedDocument | null> => {
    const page = await renderer.render({
      ...request,
      fetch: inProcessFetch,
      messages: messagesOf,
      logger,
      onData,
    });
    if (page === null) return null;
    const { scripts, styles } = routeAssets(manifest, page.module);
    const styleLinks = styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    );
    const scriptLinks = scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    );
    // The page hydrates with its translations: fetched with the scripts, not after they ran.
    const translations = `<link rel="preload" as="fetch" crossorigin href="/assets/i18n/${page.locale}.json">`;
    const head = /<title>/.test(page.head) ? template.replace(/<title>[^<]*<\/title>/, '') : template;
    const html = head
      .replace(/<html[^>]*>/, `<html lang="${page.locale}" dir="${page.dir}">`)
      .replace(APP_SCRIPTS_TEMPLATE, `${APP_SCRIPTS_TEMPLATE}${scriptLinks.join('')}${translations}`)
      .replace('</head>', `<!--tabib-head-->${page.head}<!--/tabib-head-->${styleLinks.join('')}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.state}`);
    return renderedDocument(html, page.notFound);
  };

  return async (request) => {
    const pageRequest: PageRequest = {
      url: request.url,
      origin: publicUrl(),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    };
    let rendered = false;
    const { document, counted } = await deps.cache.get(
      `${renderer.locale(pageRequest)} ${request.url}`,
      async () => {
        rendered = true;
        const { value, counted } = await deps.doctorStats.recording(() => renderDocument(pageRequest));
        return { document: value, counted };
      },
    );
    // A page served again (from the cache, or rendered for a concurrent reader) is a page shown again.
    if (!rendered) deps.doctorStats.recount(counted, deps.now());
    return document;
  };
}
