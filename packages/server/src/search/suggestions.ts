import { normalizeWords, STOPWORDS } from './query-words.js';
import { editDistance, tolerance } from './typos.js';

/*
 * docs/decisions/036-search-results.md: what the search box suggests while a patient types. Pure: the
 * catalogue comes from the database (vocabulary.ts). The end of the text (its last one to five words)
 * is matched against every name of every specialty and place, so "cardiologue sou" suggests Sousse for
 * "sou" and keeps "cardiologue" for the search.
 */

export type Lang = 'fr' | 'en' | 'ar';
export type SuggestionMatch = 'exact' | 'prefix' | 'fuzzy';

/** A specialty, city or governorate as suggestions see it. */
export interface CatalogueEntry {
  id: string;
  /** Every name it is known by, any language (official names, synonyms, labels). */
  names: string[];
  /** The name shown, per language. */
  labels: Record<Lang, string>;
  /** Breaks ties between equally good matches (a specialty's popularity, a place's doctors). */
  weight: number;
}

export interface SuggestionCatalogue {
  specialties: CatalogueEntry[];
  cities: (CatalogueEntry & { governorate: string })[];
  /** `id` is the governorate's (French) name. */
  governorates: CatalogueEntry[];
}

export interface Suggestion {
  id: string;
  name: string;
  match: SuggestionMatch;
  /** The end of the text it stands for, as typed. */
  text: string;
}

export interface PlaceSuggestion extends Omit<Suggestion, 'id'> {
  kind: 'city' | 'governorate';
  city: string | null;
  governorate: string;
}

export interface Suggestions {
  specialties: Suggestion[];
  places: PlaceSuggestion[];
}

/** Longest end of the text tried: as long as the longest place or specialty name. */
const MAX_TAIL_WORDS = 5;

/** 0 the same, 1 the name starts with it, 2 one of its later words does, 3 a typo or two away. */
function rankOf(phrase: string, term: string): number | undefined {
  if (term === phrase) return 0;
  if (term.startsWith(phrase)) return 1;
  if (term.includes(` ${phrase}`)) return 2;
  const allowed = tolerance(phrase.length);
  if (allowed === 0) return undefined;
  if (editDistance(phrase, term, allowed) <= allowed) return 3;
  // A typo in a word still being typed: "cardiolg" for "cardiolog…".
  if (term.length > phrase.length && editDistance(phrase, term.slice(0, phrase.length), allowed) <= allowed) {
    return 3;
  }
  return undefined;
}

const matchOf = (rank: number): SuggestionMatch => (rank === 0 ? 'exact' : rank === 3 ? 'fuzzy' : 'prefix');

interface Tail {
  /** As typed, from its first word to the end of the text. */
  text: string;
  phrase: string;
  words: number;
}

/** The text's ends of one to five words, longest first, as typed and in their matching form. */
function tailsOf(text: string): Tail[] {
  const words = [...text.matchAll(/\S+/gu)];
  const tails: Tail[] = [];
  for (let count = Math.min(MAX_TAIL_WORDS, words.length); count >= 1; count -= 1) {
    const first = words[words.length - count]!;
    const typed = text.slice(first.index).trimEnd();
    const phrase = normalizeWords(typed);
    if (phrase === '' || (count === 1 && STOPWORDS.has(phrase))) continue;
    tails.push({ text: typed, phrase, words: count });
  }
  return tails;
}

interface Prepared<T extends CatalogueEntry> {
  entry: T;
  terms: string[];
}

const prepare = <T extends CatalogueEntry>(entries: T[]): Prepared<T>[] =>
  entries.map((entry) => ({
    entry,
    terms: [...new Set(entry.names.map(normalizeWords).filter((term) => term !== ''))],
  }));

interface Ranked<T> {
  entry: T;
  tail: Tail;
  rank: number;
}

/** Each entry's best match among the tails: the longest end of the text, then the closest match. */
function bestMatches<T extends CatalogueEntry>(prepared: Prepared<T>[], tails: Tail[]): Ranked<T>[] {
  const found: Ranked<T>[] = [];
  for (const { entry, terms } of prepared) {
    let best: Ranked<T> | undefined;
    for (const tail of tails) {
      for (const term of terms) {
        const rank = rankOf(tail.phrase, term);
        if (rank !== undefined && (best === undefined || rank < best.rank)) best = { entry, tail, rank };
      }
      // Tails come longest first: a match of more words wins over any match of fewer.
      if (best !== undefined) break;
    }
    if (best !== undefined) found.push(best);
  }
  return found;
}

const byRelevance = <T extends CatalogueEntry>(a: Ranked<T>, b: Ranked<T>) =>
  a.rank - b.rank || b.entry.weight - a.entry.weight;

/** Builds the suggester of a catalogue once (it prepares the names). */
export function createSuggester(catalogue: SuggestionCatalogue) {
  const specialties = prepare(catalogue.specialties);
  const cities = prepare(catalogue.cities);
  const governorates = prepare(catalogue.governorates);
  return (text: string, lang: Lang, limit: number): Suggestions => {
    const tails = tailsOf(text);
    const found = {
      specialties: bestMatches(specialties, tails),
      cities: bestMatches(cities, tails),
      governorates: bestMatches(governorates, tails),
    };
    // Only the longest end that names anything: "hammam s" is Hammam Sousse, not "hammam" and Sousse.
    const words = Math.max(
      0,
      ...Object.values(found).flatMap((list) => list.map((ranked) => ranked.tail.words)),
    );
    const longest = <T extends CatalogueEntry>(list: Ranked<T>[]) =>
      list.filter((ranked) => ranked.tail.words === words);
    const suggestion = (ranked: Ranked<CatalogueEntry>) => ({
      name: ranked.entry.labels[lang],
      match: matchOf(ranked.rank),
      text: ranked.tail.text,
    });
    // A city before the governorate of the same name, as precise before wide.
    const places = [
      ...longest(found.cities).map((ranked) => ({
        ranked,
        kind: 'city' as const,
        city: ranked.entry.id,
        governorate: ranked.entry.governorate,
      })),
      ...longest(found.governorates).map((ranked) => ({
        ranked,
        kind: 'governorate' as const,
        city: null,
        governorate: ranked.entry.id,
      })),
    ].sort(
      (a, b) =>
        a.ranked.rank - b.ranked.rank ||
        Number(a.kind === 'governorate') - Number(b.kind === 'governorate') ||
        b.ranked.entry.weight - a.ranked.entry.weight,
    );
    return {
      specialties: longest(found.specialties)
        .sort(byRelevance)
        .slice(0, limit)
        .map((ranked) => ({ id: ranked.entry.id, ...suggestion(ranked) })),
      places: places
        .slice(0, limit)
        .map(({ ranked, kind, city, governorate }) => ({ kind, city, governorate, ...suggestion(ranked) })),
    };
  };
}
