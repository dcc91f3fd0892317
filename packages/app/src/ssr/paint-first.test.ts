import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { LNG_PARAM, LOCALE_STORAGE_KEY } from '@tabib/hooks';
import { SESSION_HINT_COOKIE_NAME } from '@tabib/sdk';

// docs/decisions/016: the script inlined first in every page's head (vite.config.ts).
import source from './paint-first.js?raw';
import { RENDER_STATE_ID } from './renderState';

const pages: JSDOM[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.window.close();
});

/**
 * A page with the script, before its app is live: the server's render of a public page (with the state
 * it hands to the app), or else the empty shell of a page rendered in the browser.
 */
function serverPage(body: string, { rendered = false, path = '/search-doctors' } = {}) {
  const state = rendered ? `<script type="application/json" id="${RENDER_STATE_ID}">{}</script>` : '';
  const page = new JSDOM(
    `<!doctype html><html lang="fr"><head><script>${source}</script>` +
      '<template id="app-scripts"><script type="module" src="/assets/index-AbCd.js"></script></template>' +
      `</head><body>${body}${state}</body></html>`,
    { runScripts: 'dangerously', pretendToBeVisual: true, url: `https://tabib.example${path}` },
  );
  pages.push(page);
  const { document } = page.window;
  const live = () => document.dispatchEvent(new page.window.Event('tabib:live'));
  const appRequested = () => document.head.querySelector('script[type="module"]') !== null;
  return { window: page.window, document, live, appRequested };
}

const nextTask = (window: JSDOM['window']) => new Promise((resolve) => window.setTimeout(resolve, 0));

const firstFrame = async (window: JSDOM['window']) => {
  await new Promise((resolve) => window.requestAnimationFrame(resolve));
  await nextTask(window);
};

