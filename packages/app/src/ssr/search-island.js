// Issue #35 point 3, docs/decisions/016: inlined in the <head> of every page after paint-first.js by the
// build (vite.config.ts, `scriptsAfterPaint`). On a slow phone the app takes seconds to arrive and go
// live after the first tap; the search box of the server's page answers meanwhile. What is typed in it
// before the app is live is read once the typing pauses (250 ms, as the app's box), sent to
// `GET /v1/search/suggestions` in the page's language, and its suggestions are listed under the box:
// the reading of the whole text, the specialties and cities standing for it, the doctors. Each is a link
// (role "option") to what the app would show for it: the search of that text, specialty or city, the
// doctor's profile. The box keeps what is typed (paint-first.js tells the app once live), and this list
// gives way to the app's own the moment the app lists suggestions, or the reader types on in the live app.
// paint-first.js holds the app back while the box is first used, until these suggestions are shown.
(() => {
  const BOX = 'input.tabib-doctor-search__input';
  const DELAY_MS = 250;
  const LIMIT = 5;
  const lang = document.documentElement.lang || 'fr';
  const live = () => document.documentElement.hasAttribute('data-live');
  /** Lower case without accents, as the app compares a suggestion's text with the typed one. */
  const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

  let list = null;
  let owner = null;
  let timer = 0;
  let asked = '';
  let active = -1;

  const options = () => (list ? [...list.querySelectorAll('[role="option"]')] : []);
  const close = () => {
    clearTimeout(timer);
    asked = '';
    if (owner) {
      owner.setAttribute('aria-expanded', 'false');
      owner.removeAttribute('aria-controls');
      owner.removeAttribute('aria-activedescendant');
    }
    list?.remove();
    list = null;
    owner = null;
    active = -1;
  };

  const place = () => {
    if (!list || !owner) return;
    const box = owner.getBoundingClientRect();
    list.style.top = `${box.bottom + window.scrollY + 4}px`;
    list.style.left = `${box.left + window.scrollX}px`;
    list.style.width = `${box.width}px`;
  };

  const searchHref = (params) => `/search-doctors?${new URLSearchParams({ ...params, page: '0' })}`;
  /** The items the app's box would list for this answer (src/pages/home/homeSuggestions.ts), as links. */
  const itemsOf = (text, answer) => {
    const whole = (suggestion) => fold(suggestion.text) === fold(text);
    const reading = answer.reading
      ? [answer.reading.specialty?.name, answer.reading.place?.name].filter(Boolean).join(' · ')
      : '';
    return [
      ...(reading ? [{ label: reading, href: searchHref({ q: text.trim() }) }] : []),
      ...answer.specialties
        .filter(whole)
        .map((specialty) => ({ label: specialty.name, href: searchHref({ specialty: specialty._id }) })),
      ...answer.places
        .filter((place) => whole(place) && place.kind === 'city' && place.city !== null)
        .map((place) => ({
          label: place.name,
          description: place.governorate,
          href: searchHref({ city: place.city }),
        })),
      ...answer.doctors.map((doctor) => ({
        label: lang === 'ar' && doctor.name.startsWith('Dr ') ? `د. ${doctor.name.slice(3)}` : doctor.name,
        description: `${doctor.specialty} · ${doctor.city}`,
        href: `/doctor-profile?id=${encodeURIComponent(doctor._id)}`,
      })),
    ];
  };

  const show = (input, items) => {
    close();
    if (items.length === 0 || live() || document.activeElement !== input) return;
    owner = input;
    list = document.createElement('div');
    list.id = 'search-island';
    list.className = 'search-island';
    list.setAttribute('role', 'listbox');
    list.setAttribute('dir', document.documentElement.dir || 'ltr');
    list.setAttribute('aria-label', input.labels?.[0]?.textContent ?? '');
    items.forEach((item, index) => {
      const option = document.createElement('a');
      option.id = `search-island-${index}`;
      option.className = 'search-island__option';
      option.href = item.href;
      option.tabIndex = -1;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.textContent = item.label;
      if (item.description) {
        const description = document.createElement('span');
        description.className = 'search-island__description';
        description.textContent = item.description;
        option.append(description);
      }
      list.append(option);
    });
    // After the root, never in it: the app adopts the root's elements as the server rendered them.
    document.body.append(list);
    place();
    input.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-controls', list.id);
  };

  const ask = (input) => {
    const text = input.value.trim().slice(0, 100);
    if (text === '' || live()) return close();
    if (text === asked) return;
    asked = text;
    const query = new URLSearchParams({ q: text, lang, limit: String(LIMIT) });
    fetch(`/v1/search/suggestions?${query}`, { headers: { Accept: 'application/json' }, priority: 'high' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (answer) => {
          // Only for the text still in the box: a later one has its own request.
          if (asked !== text || input.value.trim().slice(0, 100) !== text) return;
          if (answer) show(input, itemsOf(text, answer));
          // Shown (or none to show): the app may start now (paint-first.js held it back meanwhile).
          document.dispatchEvent(new Event('tabib:suggested'));
        },
        // The app's box asks again once live.
        () => document.dispatchEvent(new Event('tabib:suggested')),
      );
  };

  addEventListener(
    'input',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches(BOX)) return;
      // Once live, the app's box answers what is typed (paint-first.js's replay of the typed text too).
      if (live()) {
        if (event.isTrusted) close();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => ask(input), DELAY_MS);
    },
    true,
  );

  const activate = (index) => {
    const all = options();
    if (all.length === 0 || !owner) return;
    active = (index + all.length) % all.length;
    all.forEach((option, at) => option.setAttribute('aria-selected', String(at === active)));
    owner.setAttribute('aria-activedescendant', all[active].id);
    all[active].scrollIntoView?.({ block: 'nearest' });
  };
  addEventListener(
    'keydown',
    (event) => {
      if (!list || event.target !== owner || live()) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        activate(active + (event.key === 'ArrowDown' ? 1 : -1));
      } else if (event.key === 'Escape') {
        close();
      } else if (event.key === 'Enter' && active >= 0) {
        // The suggestion chosen, not the form sent.
        event.preventDefault();
        options()[active].click();
      }
    },
    true,
  );

  // Away from the box (not to the list, nor to the app's box taking over from the server's) closes it.
  addEventListener(
    'focusout',
    () =>
      setTimeout(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement && (focused.matches(BOX) || list?.contains(focused)))) close();
      }),
    true,
  );
  // Focus gone elsewhere (the app's next page focuses its heading) closes it too.
  addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (list && !(target instanceof Element && (target.matches(BOX) || list.contains(target)))) close();
    },
    true,
  );
  addEventListener('resize', place);

  // Once live, the app's own suggestions replace these as soon as it lists some.
  document.addEventListener(
    'tabib:live',
    () => {
      clearTimeout(timer);
      const root = document.getElementById('root');
      if (!list || !root) return close();
      const page = window.location.href;
      // Or once the app has gone to another page (the form sent before it was live).
      const appLists = new MutationObserver(() => {
        if (!list || root.querySelector('[role="option"]') || window.location.href !== page) {
          appLists.disconnect();
          close();
        }
      });
      appLists.observe(root, { childList: true, subtree: true });
    },
    { once: true },
  );
})();
