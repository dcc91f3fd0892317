import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
// From react-router/dom: only this provider honours a navigation's `flushSync` option.
import { RouterProvider } from 'react-router/dom';
import {
  createTabibQueryClient,
  flattenMessages,
  LNG_PARAM,
  LOCALE_STORAGE_KEY,
  messagesUrl,
} from '@tabib/hooks';
import '@tabib/ui/theme.css';

import './app.css';
import { appRoutes, createAppRouter } from './router';
import { adoptLocaleCookie } from './shell/localeCookie';
import { routesPreloaded } from './shell/preload';
import { pageSession } from './shell/Root';
import { RenderContext, type RenderEnv } from './ssr/RenderContext';
import { readRenderState, type RenderState } from './ssr/renderState';

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing from index.html');

/** Whether the reader's stored language differs from the one the server chose (then render afresh). */
function prefersAnotherLocale(state: RenderState): boolean {
  if (new URLSearchParams(window.location.search).has(LNG_PARAM)) return false;
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return stored !== null && stored !== state.locale;
  } catch {
    return false;
  }
}

/**
 * Docs/decisions/016: once the page is hydrated (its effects run after the commit), the paint-first
 * script of index.html (src/ssr/paint-first.js) does again what the reader did before.
 */
function AnnounceLive() {
  useEffect(() => {
    document.dispatchEvent(new Event('tabib:live'));
  }, []);
  return null;
}

/**
 * Docs/decisions/025: the page the server rendered becomes live with the same data, language and route
 * modules, so the first render in the browser matches the HTML (React Router's lazy routes are loaded
 * first, as its SSR guide does).
 */
async function hydrateServerPage(state: RenderState, root: HTMLElement) {
  const lazyMatches = matchRoutes(appRoutes, window.location)?.filter((match) => match.route.lazy) ?? [];
  const [messages] = await Promise.all([
    fetch(messagesUrl(state.locale)).then(async (response) => flattenMessages(await response.json())),
    ...lazyMatches.map(async ({ route }) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      Object.assign(route, loaded, { lazy: undefined });
    }),
  ]);
  const queryClient = createTabibQueryClient();
  hydrate(queryClient, state.queries);
  const env: RenderEnv = {
    session: pageSession(),
    queryClient,
    locale: state.locale,
    messages,
    origin: window.location.origin,
    renderedAt: state.renderedAt,
  };
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (seconds on a slow phone); a tap meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RenderContext.Provider value={env}>
          <RouterProvider router={createAppRouter()} />
        </RenderContext.Provider>
        <AnnounceLive />
      </StrictMode>,
    );
  });
}

/**
 * The head elements of a server render that is not hydrated go, so the app's own (React hoists them)
 * are the only ones: the server wraps them in `<!--tabib-head-->` … `<!--/tabib-head-->`.
 */
function removeServerHead() {
  let inside = false;
  for (const node of [...document.head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (marker === 'tabib-head') inside = true;
    if (inside) node.remove();
    if (marker === '/tabib-head') inside = false;
  }
}

function renderInBrowser(root: HTMLElement) {
  removeServerHead();
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
      <AnnounceLive />
    </StrictMode>,
  );
}

async function start(root: HTMLElement) {
  try {
    adoptLocaleCookie(document.cookie, window.localStorage);
  } catch {
    // Storage is blocked: the language then lives in the cookie and the URL only.
  }
  const state = readRenderState(document);
  if (state && !prefersAnotherLocale(state)) {
    try {
      await hydrateServerPage(state, root);
      return;
    } catch (error) {
      // The server's HTML stays readable; the app then renders it afresh.
      console.warn('Hydration skipped', error);
    }
  }
  renderInBrowser(root);
}

start(container).catch((error: unknown) => {
  // requirements §8: a bootstrap failure is logged as a console error.
  console.error('Bootstrap failed', error);
});

/**
 * Docs/decisions/042: the service worker of the build (`dist/sw.js`; none in `vite dev`), registered
 * once the page has loaded and preloaded its routes, at an idle moment, so its install (precaching the
 * build, mostly from the HTTP cache the preloading just filled) never competes with the page's own work.
 */
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void routesPreloaded.then(() =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it; only installing and reading offline are lost.
      console.warn('Service worker not registered', error);
    }),
  );
}
