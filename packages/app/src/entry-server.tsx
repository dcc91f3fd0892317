import { dehydrate, type DefaultedQueryObserverOptions, type QueryKey } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  createTabibQueryClient,
  directionOfLocale,
  flattenMessages,
  isSessionUserKey,
  type ApiLogger,
  type Locale,
} from '@tabib/hooks';
import type { RenderedPage } from '@tabib/contract';
import { createSession, createTabibClient, XSRF_COOKIE_NAME } from '@tabib/sdk';

import { appRoutes } from './router';
import { notFoundRoute, type RouteHandle } from './routes';
import { requestLocale } from './ssr/locale';
import { prefetchPageData, type PageDataReport } from './ssr/pageData';
import { RenderContext, type RenderEnv } from './ssr/RenderContext';
import { renderStateElement } from './ssr/renderState';

// The sitemap lists the landing pages with the app's own rule.
export { landingPath } from './pages/landing/landing';
// A `lng` link stores the reader's language before the app has started (docs/decisions/025).
export { chosenLocaleCookie } from './shell/localeCookie';

/** What the server gives to render one page (packages/server/src/site/page-renderer.ts). */
export interface RenderRequest {
  /** Path and query, e.g. `/doctor-profile?id=…`. */
  url: string;
  /** The site's public origin, for absolute links in the page's metadata. */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  /** Reaches the API (`{origin}/v1/…`) from the server, without a network hop. */
  fetch: typeof globalThis.fetch;
  /** One language's translations, as `/assets/i18n/<lang>.json` serves them. */
  messages: (locale: Locale) => Promise<unknown>;
  /**
   * Where the page's failed API answers are logged (an unknown doctor's 404 is one, and the page says
   * so); default `console`.
   */
  logger?: ApiLogger;
  /** Told what the render did for its data: a page that asked for more than it declared says so here. */
  onData?: (report: PageDataReport) => void;
}

/** What `render` gives the server (the state element is ssr/renderState.ts's; the module's chunks are Vite's manifest's). */
export type { RenderedPage };

/** Each round fetches what the previous render asked for; a page needing more rounds is a bug. */
const MAX_DATA_ROUNDS = 4;

/** No refresh on the server: public pages render for a guest (the browser's session applies after). */
const NO_SESSION = { mayHold: () => false, forget: () => undefined };

/**
 * The render's own anti-forgery token, sent as both cookie and header of its requests (the double
 * submit asks no more), never the reader's cookies: its POSTs (searches, a doctor's answers) need no
 * `GET /auth/xsrf` first, which every request of the page would otherwise wait for, and the API sets no
 * cookie on its answers.
 */
function renderXsrf(fetch: typeof globalThis.fetch) {
  const token = crypto.randomUUID();
  const cookie = `${XSRF_COOKIE_NAME}=${token}`;
  return {
    fetch: ((input, init) => {
      const sent = input instanceof Request && init === undefined ? input : new Request(input, init);
      sent.headers.set('cookie', cookie);
      return fetch(sent);
    }) as typeof globalThis.fetch,
    xsrf: { obtain: () => Promise.resolve(token) },
  };
}

/** The routes' static handler, made once: it holds no request's state. */
const staticHandler = createStaticHandler(appRoutes);

/**
 * The language a request's page is rendered in: the server keys its cache of rendered pages by it and
 * the URL, since a page is the same for every reader of one language.
 */
export function locale(request: Pick<RenderRequest, 'url' | 'origin' | 'cookie' | 'acceptLanguage'>): Locale {
  return requestLocale(new URL(request.url, request.origin), request.cookie, request.acceptLanguage);
}

