import type { LocaleMessages } from '../i18n/messages';

export interface LoadingBarLabels {
  /** Accessible name of the progressbar. */
  label: string;
}

export const loadingBarMessages: LocaleMessages<LoadingBarLabels> = {
  fr: { label: 'Chargement de la page' },
  en: { label: 'Page loading' },
  ar: { label: 'جارٍ تحميل الصفحة' },
};
