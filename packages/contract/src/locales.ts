import type { components } from './generated/api';

/** The languages Tabib is written in (the API's `Locale`): French, the default, English and Arabic. */
export type Locale = components['schemas']['Locale'];

/** Every locale, French first. */
export const LOCALES = ['fr', 'en', 'ar'] as const satisfies readonly Locale[];

/** French is the platform's default language. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** The direction a locale is written in. */
export type Direction = 'ltr' | 'rtl';

/** Arabic is the only locale written right to left. */
export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Whether a value is one of the locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
