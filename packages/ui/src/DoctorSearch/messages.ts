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
  /** Accessible name of the list of chosen refinements (chips). */
  chosen: string;
  /** A chip's text by the kind of what was chosen; `{name}` is its label. */
  chip: Record<SearchSuggestionKind, string>;
  /** Accessible name of a chip's remove button; `{name}` is the chip's label. */
  removeChoice: string;
  /** Accessible name of the list of suggestions (with the combobox's label). */
  suggestions: string;
  /** Said by screen readers when the list opens or its count changes; `{count}` is the number of suggestions. */
  count: { one: string; other: string };
}

export const doctorSearchMessages: LocaleMessages<DoctorSearchLabels> = {
  fr: {
    label: 'Spécialité, ville ou médecin',
    placeholder: 'Ex. : cardiologue, Sousse, Dr Ben Salah',
    submit: 'Rechercher',
    sections: { query: 'Votre recherche', specialty: 'Spécialités', city: 'Villes', doctor: 'Médecins' },
    loading: 'Recherche en cours…',
    noSuggestions: 'Aucune suggestion',
    chosen: 'Critères choisis',
    chip: {
      query: '{name}',
      specialty: 'Spécialité : {name}',
      city: 'Ville : {name}',
      doctor: 'Médecin : {name}',
    },
    removeChoice: 'Retirer {name}',
    suggestions: 'Suggestions',
    count: { one: '{count} option disponible(s).', other: '{count} options disponible(s).' },
  },
  en: {
    label: 'Specialty, city or doctor',
    placeholder: 'E.g. cardiologist, Sousse, Dr Ben Salah',
    submit: 'Search',
    sections: { query: 'Your search', specialty: 'Specialties', city: 'Cities', doctor: 'Doctors' },
    loading: 'Searching…',
    noSuggestions: 'No suggestions',
    chosen: 'Chosen criteria',
    chip: { query: '{name}', specialty: 'Specialty: {name}', city: 'City: {name}', doctor: 'Doctor: {name}' },
    removeChoice: 'Remove {name}',
    suggestions: 'Suggestions',
    count: { one: '{count} option available.', other: '{count} options available.' },
  },
  ar: {
    label: 'الاختصاص أو المدينة أو الطبيب',
    placeholder: 'مثال: طبيب قلب، سوسة، د. بن صالح',
    submit: 'بحث',
    sections: { query: 'بحثك', specialty: 'الاختصاصات', city: 'المدن', doctor: 'الأطباء' },
    loading: 'جارٍ البحث…',
    noSuggestions: 'لا توجد اقتراحات',
    chosen: 'المعايير المختارة',
    chip: {
      query: '{name}',
      specialty: 'الاختصاص: {name}',
      city: 'المدينة: {name}',
      doctor: 'الطبيب: {name}',
    },
    removeChoice: 'إزالة {name}',
    suggestions: 'مقترحات',
    count: { one: '{count} خيار متاحة.', other: '{count} خيارات متاحة.' },
  },
};
