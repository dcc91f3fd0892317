import type { Locale } from '@tabib/hooks';
import type { DoctorSuggestion, Location, SearchSuggestions, Specialty } from '@tabib/sdk';
import type { SearchSuggestion } from '@tabib/ui';

import { cityName, doctorName, specialtyName } from '../../i18n/localizedNames';
import type { SearchFilters } from '../search/searchHref';

/** How many specialties and cities the home search box suggests for one text. */
export const SUGGESTIONS_PER_KIND = 5;

/** Lower case without accents, so "medecine" finds "Médecine générale" and "gabes" finds "Gabès". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/**
 * How well a folded label matches a folded text: 0 the same, 1 it starts with the text, 2 one of its
 * words does, 3 it contains it elsewhere, undefined not at all. So "Sousse" comes before "Hammam Sousse".
 */
function matchRank(label: string, folded: string): number | undefined {
  const name = foldText(label);
  if (name === folded) return 0;
  if (name.startsWith(folded)) return 1;
  if (name.split(/[\s'’-]+/u).some((word) => word.startsWith(folded))) return 2;
  return name.includes(folded) ? 3 : undefined;
}

/** The items whose label matches the text, best match first (ties keep the given order), at most a few. */
function bestMatches<T extends { label: string }>(items: readonly T[], folded: string): T[] {
  return items
    .map((item) => ({ item, rank: matchRank(item.label, folded) }))
    .filter((entry): entry is { item: T; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SUGGESTIONS_PER_KIND)
    .map((entry) => entry.item);
}

interface SuggestionSources {
  text: string;
  locale: Locale;
  specialties: readonly Specialty[];
  cities: readonly Location[];
  doctors: readonly DoctorSuggestion[];
  /**
   * The server's suggestions for this very text (`GET /search/suggestions`), once they have arrived:
   * they know the words patients use ("dentiste", "طبيب قلب") and forgive a typo.
   */
  server?: SearchSuggestions;
}

/** The first `SUGGESTIONS_PER_KIND` items, each id once (the first one given wins). */
function firstOfEachId<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id)).slice(0, SUGGESTIONS_PER_KIND);
}

/**
 * The home search box's suggestions for a text: the specialties and cities the server suggests for it
 * (names, synonyms and near misses in the three languages), completed at once, before its answer, by
 * those whose shown name contains the text (exact and prefix matches first, then in the API's order:
 * most looked-for specialties first); then the doctors the autocomplete found.
 */
export function buildSuggestions({
  text,
  locale,
  specialties,
  cities,
  doctors,
  server,
}: SuggestionSources): SearchSuggestion[] {
  const folded = foldText(text);
  if (!folded) return [];
  // Picking a suggestion puts its name in place of the whole text: only those standing for the whole
  // text are offered ("sou" of "cardiologue sou" would lose "cardiologue"; submitting reads it all).
  const forWholeText = ({ text: end }: { text: string }) => foldText(end) === folded;
  const serverSpecialties = (server?.specialties ?? []).filter(forWholeText).map((specialty) => ({
    kind: 'specialty' as const,
    id: specialty._id,
    label: specialty.name,
  }));
  // A governorate is not a filter the home search picks; its cities are.
  const serverCities = (server?.places ?? [])
    .filter(forWholeText)
    .flatMap((place) =>
      place.kind === 'city' && place.city !== null
        ? [{ kind: 'city' as const, id: place.city, label: place.name, description: place.governorate }]
        : [],
    );
  const specialtyItems = bestMatches(
    specialties.map((specialty) => ({
      kind: 'specialty' as const,
      id: specialty._id,
      label: specialtyName(specialty, locale),
    })),
    folded,
  );
  const cityItems = bestMatches(
    cities.map((city) => ({
      kind: 'city' as const,
      id: city._id,
      label: cityName(city, locale),
      description: city.governorate,
    })),
    folded,
  );
  const doctorItems = doctors.map((doctor) => ({
    kind: 'doctor' as const,
    id: doctor._id,
    label: doctorName(doctor.name, locale),
    description: `${doctor.specialty} · ${doctor.city}`,
  }));
  return [
    ...readingItems(text, server),
    ...firstOfEachId([...serverSpecialties, ...specialtyItems]),
    ...firstOfEachId([...serverCities, ...cityItems]),
    ...doctorItems,
  ];
}

/**
 * The server's reading of the whole text ("dentiste à Sfax" → "Chirurgie dentaire · Sfax"), offered
 * first: the other suggestions stand for its end only. Its id is the text, searched as it is.
 */
function readingItems(text: string, server: SearchSuggestions | undefined): SearchSuggestion[] {
  const reading = server?.reading;
  if (!reading) return [];
  const label = [reading.specialty?.name, reading.place?.name].filter(Boolean).join(' · ');
  return label ? [{ kind: 'query', id: text.trim(), label }] : [];
}

/** The city and specialty picked in the search box before it is submitted, with the names shown for them. */
export interface PickedFilters {
  /** `seatOf`: the governorate whose seat the city is ("Sfax"), searched as a whole. */
  city?: { id: string; label: string; seatOf?: string };
  specialty?: { id: string; label: string };
}

/**
 * The search a submitted text stands for: the picked city and specialty, plus the text itself — as the
 * specialty it names exactly, or else as a whole query the server reads into filters
 * (docs/decisions/031-natural-search.md). The text of a picked suggestion is not searched again.
 */
export function filtersForSubmit(
  text: string,
  picked: PickedFilters,
  named: { specialties: readonly SearchSuggestion[] },
): Partial<SearchFilters> {
  const filters: Partial<SearchFilters> = {};
  // A city that names its governorate too is the governorate, as the server reads a typed "Sfax".
  if (picked.city?.seatOf) filters.governorate = picked.city.seatOf;
  else if (picked.city) filters.city = picked.city.id;
  if (picked.specialty) filters.specialty = picked.specialty.id;
  const folded = foldText(text);
  if (!folded) return filters;
  if ([picked.city, picked.specialty].some((choice) => choice && foldText(choice.label) === folded))
    return filters;
  const specialty = named.specialties.find((item) => foldText(item.label) === folded);
  if (specialty) filters.specialty = specialty.id;
  // Anything else is a whole query ("cardiologue Tunis"), a place's name too: the server reads it
  // (`GET /search/query`), and a city that is also a governorate ("Sfax") as the governorate.
  else filters.q = text.trim();
  return filters;
}
