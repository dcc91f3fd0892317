import type { Kysely } from 'kysely';
import { publicDoctorNames, publicDoctorsByGovernorate } from './doctor-search-data.js';
import type { Database } from '../platform/db/schema.js';
import { createDoctorNameTest } from './doctor-names.js';
import { nearestGovernorates, type NearbyGovernorate } from './nearby.js';
import { createQueryParser, type ParsedQuery } from './natural-query.js';
import { createSuggester, type SuggestionCatalogue, type Suggestions, type Lang } from './suggestions.js';

/** How long a parser built from the catalogue is used before it is built again. */
const VOCABULARY_TTL_MS = 60_000;

/**
 * A place's names and, for one that starts with an article, the name without it: patients say
 * "Marsa", "Kef", "Goulette" or "Jem" for La Marsa, Le Kef, La Goulette and El Jem.
 */
export function placeNames(names: string[]): string[] {
  const all = new Set(names);
  for (const name of names) {
    const rest = /^(?:la|le|les|el)\s+(\S.*)$/iu.exec(name.trim())?.[1];
    if (rest !== undefined) all.add(rest);
  }
  return [...all];
}

/**
 * The catalogue the natural search reads queries against (docs/decisions/031-natural-search.md):
 * specialties with their names and synonyms in three languages, cities in three languages, and
 * governorates. Rebuilt at most once a minute, so a specialty an admin adds is understood soon after.
 */
export async function loadVocabulary(db: Kysely<Database>): Promise<SuggestionCatalogue> {
  const [specialties, cities] = await Promise.all([
    db
      .selectFrom('specialties')
      .select(['id', 'name_fr', 'name_en', 'name_ar', 'freq', 'synonyms'])
      .execute(),
    db
      .selectFrom('locations as l')
      .leftJoin('doctors as d', 'd.city_id', 'l.id')
      .select((eb) => [
        'l.id',
        'l.label',
        'l.label_ar',
        'l.label_en',
        'l.governorate',
        eb.fn.count<string>('d.id').as('doctors'),
      ])
      .groupBy(['l.id', 'l.label', 'l.label_ar', 'l.label_en', 'l.governorate'])
      .execute(),
  ]);
  const governorates = new Map<
    string,
    { names: Set<string>; labels: SuggestionCatalogue['governorates'][number]['labels']; weight: number }
  >();
  for (const city of cities) {
    const name = city.governorate;
    const entry = governorates.get(name) ?? {
      names: new Set([name]),
      labels: { fr: name, en: name, ar: name },
      weight: 0,
    };
    entry.weight += Number(city.doctors);
    // The main city's other names name its governorate too ("سوسة", "Sousse").
    if (city.label === name) {
      for (const other of [city.label_ar, city.label_en]) entry.names.add(other);
      entry.labels = { fr: name, en: city.label_en, ar: city.label_ar };
    }
    governorates.set(name, entry);
  }
  return {
    specialties: specialties.map((specialty) => ({
      id: specialty.id,
      names: [
        specialty.name_fr,
        specialty.name_en,
        specialty.name_ar,
        ...specialty.synonyms.fr,
        ...specialty.synonyms.en,
        ...specialty.synonyms.ar,
      ],
      labels: { fr: specialty.name_fr, en: specialty.name_en, ar: specialty.name_ar },
      weight: specialty.freq,
    })),
    cities: cities.map((city) => ({
      id: city.id,
      names: placeNames([city.label, city.label_ar, city.label_en]),
      labels: { fr: city.label, en: city.label_en, ar: city.label_ar },
      weight: Number(city.doctors),
      governorate: city.governorate,
    })),
    governorates: [...governorates].map(([name, entry]) => ({
      id: name,
      names: placeNames([...entry.names]),
      labels: entry.labels,
      weight: entry.weight,
    })),
  };
}

/** What the search box's operations read a text with: a query's reading, and suggestions. */
export interface SearchCatalogue {
  parse(query: string): ParsedQuery;
  suggest(text: string, lang: Lang, limit: number): Suggestions;
  /** Whether some public doctor's name is like `name` (a reading's rest), as the catalogue was built. */
  namesADoctor(name: string): boolean;
  /** A specialty's, city's or governorate's name in `lang`; undefined for an id the catalogue lacks. */
  nameOf(kind: keyof SuggestionCatalogue, id: string, lang: Lang): string | undefined;
  /** Public doctors of a specialty in a governorate, as the catalogue was built. */
  doctorsIn(specialty: string, governorate: string): number;
  /** The nearest other governorates with doctors of a specialty (search/nearby.ts). */
  nearby(specialty: string, governorate: string, limit: number): NearbyGovernorate[];
}

/** The lookups of `SearchCatalogue` over one catalogue and its doctors' counts. */
function catalogueLookups(
  vocabulary: SuggestionCatalogue,
  doctorsByGovernorate: Map<string, Map<string, number>>,
): Pick<SearchCatalogue, 'nameOf' | 'doctorsIn' | 'nearby'> {
  const labels = Object.fromEntries(
    (Object.keys(vocabulary) as (keyof SuggestionCatalogue)[]).map((kind) => [
      kind,
      new Map(vocabulary[kind].map((entry) => [entry.id, entry.labels])),
    ]),
  ) as Record<keyof SuggestionCatalogue, Map<string, Record<Lang, string>>>;
  const none = new Map<string, number>();
  return {
    nameOf: (kind, id, lang) => labels[kind].get(id)?.[lang],
    doctorsIn: (specialty, governorate) => doctorsByGovernorate.get(specialty)?.get(governorate) ?? 0,
    nearby: (specialty, governorate, limit) =>
      nearestGovernorates(doctorsByGovernorate.get(specialty) ?? none, governorate, limit),
  };
}

/** The parser and suggester over the current catalogue, built again when older than a minute. */
export function createSearchCatalogue(db: Kysely<Database>, now: () => Date = () => new Date()) {
  let cached: { catalogue: SearchCatalogue; builtAt: number } | undefined;
  let building: Promise<SearchCatalogue> | undefined;
  return async (): Promise<SearchCatalogue> => {
    const at = now().getTime();
    if (cached !== undefined && at - cached.builtAt <= VOCABULARY_TTL_MS) return cached.catalogue;
    building ??= Promise.all([loadVocabulary(db), publicDoctorNames(db), publicDoctorsByGovernorate(db)])
      .then(([vocabulary, doctorNames, doctorsByGovernorate]) => {
        const catalogue = {
          parse: createQueryParser(vocabulary),
          suggest: createSuggester(vocabulary),
          namesADoctor: createDoctorNameTest(doctorNames),
          ...catalogueLookups(vocabulary, doctorsByGovernorate),
        };
        cached = { catalogue, builtAt: at };
        return catalogue;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  };
}
