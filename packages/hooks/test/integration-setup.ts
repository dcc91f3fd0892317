import { Window } from 'happy-dom';

// The server's `ProvidedContext` typing of the PGlite templates its global setup provides.
import type {} from '@tabib/server/testing/global-setup';

// React needs a DOM to render hooks into, but a DOM vitest environment runs modules in web mode and
// swaps Node globals the server under test relies on (`fileURLToPath(new URL(…, import.meta.url))`
// fails there). So the integration project runs in Node and lends React only a happy-dom window,
// document and navigator.
const window = new Window({ url: 'http://127.0.0.1/' });
Object.assign(globalThis, {
  window,
  document: window.document,
  navigator: window.navigator,
  IS_REACT_ACT_ENVIRONMENT: true,
});