/**
 * Renders a public page (docs/decisions/025) with React Router's static handler and React's streaming
 * renderer. The data the page's module declares (`pageData`) is fetched in one round, then the page
 * renders once. A query the render asks for beyond it (TanStack Query records each query a render wants;
 * the session user's is left to the browser) is fetched and the page rendered again, until a pass asks
 * for nothing new — `onData` reports those queries, which the page's declaration should hold. Null: the
 * page is not rendered on the server (sign-in, booking, signed-in areas).
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  const handler = staticHandler;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered || !handle.module) return null;

  const pageLocale = locale(request);
  const queryClient = createTabibQueryClient();
  // A failed answer (an unknown doctor's 404) is rendered as the failure, not as a retry in progress.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  // An address under a route's fixed part that no route matches (`/questions/a/b`) is a 404 as well.
  let notFound = context.matches.at(-1)?.route.path === notFoundRoute.path;
  const env: RenderEnv = {
    session: createSession({
      baseUrl: `${request.origin}/v1`,
      ...renderXsrf(request.fetch),
      refreshToken: NO_SESSION,
    }),
    queryClient,
    locale: pageLocale,
    messages: flattenMessages(await request.messages(pageLocale)),
    origin: request.origin,
    renderedAt: Date.now(),
    markNotFound: () => {
      notFound = true;
    },
    ...(request.logger && { logger: request.logger }),
  };

  const wanted = new Map<string, DefaultedQueryObserverOptions<unknown, Error, unknown, unknown, QueryKey>>();
  const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options) => {
    const defaulted = defaultQueryOptions(options);
    if (defaulted.enabled !== false && !isSessionUserKey(defaulted.queryKey)) {
      wanted.set(defaulted.queryHash, defaulted as never);
    }
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <RenderContext.Provider value={env}>
        {/* No loaders, so nothing for React Router to hydrate (and no inline script under the CSP). */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderContext.Provider>
    </StrictMode>
  );

  // Docs/decisions/025: the page's declared data, fetched in one round before its one render.
  const declared = await prefetchPageData(queryClient, handle.module, {
    url,
    params: context.matches.at(-1)?.params ?? {},
    locale: pageLocale,
    now: new Date(env.renderedAt),
    api: {
      client: createTabibClient({
        session: env.session,
        forbiddenClearsSession: false,
        logger: request.logger,
      }),
      ...(request.logger && { logger: request.logger }),
    },
  });

  // A whole render each time, lazy parts included (renderToString would leave their queries unseen).
  let passes = 0;
  const renderPass = () => {
    wanted.clear();
    passes += 1;
    return renderToStringStreamed(app);
  };
  let markup = await renderPass();
  // What the page asked for that it did not declare: each is one more pass, which the page should not need.
  const undeclared = [...wanted.keys()].filter((hash) => !declared.has(hash));
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const missing = [...wanted.values()].filter(
      (options) => (queryClient.getQueryState(options.queryKey)?.status ?? 'pending') === 'pending',
    );
    if (missing.length === 0) break;
    await Promise.all(missing.map((options) => queryClient.prefetchQuery(options)));
    markup = await renderPass();
  }

  request.onData?.({ module: handle.module, declared: declared.size, undeclared, passes });

  const { head, body } = splitHoisted(markup);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  return {
    locale: pageLocale,
    dir: directionOfLocale(pageLocale),
    head,
    html: body,
    // A page rendered with a failed answer is shown as is and rendered afresh in the browser.
    state: failed
      ? ''
      : renderStateElement({
          locale: pageLocale,
          queries: dehydrate(queryClient),
          renderedAt: env.renderedAt,
        }),
    module: handle.module,
    notFound,
  };
}

/** The whole page once every Suspense boundary has resolved (a crawler gets complete HTML). */
function renderToStringStreamed(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every boundary in place: React outlines a large one behind an inline script that swaps it in,
      // which the pages' CSP (script-src 'self') blocks; the page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/**
 * React puts the elements it hoists (title, meta, link) before the markup when the root is not `<html>`;
 * they belong in the document's head.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const hoisted = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(markup)?.[0] ?? '';
  return { head: hoisted, body: markup.slice(hoisted.length) };
}
