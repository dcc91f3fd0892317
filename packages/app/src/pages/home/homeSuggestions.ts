import type { Locale } from '@tabib/hooks';
import type { DoctorSuggestion, Location, Specialty } from '@tabib/sdk';
import type { SearchSuggestion } from '@tabib/ui';

import { cityName, specialtyName } from '../../i18n/localizedNames';
import type { SearchFilters } from '../search/searchParams';

/** How many specialties and cities the home search box suggests for one text. */
export const SUGGESTIONS_PER_KIND = 5;

/** Lower case without accents, so "medecine" finds "Médecine générale" and "gabes" finds "Gabès". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

interface SuggestionSources {
  text: string;
  locale: Locale;
  specialties: readonly Specialty[];
  cities: readonly Location[];
  doctors: readonly DoctorSuggestion[];
}

/**
 * The home search box's suggestions for a text: the specialties and cities whose shown name contains it
 * (in the API's order: most looked-for specialties first), then the doctors the autocomplete found.
 */
export function buildSuggestions({
  text,
  locale,
  specialties,
  cities,
  doctors,
}: SuggestionSources): SearchSuggestion[] {
  const folded = foldText(text);
  if (!folded) return [];
  const specialtyItems = specialties
    .map((specialty) => ({
      kind: 'specialty' as const,
      id: specialty._id,
      label: specialtyName(specialty, locale),
    }))
    .filter((item) => foldText(item.label).includes(folded))
    .slice(0, SUGGESTIONS_PER_KIND);
  const cityItems = cities
    .map((city) => ({
      kind: 'city' as const,
      id: city._id,
      label: cityName(city, locale),
      description: city.governorate,
    }))
    .filter((item) => foldText(item.label).includes(folded))
    .slice(0, SUGGESTIONS_PER_KIND);
  const doctorItems = doctors.map((doctor) => ({
    kind: 'doctor' as const,
    id: doctor._id,
    label: doctor.name,
    description: `${doctor.specialty} · ${doctor.city}`,
  }));
  return [...specialtyItems, ...cityItems, ...doctorItems];
}

/** The city and specialty picked in the search box before it is submitted, with the names shown for them. */
export interface PickedFilters {
  city?: { id: string; label: string };
  specialty?: { id: string; label: string };
}

/**
 * The search a submitted text stands for: the picked city and specialty, plus the text itself — as the
 * specialty or city it names exactly, or else as part of a doctor's name. The text of a picked suggestion
 * is not searched again as a name.
 */
export function filtersForSubmit(
  text: string,
  picked: PickedFilters,
  named: { specialties: readonly SearchSuggestion[]; cities: readonly SearchSuggestion[] },
): Partial<SearchFilters> {
  const filters: Partial<SearchFilters> = {};
  if (picked.city) filters.city = picked.city.id;
  if (picked.specialty) filters.specialty = picked.specialty.id;
  const folded = foldText(text);
  if (!folded) return filters;
  if ([picked.city, picked.specialty].some((choice) => choice && foldText(choice.label) === folded))
    return filters;
  const specialty = named.specialties.find((item) => foldText(item.label) === folded);
  const city = named.cities.find((item) => foldText(item.label) === folded);
  if (specialty) filters.specialty = specialty.id;
  else if (city) filters.city = city.id;
  else filters.name = text.trim();
  return filters;
}
