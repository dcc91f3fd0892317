import type { LocaleMessages } from '../i18n/messages';

export interface PaginationLabels {
  /** Accessible name of the `<nav>` landmark. */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button; `{n}` is the 1-based page number. */
  page: string;
}

export const paginationMessages: LocaleMessages<PaginationLabels> = {
  fr: { navigation: 'Pagination', previous: 'Précédent', next: 'Suivant', page: 'Page {n}' },
  en: { navigation: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page {n}' },
  ar: { navigation: 'التنقل بين الصفحات', previous: 'السابق', next: 'التالي', page: 'الصفحة {n}' },
};