describe('the paint-first script', () => {
  it('puts the held app scripts into a page rendered in the browser at the first frame, not before', async () => {
    const { window, appRequested } = serverPage('<div id="root"></div>');
    expect(appRequested()).toBe(false);
    await firstFrame(window);
    expect(appRequested()).toBe(true);
  });

  it('waits, at a first frame painted before the page is parsed, for the page to be parsed before deciding', async () => {
    const parsing = (page: ReturnType<typeof serverPage>) => {
      Object.defineProperty(page.document, 'readyState', { configurable: true, value: 'loading' });
      return () => {
        Reflect.deleteProperty(page.document, 'readyState');
        page.document.dispatchEvent(new page.window.Event('DOMContentLoaded'));
      };
    };
    // A long server-rendered page whose render state, at its end, was not parsed at the first frame.
    const long = serverPage('<h1>Trouvez un médecin</h1>');
    const longParsed = parsing(long);
    await firstFrame(long.window);
    await new Promise((resolve) => long.window.setTimeout(resolve, 300));
    expect(long.appRequested()).toBe(false);
    long.document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${RENDER_STATE_ID}">{}</script>`,
    );
    longParsed();
    expect(long.appRequested()).toBe(false);

    // A page rendered in the browser: its app is requested once it is parsed.
    const shell = serverPage('<div id="root"></div>');
    const shellParsed = parsing(shell);
    await firstFrame(shell.window);
    expect(shell.appRequested()).toBe(false);
    shellParsed();
    expect(shell.appRequested()).toBe(true);
  });

  it.each([
    ['a pointer moves', (window: JSDOM['window']) => new window.MouseEvent('pointermove', { bubbles: true })],
    ['a finger touches', (window: JSDOM['window']) => new window.Event('touchstart', { bubbles: true })],
    ['a key is pressed', (window: JSDOM['window']) => new window.KeyboardEvent('keydown', { key: 'Tab' })],
    ['a field is focused', (window: JSDOM['window']) => new window.FocusEvent('focusin', { bubbles: true })],
  ])("fetches a guest's server-rendered page's app only once %s", async (_, signOfUse) => {
    const { window, document, appRequested } = serverPage('<h1>Trouvez un médecin</h1>', { rendered: true });
    await firstFrame(window);
    await new Promise((resolve) => window.setTimeout(resolve, 300));
    expect(appRequested()).toBe(false);
    document.body.dispatchEvent(signOfUse(window));
    expect(appRequested()).toBe(true);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('fetches the app at the first frame for a signed-in reader, whose page depends on the session', async () => {
    const { window, document, appRequested } = serverPage('<h1>Trouvez un médecin</h1>', { rendered: true });
    document.cookie = `${SESSION_HINT_COOKIE_NAME}=1`;
    await firstFrame(window);
    expect(appRequested()).toBe(true);
  });

  it("fetches the app at the first frame for a reader whose stored language is not the page's", async () => {
    const { window, appRequested } = serverPage('<h1>Trouvez un médecin</h1>', { rendered: true });
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    await firstFrame(window);
    expect(appRequested()).toBe(true);

    // A language asked for in the address is the page's: nothing to render afresh.
    const asked = serverPage('<h1>Trouvez un médecin</h1>', { rendered: true, path: `/?${LNG_PARAM}=fr` });
    asked.window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    await firstFrame(asked.window);
    expect(asked.appRequested()).toBe(false);
  });

  it('holds a box ticked before the app is live, starts the app at once, and ticks it once live', async () => {
    const { window, document, live, appRequested } = serverPage(
      '<label><input type="checkbox" id="online"> Paiement en ligne</label>',
    );
    const box = document.getElementById('online') as HTMLInputElement;
    const heard: boolean[] = [];
    box.addEventListener('click', (event) => heard.push(event.defaultPrevented));

    box.click();
    expect(box.checked).toBe(false);
    expect(appRequested()).toBe(true);

    expect(document.documentElement.hasAttribute('data-live')).toBe(false);
    live();
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    await nextTask(window);
    expect(box.checked).toBe(true);
    // The reader's click was held with its default; the one done again is the app's to handle.
    expect(heard).toEqual([true, false]);
    // Once live, clicks are the app's.
    box.click();
    expect(box.checked).toBe(false);
  });

  it('does a held click again only once React has taken over its element (a part still loading)', async () => {
    const { window, document, live } = serverPage(
      '<div id="root"><main><div id="day" role="button" aria-label="lundi 30 novembre 2026">30</div></main></div>',
    );
    const day = document.getElementById('day')!;
    // Whether each click was held (its default prevented) or is the app's to handle.
    const clicks: boolean[] = [];
    day.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    day.click();
    // Hydrated: the page's frame, not yet the part the day is in (React marks what it has taken over).
    Object.assign(document.querySelector('main')!, { __reactFiber$k3y: {} });
    live();
    for (let task = 0; task < 3; task += 1) await nextTask(window);
    expect(clicks).toEqual([true]);

    Object.assign(day, { __reactFiber$k3y: {} });
    await new Promise((resolve) => window.setTimeout(resolve, 120));
    expect(clicks).toEqual([true, false]);
  });

  it('does a held click again on the element now in its place when the app rendered that part afresh', async () => {
    const { window, document, live } = serverPage(
      '<div id="root"><main><section><div role="button" aria-label="lundi 30 novembre 2026">30</div></section></main></div>',
    );
    document.querySelector<HTMLElement>('[role="button"]')!.click();
    const main = document.querySelector('main')!;
    Object.assign(main, { __reactFiber$k3y: {} });
    // The app renders the part afresh: a new day in the same place, marked as React's.
    main.innerHTML = '<section><div role="button" aria-label="lundi 30 novembre 2026">30</div></section>';
    const day = main.querySelector<HTMLElement>('[role="button"]')!;
    Object.assign(day, { __reactFiber$k3y: {} });
    const clicks: boolean[] = [];
    day.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    live();
    await nextTask(window);
    expect(clicks).toEqual([false]);
  });

  it('does a click on an icon again on its button, found by its name where the part is laid out otherwise', async () => {
    const { window, document, live } = serverPage(
      '<div id="root"><main><button type="button" aria-label="Suivant"><svg aria-hidden="true"></svg></button></main></div>',
    );
    document
      .querySelector('svg')!
      .dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    const main = document.querySelector('main')!;
    Object.assign(main, { __reactFiber$k3y: {} });
    main.innerHTML =
      '<p role="status">Chargement…</p><div><button type="button" aria-label="Suivant"><svg aria-hidden="true"></svg></button></div>';
    const next = main.querySelector('button')!;
    Object.assign(next, { __reactFiber$k3y: {} });
    const clicks: string[] = [];
    next.addEventListener('click', (event) => clicks.push((event.target as Element).tagName));
    live();
    await nextTask(window);
    expect(clicks).toEqual(['BUTTON']);
  });

  it('lets a link, and a click with a modifier, keep their meaning', () => {
    const { window, document, appRequested } = serverPage(
      '<a href="/doctor-profile?id=7">Dr Abid</a><button type="button">Filtres</button>',
    );
    const link = new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const newTab = new window.MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.querySelector('button')!.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(appRequested()).toBe(false);
  });

  it('tells the app, once live, of an option chosen and text typed before, then sends the form', async () => {
    const { window, document, live } = serverPage(
      '<form><select id="sort"><option value="name" selected>Nom</option><option value="fee">Tarif</option></select>' +
        '<input id="q" type="search" value=""><button type="submit">Rechercher</button></form>',
    );
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const q = document.getElementById('q') as HTMLInputElement;
    const told: string[] = [];
    sort.value = 'fee';
    sort.dispatchEvent(new window.Event('change', { bubbles: true }));
    q.value = 'cardiologue Tunis';
    q.dispatchEvent(new window.Event('input', { bubbles: true }));
    const send = new window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);

    document.addEventListener('change', (event) =>
      told.push(`change ${(event.target as HTMLSelectElement).value}`),
    );
    document.addEventListener('input', (event) =>
      told.push(`input ${(event.target as HTMLInputElement).value}`),
    );
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      told.push('submit');
    });
    live();
    for (let task = 0; task < 4; task += 1) await nextTask(window);
    // In the order the reader did them, each in its own task; the typed text is shown throughout.
    expect(told).toEqual(['change fee', 'input cardiologue Tunis', 'submit']);
    expect(q.value).toBe('cardiologue Tunis');
  });

  it('tells the app, once live, of the field the reader was in before, ahead of what they typed there', async () => {
    const { window, document, live } = serverPage('<input id="q" type="search" value="">');
    const q = document.getElementById('q') as HTMLInputElement;
    q.focus();
    q.value = 'dentiste';
    q.dispatchEvent(new window.Event('input', { bubbles: true }));

    const told: string[] = [];
    for (const type of ['focusin', 'input']) document.addEventListener(type, () => told.push(type));
    live();
    await nextTask(window);
    expect(told).toEqual(['focusin', 'input']);
    expect(document.activeElement).toBe(q);
  });
});
