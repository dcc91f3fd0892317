import type { UiLocale } from '../i18n/UiProvider';

/** A language option has a code, a label and a short label. */
export interface LanguageOption {
  code: UiLocale;
  label: string;
  shortLabel: string;
}

/** French (default), English and Arabic, each written in its own language. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français', shortLabel: 'FR' },
  { code: 'en', label: 'English', shortLabel: 'EN' },
  { code: 'ar', label: 'العربية', shortLabel: 'ع' },
];
