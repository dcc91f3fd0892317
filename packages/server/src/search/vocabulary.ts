import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createQueryParser, type ParsedQuery } from './natural-query.js';

/** How long a parser built from the catalogue is used before it is built again. */
const VOCABULARY_TTL_MS = 60_000;

/**
 * The catalogue the natural search reads queries against (docs/decisions/031-natural-search.md):
 * specialties with their names and synonyms in three languages, cities in three languages, and
 * governorates. Rebuilt at most once a minute, so a specialty an admin adds is understood soon after.
 */
export async function loadVocabulary(db: Kysely<Database>) {
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
  const governorates = new Map<string, { names: Set<string>; weight: number }>();
  for (const city of cities) {
    const entry = governorates.get(city.governorate) ?? { names: new Set([city.governorate]), weight: 0 };
    entry.weight += Number(city.doctors);
    // The main city's other names name its governorate too ("سوسة", "Sousse").
    if (city.label === city.governorate)
      for (const name of [city.label_ar, city.label_en]) entry.names.add(name);
    governorates.set(city.governorate, entry);
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
      weight: specialty.freq,
    })),
    cities: cities.map((city) => ({
      id: city.id,
      names: [city.label, city.label_ar, city.label_en],
      weight: Number(city.doctors),
      governorate: city.governorate,
    })),
    governorates: [...governorates].map(([name, entry]) => ({
      id: name,
      names: [...entry.names],
      weight: entry.weight,
    })),
  };
}

/** A parser over the current catalogue, rebuilt when older than a minute. */
export function createCatalogQueryParser(db: Kysely<Database>, now: () => Date = () => new Date()) {
  let cached: { parse: (query: string) => ParsedQuery; builtAt: number } | undefined;
  let building: Promise<(query: string) => ParsedQuery> | undefined;
  return async (query: string): Promise<ParsedQuery> => {
    const at = now().getTime();
    if (cached === undefined || at - cached.builtAt > VOCABULARY_TTL_MS) {
      building ??= loadVocabulary(db)
        .then((vocabulary) => {
          const parse = createQueryParser(vocabulary);
          cached = { parse, builtAt: at };
          return parse;
        })
        .finally(() => {
          building = undefined;
        });
      return (await building)(query);
    }
    return cached.parse(query);
  };
}
