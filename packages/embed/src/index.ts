/**
 * Tabib's booking widget: a frame served by Tabib (`/embed/doctor/<id>`, a practice's or a specialty's)
 * in any page, inline or in a dialog, or a button to the doctor's page. The frame tells the page what
 * happens through `postMessage`; this module accepts only the messages of Tabib's origin and of its
 * own frame, and hands them on as DOM events (`tabib:booked`…) on the widget's element.
 */

export type TabibMode = 'inline' | 'popup' | 'button';
export type TabibLang = 'fr' | 'ar' | 'en';

/** The widget's look: a colour (`#0b7285`), a corner radius (`8px`) and a font family. */
export interface TabibTheme {
  color?: string;
  radius?: string;
  font?: string;
}

/**
 * A specialty in a city or a governorate (ids and name as on Tabib): the widget lists its doctors who
 * allowed this site (at most 10), to choose from.
 */
export interface TabibSearch {
  specialty: string;
  city?: string;
  governorate?: string;
}

export interface TabibBookingOptions {
  /** Tabib's address, e.g. `https://tabib.tn` (embed.js takes the one it was loaded from). */
  host: string;
  /** The doctor shown (the first one of a practice); required unless `search` is given. */
  doctorId?: string;
  /** A practice or clinic: all its doctors (at most 10), to choose from in the widget. */
  practice?: readonly string[];
  /** Instead of doctors: a specialty in a place. */
  search?: TabibSearch;
  /** `inline` (default): the frame in the page; `popup`: a button opening it in a dialog; `button`: a link to Tabib. */
  mode?: TabibMode;
  /** The widget's language; default: the page's (`<html lang>`), else French. */
  lang?: TabibLang;
  theme?: TabibTheme;
  /** Called with each event, as well as the DOM event on the element. */
  onEvent?: (event: TabibEvent) => void;
}

/** The events the widget sends to the page; nothing in them names the patient. */
export type TabibEvent =
  /** The frame shows the doctor's free slots. */
  | { type: 'tabib:ready'; doctorId: string }
  /** The visitor chose a slot (ISO instant). */
  | { type: 'tabib:slot-selected'; doctorId: string; date: string }
  /**
   * An rdv was booked: its id and time, and how it is paid — at the practice, or online, the payment
   * page then opening in the Tabib window (an rdv left unpaid is released after a quarter of an hour).
   */
  | { type: 'tabib:booked'; doctorId: string; rdvId: string; date: string; payment: 'onsite' | 'online' }
  /** The visitor closed the dialog (mode `popup`). */
  | { type: 'tabib:closed'; doctorId: string };

export type TabibEventType = TabibEvent['type'];

/** Sent by the frame to size it: its content's height in CSS pixels. Not handed on to the page. */
export interface TabibResizeMessage {
  type: 'tabib:resize';
  height: number;
}

/**
 * Sent by the frame when the visitor presses Escape in it: the dialog closes, as it does for Escape
 * on the page (a key pressed in a frame never reaches the page). Not handed on to the page.
 */
export interface TabibEscapeMessage {
  type: 'tabib:escape';
}

export const TABIB_EVENT_TYPES: readonly TabibEventType[] = [
  'tabib:ready',
  'tabib:slot-selected',
  'tabib:booked',
  'tabib:closed',
];

const TEXTS: Record<TabibLang, { book: string; title: string; close: string }> = {
  fr: { book: 'Prendre rendez-vous', title: 'Prise de rendez-vous — Tabib', close: 'Fermer' },
  en: { book: 'Book an appointment', title: 'Book an appointment — Tabib', close: 'Close' },
  ar: { book: 'احجز موعدا', title: 'حجز موعد — طبيب', close: 'إغلاق' },
};

/** The frame's height until it says its own: enough for the refusal message or the first slots. */
const INITIAL_HEIGHT = 420;
const MAX_HEIGHT = 4000;

const isLang = (value: unknown): value is TabibLang => value === 'fr' || value === 'ar' || value === 'en';

