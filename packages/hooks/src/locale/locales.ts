import { DEFAULT_LOCALE, LOCALES, directionOf, isLocale, type Direction, type Locale } from '@tabib/contract';

/** French (default, also the date/number locale), English and Arabic: the contract's locales. */
export type { Direction, Locale };
export { DEFAULT_LOCALE, isLocale };

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;
/** The stored choice lives in local storage under `locale`. */
export const LOCALE_STORAGE_KEY = 'locale';
/** The URL query parameter that carries and switches the language. */
export const LNG_PARAM = 'lng';

/** Arabic is written right to left. */
export function directionOfLocale(locale: Locale): Direction {
  return directionOf(locale);
}

/** The first browser language Tabib ships, by primary subtag (`ar-TN` → `ar`), else `undefined`. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * A `lng` query parameter switches the language; otherwise the stored choice, else the
 * browser language, else French. Unknown values are skipped.
 */
export function initialLocale(
  stored: string | null | undefined,
  navigatorLanguages: readonly string[],
  urlLng?: string | null,
): Locale {
  if (isLocale(urlLng)) return urlLng;
  if (isLocale(stored)) return stored;
  return localeFromLanguages(navigatorLanguages) ?? DEFAULT_LOCALE;
}

/** The `lng` parameter of a URL (absolute, or path + query), if any. */
export function lngOf(url: string): string | null {
  return new URL(url, 'http://localhost').searchParams.get(LNG_PARAM);
}

/** `url` with `lng=<locale>` set, every other part kept. */
export function withLng(url: string, locale: Locale): string {
  const parsed = new URL(url);
  parsed.searchParams.set(LNG_PARAM, locale);
  return parsed.toString();
}
