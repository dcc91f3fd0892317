import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue #35 point 3: the scripts inlined in every page's head (vite.config.ts), in their order.
import paintFirst from './paint-first.js?raw';
import island from './search-island.js?raw';

const pages: JSDOM[] = [];
afterEach(() => {
  for (const page of pages.splice(0)) page.window.close();
});

/** GET /v1/search/suggestions's answer for "cardio" (spec/openapi.yaml SearchSuggestions). */
const cardio = {
  q: 'cardio',
  specialties: [
    { _id: 'spec-cardio', name: 'Cardiologie', match: 'prefix', text: 'cardio' },
    // Standing for part of the text only: the app leaves it out, and so does the island.
    { _id: 'spec-other', name: 'Autre', match: 'prefix', text: 'dio' },
  ],
  places: [
    {
      kind: 'city',
      city: 'loc-cardi',
      governorate: 'Tunis',
      name: 'Cardiville',
      match: 'prefix',
      text: 'cardio',
    },
    { kind: 'governorate', city: null, governorate: 'Tunis', name: 'Tunis', match: 'prefix', text: 'cardio' },
  ],
  doctors: [{ _id: 'doc-1', name: 'Dr Amel Trabelsi', specialty: 'Cardiologie', city: 'Tunis' }],
  reading: null,
};

