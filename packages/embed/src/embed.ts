import { mountTabibBooking, type TabibLang, type TabibMode, type TabibTheme } from './index';

/*
 * /embed.js: shows the widget in every element with `data-tabib-doctor` (or `data-tabib-specialty`),
 * now and whenever one is added later (page builders add blocks after the load). Tabib's address is
 * the one this script was loaded from.
 */

const script = document.currentScript as HTMLScriptElement | null;
const host = new URL(script?.src ?? '/', window.location.href).origin;

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** A theme value from the element's attribute, else from its CSS variable (`--tabib-color`…). */
function themeOf(element: HTMLElement): TabibTheme {
  const css = getComputedStyle(element);
  const read = (name: keyof TabibTheme) =>
    element.dataset[`tabib${name[0]?.toUpperCase()}${name.slice(1)}`] ??
    (css.getPropertyValue(`--tabib-${name}`).trim() || undefined);
  return { color: read('color'), radius: read('radius'), font: read('font') };
}

function mount(element: HTMLElement): void {
  // One doctor, or a practice's doctors separated by commas (the first one shown first).
  const doctors = (element.dataset.tabibDoctor ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const [doctorId] = doctors;
  const { tabibSpecialty: specialty, tabibCity: city, tabibGovernorate: governorate } = element.dataset;
  // Without doctors: a specialty in a city or governorate, its doctors who allowed this site.
  const search = doctorId === undefined && specialty ? { specialty, city, governorate } : undefined;
  // Mounted already, by this script or by another copy of it: a page where the snippet was pasted
  // twice (two doctors, two blocks of a page builder) runs the script twice.
  if ((doctorId === undefined && search === undefined) || element.shadowRoot !== null) return;
  mountTabibBooking(element, {
    host,
    doctorId,
    practice: doctors,
    search,
    mode: oneOf<TabibMode>(element.dataset.tabibMode, ['inline', 'popup', 'button']),
    lang: oneOf<TabibLang>(element.dataset.tabibLang, ['fr', 'ar', 'en']),
    theme: themeOf(element),
  });
}

function scan(): void {
  document.querySelectorAll<HTMLElement>('[data-tabib-doctor],[data-tabib-specialty]').forEach(mount);
}

scan();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
