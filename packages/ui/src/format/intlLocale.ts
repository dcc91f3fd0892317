import type { UiLocale } from '../i18n/UiProvider';

/**
 * The Intl (BCP 47) locale used to format dates and numbers for a UI locale, with Tunisian regional data.
 *
 * - `fr` → `fr-TN`: French as written in Tunisia (`45 DT`, `3 mars`).
 * - `en` → `en-GB`: day-before-month (`3 March`), as Tunisian readers expect; `en-TN` would write `March 3`.
 * - `ar` → `ar-TN`: Tunisian Arabic month names (`مارس`, `جوان`…) and, as CLDR specifies for the Maghreb,
 *   Latin digits (`09:30`, `45 د.ت.`). We follow Intl here rather than forcing Eastern Arabic digits.
 */
export function intlLocaleOf(locale: UiLocale): string {
  return INTL_LOCALES[locale];
}

const INTL_LOCALES: Record<UiLocale, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN' };
