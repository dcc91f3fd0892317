import type { LocaleMessages } from '../i18n/messages';

export interface EmptyStateLabels {
  /** Title of the `noResults` variant. */
  noResultsTitle: string;
  /** Description of the `noResults` variant. */
  noResultsDescription: string;
}

// Info: 'No results found. Try adjusting your search criteria.'
export const emptyStateMessages: LocaleMessages<EmptyStateLabels> = {
  fr: {
    noResultsTitle: 'Aucun résultat trouvé.',
    noResultsDescription: 'Essayez de modifier vos critères de recherche.',
  },
  en: {
    noResultsTitle: 'No results found.',
    noResultsDescription: 'Try adjusting your search criteria.',
  },
  ar: {
    noResultsTitle: 'لم يتم العثور على أي نتيجة.',
    noResultsDescription: 'حاول تعديل معايير البحث.',
  },
};
