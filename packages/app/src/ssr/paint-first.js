// Docs/decisions/016: inlined first in the <head> of every page by the build (vite.config.ts,
// `scriptsAfterPaint`). The server's HTML is painted before the app's scripts are requested: they wait
// inert in `<template id="app-scripts">` until the reader uses the page, or until the first frame (250 ms
// if no frame comes: a hidden window may draw none) where the page needs the app at once. What the
// reader does before the app is live still counts once it is.
(() => {
  let started = false;
  let live = false;
  /** What the reader did before the app was live, in order, to be done again once it is. */
  const held = [];

  // What the reader did is done again on the element they did it on, or, where the app rendered that
  // part of the page afresh instead of adopting the server's elements, on the element now in its place
  // (same position under the root, same tag and name), else on the one element of that tag and name.
  const signature = (element) =>
    `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent}`;
  const heldOn = (element, act) => {
    const place = [];
    for (let node = element; node.parentElement && node.id !== 'root'; node = node.parentElement)
      place.unshift([...node.parentElement.children].indexOf(node));
    return { element, place, signature: signature(element), act };
  };
  const currentOf = ({ element, place, signature: was }) => {
    if (element.isConnected) return element;
    const root = document.getElementById('root');
    const there = place.reduce((node, index) => node?.children[index], root);
    if (there && signature(there) === was) return there;
    // The part may be laid out a little otherwise when rendered afresh: the one element like it.
    const alike = [...(root?.querySelectorAll(element.tagName) ?? [])].filter(
      (candidate) => signature(candidate) === was,
    );
    return alike.length === 1 ? alike[0] : null;
  };
  const edited = new Set();

  // Issue #35: on a slow phone, the app's download and start hold the network and the main thread for
  // seconds, and the letters typed in the home page's search box would wait behind them. When the first
  // use is the search box, the app waits instead: search-island.js lists the suggestions for what is
  // typed, then says so (`tabib:suggested`) and the app starts; at the latest when the box is left, the
  // form sent, anything else used, or 4 s after the last sign of use in the box.
  const SEARCH_BOX = 'input.tabib-doctor-search__input';
  const inSearchBox = (target) => target instanceof Element && target.matches(SEARCH_BOX);
  let searchWait = 0;
  const startOrWaitForSearch = (target) => {
    if (started) return;
    if (!inSearchBox(target) || needsAppNow()) {
      start();
      return;
    }
    clearTimeout(searchWait);
    searchWait = setTimeout(start, 4_000);
  };
  document.addEventListener('tabib:suggested', () => start(), { once: true });
  addEventListener('focusout', (event) => inSearchBox(event.target) && start(), true);

  const start = () => {
    if (started) return;
    started = true;
    const scripts = document.getElementById('app-scripts');
    if (scripts) document.head.append(document.importNode(scripts.content, true));
  };

  // A click on a link navigates as in any page (the next one is rendered on the server too), and a
  // modified click keeps the browser's meaning (a new tab). Any other click is held with its default
  // (a box ticked, a form sent), which would happen in a page that does not listen yet, and starts the
  // app at once.
  const holdClick = (event) => {
    const { target } = event;
    if (live || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
      return;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    // A tap in the search box only puts the caret there: nothing to do again, and the app may wait.
    if (inSearchBox(target)) return;
    event.preventDefault();
    // On what was pressed (a button, not the icon in it), which has a name to be found again by.
    const pressed = target.closest('button, label, summary, [role], input, select, textarea') ?? target;
    held.push(heldOn(pressed, (element) => element.click()));
    start();
  };

  // A form sent without a button (Enter in its only field).
  const holdSubmit = (event) => {
    const form = event.target;
    if (live || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push(heldOn(form, (element) => element.requestSubmit()));
    start();
  };

  // Text typed and an option chosen before the app is live stay in their field, but the app hydrates
  // them as they are without hearing of the change: it is told once live. React reads a text field's
  // change against the value it last saw, so the field is first set back to the server's value through
  // React's own setter, then shows the typed text again through the element's.
  const tell = (field) => {
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const typed = field.value;
    if (typed === field.defaultValue) return;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const holdEdit = (event) => {
    const field = event.target;
    const text =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (live || edited.has(field) || !(text || field instanceof HTMLSelectElement)) return;
    edited.add(field);
    held.push(heldOn(field, tell));
    startOrWaitForSearch(field);
  };

  addEventListener('click', holdClick, true);
  addEventListener('submit', holdSubmit, true);
  addEventListener('input', holdEdit, true);
  addEventListener('change', holdEdit, true);

  // React marks each element it has taken over with a `__reactFiber$…` key. A part of the page whose
  // chunk is still on its way when the app is live (the profile's slot picker) keeps the server's
  // elements, without handlers, until it arrives and is adopted or rendered afresh: what is done there
  // waits for it (10 s at most). Where the root's own first element has no such mark (a React naming it
  // otherwise), nothing waits.
  let waitUntil = 0;
  const marked = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const hydrated = (element) => {
    const root = document.getElementById('root');
    return !root?.contains(element) || marked(element) || !marked(root.firstElementChild ?? element);
  };

  // The app says so once hydrated (src/main.tsx). One at a time, each in its own task, so that what the
  // app made of the one before (text typed, then the form sent) is committed when the next comes.
  const replay = () => {
    const next = held[0];
    if (next === undefined) return;
    const element = currentOf(next);
    if ((element === null || !hydrated(element)) && Date.now() <= waitUntil) {
      setTimeout(replay, 50);
      return;
    }
    held.shift();
    if (element !== null) next.act(element);
    setTimeout(replay);
  };
  document.addEventListener(
    'tabib:live',
    () => {
      live = true;
      waitUntil = Date.now() + 10_000;
      // Said in the page for whoever waits for it to be live (the journeys of e2e/, a monitor).
      document.documentElement.setAttribute('data-live', '');
      // The app never heard of a field focused before it was live, and some of its widgets act only
      // while focused (a suggestion box opens on what is typed): it hears of the focus first.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body) {
        focused.blur();
        focused.focus({ preventScroll: true });
      }
      replay();
    },
    { once: true },
  );

  // A guest's server-rendered page is whole without the app: it is read, its links navigate and its
  // forms are sent as in any page. Its scripts are therefore fetched at the reader's first sign of use
  // (a pointer moved or pressed, a touch, a key, a focus, a wheel), so a phone that only shows the page
  // downloads and runs none of them. The page needs the app at once when it was rendered in the browser
  // (no render state: the private areas), for a signed-in reader (the session hint cookie: the header
  // and what the page offers depend on who reads) and for a reader whose stored language is not the
  // page's (the app renders it afresh in theirs).
  const needsAppNow = () => {
    if (!document.getElementById('tabib-render-state') || /(?:^|;\s*)tabib_session=/.test(document.cookie))
      return true;
    try {
      const stored = localStorage.getItem('locale');
      return stored !== null && stored !== document.documentElement.lang && !/[?&]lng=/.test(location.search);
    } catch {
      return false;
    }
  };
  const signsOfUse = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const onUse = (event) => {
    startOrWaitForSearch(event.target);
    if (started) for (const type of signsOfUse) removeEventListener(type, onUse, true);
  };
  for (const type of signsOfUse) addEventListener(type, onUse, { capture: true, passive: true });

  // A long page may paint its first part before the parser reaches the render state at its end (a slow
  // phone, a large search page): whether it was rendered in the browser is known once it is parsed.
  let decided = false;
  const atFirstFrame = () => {
    if (decided) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', atFirstFrame, { once: true });
      return;
    }
    decided = true;
    if (needsAppNow()) start();
  };
  requestAnimationFrame(() => setTimeout(atFirstFrame));
  setTimeout(atFirstFrame, 250);
})();
