import { useEffect } from 'react';
import { isLocale, LNG_PARAM, LOCALE_STORAGE_KEY, useLocale, type Locale } from '@tabib/hooks';

/** Names the reader's language for the server, which renders public pages in it (docs/decisions/025). */
export const LOCALE_COOKIE = 'tabib_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie that stores `locale` as the reader's language for a year, as `Set-Cookie` or `document.cookie` take it. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The cookie the server sets on a page whose address (path and query) chooses a language (`?lng=ar`), so the next page
 * comes in it even when this one's script never ran; null when the address chooses none.
 */
export function chosenLocaleCookie(url: string): string | null {
  const lng = new URL(url, 'http://localhost').searchParams.get(LNG_PARAM);
  return isLocale(lng) ? localeCookie(lng) : null;
}

/** The value of cookie `name` in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The cookie is the reader's latest choice (the server sets it from a `lng` link the app may never have
 * seen): the stored choice the app starts from follows it, so a page the browser renders and a page the
 * server rendered agree.
 */
export function adoptLocaleCookie(cookie: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  const chosen = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(chosen) && storage.getItem(LOCALE_STORAGE_KEY) !== chosen) {
    storage.setItem(LOCALE_STORAGE_KEY, chosen);
  }
}

/** Keeps the `tabib_locale` cookie equal to the shown language, so the next page comes in it from the server. */
export function LocaleCookie() {
  const { locale } = useLocale();
  useEffect(() => {
    document.cookie = localeCookie(locale);
  }, [locale]);
  return null;
}