/** The page's language when it is one of the widget's (`ar-TN` → `ar`). */
export function pageLang(): TabibLang | undefined {
  const lang = document.documentElement.lang.slice(0, 2).toLowerCase();
  return isLang(lang) ? lang : undefined;
}

/** A theme value the frame accepts; anything else is dropped here rather than sent. */
const THEME_PATTERNS: Record<keyof TabibTheme, RegExp> = {
  color: /^#[0-9a-fA-F]{3,8}$/,
  radius: /^\d{1,2}(\.\d+)?(px|rem|em)$/,
  font: /^[\w\s,'"-]{1,100}$/,
};

/** The widget's doctors: the one shown first, then the rest of the practice. */
const doctorsOf = ({ doctorId, practice = [] }: TabibBookingOptions): string[] =>
  doctorId === undefined ? [] : [doctorId, ...practice.filter((id) => id !== doctorId)];

/** A search's parameters, as Tabib's search page and the search frame read them. */
function setSearch(url: URL, search: TabibSearch): URL {
  for (const key of ['specialty', 'city', 'governorate'] as const) {
    const value = search[key];
    if (value) url.searchParams.set(key, value);
  }
  return url;
}

/** The address of the widget's frame for this page. */
export function frameUrl(options: TabibBookingOptions, lang: TabibLang): string {
  const doctors = doctorsOf(options);
  let url: URL;
  if (options.search) {
    url = setSearch(new URL('/embed/search', options.host), options.search);
  } else if (doctors.length > 1) {
    url = new URL('/embed/practice', options.host);
    url.searchParams.set('doctors', doctors.join(','));
  } else {
    url = new URL(`/embed/doctor/${encodeURIComponent(doctors[0] ?? '')}`, options.host);
  }
  url.searchParams.set('origin', window.location.origin);
  url.searchParams.set('lng', lang);
  for (const key of ['color', 'radius', 'font'] as const) {
    const value = options.theme?.[key]?.trim();
    if (value && THEME_PATTERNS[key].test(value)) url.searchParams.set(key, value);
  }
  return url.href;
}

function isTabibEvent(data: unknown): data is TabibEvent {
  return (
    typeof data === 'object' &&
    data !== null &&
    TABIB_EVENT_TYPES.includes((data as { type?: unknown }).type as TabibEventType)
  );
}

function isResize(data: unknown): data is TabibResizeMessage {
  const message = data as Partial<TabibResizeMessage> | null;
  return typeof message === 'object' && message?.type === 'tabib:resize' && Number.isFinite(message.height);
}

/*
 * The widget lives in a shadow root, with every inherited property reset: a site's own CSS (a
 * WordPress theme's `button`, `iframe` or `dialog` rules) cannot reach it. Two things still cross a
 * shadow root's boundary and are kept out: custom properties, which inherit whatever `all` says (so
 * the theme's values are written into this style rather than read from variables), and the page's
 * root font size, which `rem` follows (so sizes are in pixels).
 */
function widgetStyle(theme: TabibTheme): string {
  // A quote left open would run on through the rest of the rule: such a font is dropped too.
  const balanced = (value: string) => value.split('"').length % 2 === 1 && value.split("'").length % 2 === 1;
  const accepted = (key: keyof TabibTheme, fallback: string) => {
    const value = theme[key]?.trim();
    return value && THEME_PATTERNS[key].test(value) && balanced(value) ? value : fallback;
  };
  const color = accepted('color', '#0b7285');
  const radius = accepted('radius', '8px');
  const font = accepted('font', 'system-ui,sans-serif');
  return `:host{all:initial;display:block}
iframe{display:block;width:100%;border:0;margin:0;padding:0;max-width:none;color-scheme:normal}
button,a{all:initial;box-sizing:border-box;display:inline-block;cursor:pointer;font:600 16px/1.25 ${font};padding:12px 20px;border-radius:${radius};background:${color};color:#fff;text-align:center}
button:focus-visible,a:focus-visible{outline:3px solid ${color};outline-offset:2px}
dialog{all:initial;position:fixed;inset:0;margin:auto;box-sizing:border-box;width:min(100vw,640px);max-height:100vh;overflow:auto;background:#fff;border-radius:${radius};padding:8px}
dialog::backdrop{background:rgba(0,0,0,.5)}
dialog:not([open]){display:none}
.close{display:block;margin-inline-start:auto;padding:4px 12px;font-weight:400;background:transparent;color:#1f2937;border:1px solid #9ca3af}`;
}

/**
 * Shows the widget in `element` and returns what removes it. The frame's messages are accepted only
 * from Tabib's origin and from this frame's window.
 */
export function mountTabibBooking(element: HTMLElement, options: TabibBookingOptions): () => void {
  if (options.doctorId === undefined && options.search === undefined) {
    throw new TypeError('Tabib: give doctorId or search');
  }
  const host = new URL(options.host).origin;
  const lang = options.lang ?? pageLang() ?? 'fr';
  const texts = TEXTS[lang];
  const mode = options.mode ?? 'inline';
  // A second mount (React's development remount) reuses the root: an element has one shadow root.
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  const style = document.createElement('style');
  style.textContent = widgetStyle(options.theme ?? {});
  root.append(style);

  const emit = (event: TabibEvent) => {
    element.dispatchEvent(new CustomEvent(event.type, { detail: event, bubbles: true, composed: true }));
    options.onEvent?.(event);
  };

  // The doctor the visitor sees last, which a search's widget learns from its frame.
  let shownDoctor = options.doctorId ?? '';

  if (mode === 'button') {
    const link = document.createElement('a');
    const target = options.search
      ? setSearch(new URL('/search-doctors', host), options.search)
      : new URL(`/doctor-profile?id=${encodeURIComponent(shownDoctor)}`, host);
    target.searchParams.set('lng', lang);
    link.href = target.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = texts.book;
    link.dir = lang === 'ar' ? 'rtl' : 'ltr';
    root.append(link);
    return () => root.replaceChildren();
  }

  // A search's frame lists only doctors who allowed this site (the server checks it), so any of them.
  const acceptsDoctor = (id: unknown) =>
    typeof id === 'string' && (options.search !== undefined || doctorsOf(options).includes(id));

  const frame = document.createElement('iframe');
  frame.src = frameUrl(options, lang);
  frame.title = texts.title;
  frame.style.height = `${INITIAL_HEIGHT}px`;

  // The dialog of the mode `popup`, which Escape in the frame closes.
  let popupDialog: HTMLDialogElement | undefined;
  const onMessage = (message: MessageEvent) => {
    if (message.origin !== host || message.source !== frame.contentWindow) return;
    if ((message.data as Partial<TabibEscapeMessage> | null)?.type === 'tabib:escape') {
      if (popupDialog?.open) popupDialog.close();
    } else if (isResize(message.data)) {
      frame.style.height = `${Math.min(Math.ceil(message.data.height), MAX_HEIGHT)}px`;
    } else if (isTabibEvent(message.data) && acceptsDoctor(message.data.doctorId)) {
      if (options.search) shownDoctor = message.data.doctorId;
      emit(message.data);
    }
  };
  window.addEventListener('message', onMessage);

  if (mode === 'inline') {
    root.append(frame);
  } else {
    const open = document.createElement('button');
    open.type = 'button';
    open.textContent = texts.book;
    const dialog = document.createElement('dialog');
    popupDialog = dialog;
    dialog.setAttribute('aria-label', texts.title);
    dialog.dir = lang === 'ar' ? 'rtl' : 'ltr';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'close';
    close.textContent = texts.close;
    close.addEventListener('click', () => dialog.close());
    dialog.append(close);
    open.addEventListener('click', () => {
      // The frame loads on the first opening only: a page with the button costs nothing until then.
      if (!frame.isConnected) dialog.append(frame);
      dialog.showModal();
    });
    dialog.addEventListener('close', () => {
      emit({ type: 'tabib:closed', doctorId: shownDoctor });
      open.focus();
    });
    root.append(open, dialog);
  }

  return () => {
    window.removeEventListener('message', onMessage);
    root.replaceChildren();
  };
}
