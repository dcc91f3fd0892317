import type { LocaleMessages } from '../i18n/messages';

export interface LanguageSelectorLabels {
  /** Accessible name of the selector. */
  label: string;
}

export const languageSelectorMessages: LocaleMessages<LanguageSelectorLabels> = {
  fr: { label: 'Langue' },
  en: { label: 'Language' },
  ar: { label: 'اللغة' },
};