/** The server's home page before its app is live: its search box, its held app, its render state. */
function homePage({ lang = 'fr', answer = cardio as object } = {}) {
  const page = new JSDOM(
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head>` +
      `<script>${paintFirst}</script><script>${island}</script>` +
      '<template id="app-scripts"><script type="module" src="/assets/index-AbCd.js"></script></template>' +
      '</head><body><div id="root"><main><form role="search" aria-label="Rechercher un médecin">' +
      '<label for="q">Spécialité, ville ou médecin</label>' +
      '<input id="q" class="tabib-doctor-search__input" type="search" role="combobox" aria-expanded="false">' +
      '<button type="submit">Rechercher</button></form><a href="/articles">Articles</a></main></div>' +
      '<script type="application/json" id="tabib-render-state">{}</script></body></html>',
    { runScripts: 'dangerously', pretendToBeVisual: true, url: 'https://tabib.example/' },
  );
  pages.push(page);
  const { window } = page;
  const requests: string[] = [];
  const fetch = vi.fn((url: string) => {
    requests.push(url);
    return Promise.resolve({ ok: true, json: () => Promise.resolve(answer) });
  });
  Object.assign(window, { fetch });
  const { document } = window;
  const box = document.getElementById('q') as HTMLInputElement;
  const type = (text: string) => {
    box.focus();
    box.dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }));
    box.value = text;
    box.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  const options = () =>
    [...document.querySelectorAll<HTMLAnchorElement>('[role="listbox"] [role="option"]')].map((option) => ({
      name: option.firstChild?.textContent,
      href: option.getAttribute('href'),
    }));
  const appRequested = () => document.head.querySelector('script[type="module"]') !== null;
  const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
  const live = () => document.dispatchEvent(new window.Event('tabib:live'));
  return { window, document, box, type, options, requests, appRequested, wait, live };
}

describe('the search box before the app is live', () => {
  it('lists the suggestions for "cardio" as links, after the typing pauses, and only then starts the app', async () => {
    const { document, box, type, options, requests, appRequested, wait } = homePage();
    type('cardio');
    await wait(100);
    expect(requests).toEqual([]);
    // A tap in the box is the reader's first use: the app waits for the suggestions.
    expect(appRequested()).toBe(false);
    await wait(300);
    expect(requests).toEqual(['/v1/search/suggestions?q=cardio&lang=fr&limit=5']);
    expect(options()).toEqual([
      { name: 'Cardiologie', href: '/search-doctors?specialty=spec-cardio&page=0' },
      { name: 'Cardiville', href: '/search-doctors?city=loc-cardi&page=0' },
      { name: 'Dr Amel Trabelsi', href: '/doctor-profile?id=doc-1' },
    ]);
    const list = document.querySelector('[role="listbox"]')!;
    expect(list.getAttribute('aria-label')).toBe('Spécialité, ville ou médecin');
    // Beside the root, never in it: the app adopts the root as the server rendered it.
    expect(document.getElementById('root')!.contains(list)).toBe(false);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.value).toBe('cardio');
    expect(appRequested()).toBe(true);
  });

  it('reads the whole text first and names a doctor « د. » on an Arabic page', async () => {
    const answer = {
      ...cardio,
      q: 'طبيب قلب تونس',
      specialties: [],
      places: [],
      reading: {
        specialty: { _id: 'spec-cardio', name: 'أمراض القلب' },
        place: { kind: 'governorate', city: null, governorate: 'Tunis', name: 'تونس' },
        gender: null,
      },
    };
    const { type, options, requests, wait } = homePage({ lang: 'ar', answer });
    type('طبيب قلب تونس');
    await wait(400);
    expect(requests).toEqual([
      `/v1/search/suggestions?${new URLSearchParams({ q: 'طبيب قلب تونس', lang: 'ar', limit: '5' })}`,
    ]);
    expect(options()).toEqual([
      {
        name: 'أمراض القلب · تونس',
        href: `/search-doctors?${new URLSearchParams({ q: 'طبيب قلب تونس', page: '0' })}`,
      },
      { name: 'د. Amel Trabelsi', href: '/doctor-profile?id=doc-1' },
    ]);
  });

  it('moves through the suggestions with the arrows and opens the one chosen with Enter, not the form', async () => {
    const { window, document, box, type, wait } = homePage();
    type('cardio');
    await wait(400);
    const opened: string[] = [];
    for (const option of document.querySelectorAll('[role="option"]'))
      option.addEventListener('click', (event) => {
        event.preventDefault();
        opened.push(option.getAttribute('href')!);
      });
    const key = (name: string) => {
      const event = new window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
      box.dispatchEvent(event);
      return event.defaultPrevented;
    };
    key('ArrowDown');
    key('ArrowDown');
    expect(box.getAttribute('aria-activedescendant')).toBe('search-island-1');
    expect(document.getElementById('search-island-1')!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(box.getAttribute('aria-activedescendant')).toBe('search-island-0');
    expect(key('Enter')).toBe(true);
    expect(opened).toEqual(['/search-doctors?specialty=spec-cardio&page=0']);
    key('Escape');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('gives way to the app once it is live and lists its own suggestions', async () => {
    const { document, type, options, wait, live } = homePage();
    type('cardio');
    await wait(400);
    live();
    await wait(0);
    expect(options()).toHaveLength(3);
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<div role="listbox"><div role="option">Cardiologie</div></div>');
    await wait(0);
    expect(document.getElementById('search-island')).toBeNull();
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(1);
  });

  it('goes once the live app shows another page (the form sent before it was live)', async () => {
    const { window, document, type, options, wait, live } = homePage();
    type('cardio');
    await wait(400);
    live();
    window.history.pushState(null, '', '/search-doctors?q=cardio&page=0');
    document.querySelector('main')!.innerHTML = '<h1>Résultats</h1>';
    await wait(0);
    expect(options()).toEqual([]);
  });

  it('asks nothing once the app is live: the app answers what is typed', async () => {
    const { type, requests, wait, live } = homePage();
    live();
    type('cardio');
    await wait(400);
    expect(requests).toEqual([]);
  });

  it('starts the app at once for a use anywhere else, and when the box is left', async () => {
    const first = homePage();
    first.type('car');
    expect(first.appRequested()).toBe(false);
    first.document
      .querySelector('a')!
      .dispatchEvent(new first.window.MouseEvent('pointermove', { bubbles: true }));
    expect(first.appRequested()).toBe(true);

    const second = homePage();
    second.type('car');
    second.box.dispatchEvent(new second.window.FocusEvent('focusout', { bubbles: true }));
    expect(second.appRequested()).toBe(true);
  });
});
