import type { LocaleMessages } from '../i18n/messages';
import type { SearchSuggestionKind } from './suggestions';

export interface DoctorSearchLabels {
  /** Visible label of the combobox. */
  label: string;
  placeholder: string;
  /** Text of the submit button. */
  submit: string;
  /** Section headers. */
  sections: Record<SearchSuggestionKind, string>;
  /** In the list while suggestions are being fetched and none is shown yet. */
  loading: string;
  /** In the list when the text matches nothing. */
  noSuggestions: string;
}

export const doctorSearchMessages: LocaleMessages<DoctorSearchLabels> = {
  fr: {
    label: 'Spécialité, ville ou médecin',
    placeholder: 'Ex. : cardiologue, Sousse, Dr Ben Salah',
    submit: 'Rechercher',
    sections: { query: 'Votre recherche', specialty: 'Spécialités', city: 'Villes', doctor: 'Médecins' },
    loading: 'Recherche en cours…',
    noSuggestions: 'Aucune suggestion',
  },
  en: {
    label: 'Specialty, city or doctor',
    placeholder: 'E.g. cardiologist, Sousse, Dr Ben Salah',
    submit: 'Search',
    sections: { query: 'Your search', specialty: 'Specialties', city: 'Cities', doctor: 'Doctors' },
    loading: 'Searching…',
    noSuggestions: 'No suggestions',
  },
  ar: {
    label: 'الاختصاص أو المدينة أو الطبيب',
    placeholder: 'مثال: طبيب قلب، سوسة، د. بن صالح',
    submit: 'بحث',
    sections: { query: 'بحثك', specialty: 'الاختصاصات', city: 'المدن', doctor: 'الأطباء' },
    loading: 'جارٍ البحث…',
    noSuggestions: 'لا توجد اقتراحات',
  },
};
