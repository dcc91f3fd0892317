import { normalizeSearchText } from '../db/search-text.js';

/*
 * docs/decisions/031-natural-search.md: one search box for a whole query — a specialty said the way
 * people say it, a place, a doctor's name, or any mix, in French, English or Arabic — read into the
 * structured filters of `GET /v1/doctors`. Pure: the vocabulary comes from the database.
 */

export interface VocabularyEntry {
  id: string;
  /** The names it is known by, any language (official names, synonyms, labels). */
  names: string[];
  /** Breaks ties between equally good matches (a specialty's popularity, a city's doctors). */
  weight: number;
}

export interface Vocabulary {
  specialties: VocabularyEntry[];
  /** Cities, with the governorate each belongs to. */
  cities: (VocabularyEntry & { governorate: string })[];
  /** Governorates, by their French name (also their id). */
  governorates: VocabularyEntry[];
}

export interface ParsedQuery {
  specialty: string | null;
  city: string | null;
  /** The governorate named, or the named city's: where to look when the city has nobody. */
  governorate: string | null;
  /** What is left once specialty and place are recognised: part of a doctor's name. */
  name: string | null;
}

/** Words that join the parts of a query and say nothing themselves, in the three languages. */
export const STOPWORDS = new Set(
  [
    // fr
    'a',
    'au',
    'aux',
    'de',
    'des',
    'du',
    'd',
    'en',
    'et',
    'l',
    'la',
    'le',
    'les',
    'pour',
    'un',
    'une',
    'chez',
    'pres',
    'sur',
    'dans',
    'vers',
    'dr',
    'docteur',
    'docteure',
    'medecin',
    'medecins',
    'cabinet',
    'rdv',
    'rendez',
    'vous',
    'specialiste',
    'cherche',
    'trouver',
    // en
    'in',
    'at',
    'near',
    'the',
    'an',
    'for',
    'of',
    'and',
    'doctor',
    'doctors',
    'physician',
    'specialist',
    'find',
    'appointment',
    'around',
    // ar
    'في',
    'فى',
    'ب',
    'الى',
    'الي',
    'قرب',
    'دكتور',
    'دكتورة',
    'طبيب',
    'طبيبة',
    'اطباء',
    'عند',
    'مع',
    'و',
    'موعد',
  ].map((word) => normalizeWords(word)),
);

/**
 * The matching form of a text: `normalizeSearchText` (case, accents, Arabic diacritics, punctuation),
 * then the Arabic spellings people write interchangeably (أ إ آ → ا, ة → ه, ى → ي) and the article
 * "ال" of longer Arabic words, so "الأطفال", "اطفال" and "أطفال" meet.
 */
export function normalizeWords(text: string): string {
  return normalizeSearchText(text)
    .replace(/[أإآ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .split(' ')
    .map((word) => (word.length >= 5 && word.startsWith('ال') ? word.slice(2) : word))
    .join(' ');
}

/** `editDistance`'s three rows, reused from call to call (it runs for every phrase against every term). */
type Rows = [Int32Array, Int32Array, Int32Array];
let rows: Rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(2 * (b.length + 1))) as Rows;
  let [previous2, previous, current] = rows;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  return previous[b.length]!;
}

/** Typos tolerated for a word of this length: none under 5 letters, one up to 8, two beyond. */
export const tolerance = (length: number) => (length < 5 ? 0 : length <= 8 ? 1 : 2);

/** How well a phrase of the query names a term: 3 exact, 2 a typo away, 1 a prefix, 0 not at all. */
function matchScore(phrase: string, term: string): number {
  if (phrase === term) return 3;
  const allowed = tolerance(Math.min(phrase.length, term.length));
  if (allowed > 0 && editDistance(phrase, term, allowed) <= allowed) return 2;
  // "ophtalmo", "gyneco", "dermato": a prefix of at least 5 letters.
  if (phrase.length >= 5 && term.startsWith(phrase) && !term.slice(phrase.length).startsWith(' ')) return 1;
  return 0;
}

interface Match {
  id: string;
  start: number;
  length: number;
  score: number;
  weight: number;
}

interface PreparedEntry {
  id: string;
  terms: string[];
  weight: number;
}

const prepare = (entries: VocabularyEntry[]): PreparedEntry[] =>
  entries.map((entry) => ({
    id: entry.id,
    terms: [...new Set(entry.names.map(normalizeWords).filter((term) => term !== ''))],
    weight: entry.weight,
  }));

/** The best phrase of `words` (not yet used) naming one of `entries`: most words, then best score. */
function bestMatch(words: string[], used: boolean[], entries: PreparedEntry[]): Match | undefined {
  let best: Match | undefined;
  for (let length = Math.min(5, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      const phrase = words.slice(start, start + length).join(' ');
      if (length === 1 && STOPWORDS.has(phrase)) continue;
      for (const entry of entries) {
        let score = 0;
        for (const term of entry.terms) score = Math.max(score, matchScore(phrase, term));
        if (score === 0) continue;
        const better =
          best === undefined ||
          length > best.length ||
          (length === best.length &&
            (score > best.score || (score === best.score && entry.weight > best.weight)));
        if (better) best = { id: entry.id, start, length, score, weight: entry.weight };
      }
    }
    // Longer phrases win: "hammam sousse" over "sousse", "medecin generaliste" over "generaliste".
    if (best !== undefined) return best;
  }
  return best;
}

/** Reads a query against a vocabulary; build the parser once per vocabulary (it prepares the terms). */
export function createQueryParser(vocabulary: Vocabulary): (query: string) => ParsedQuery {
  const specialties = prepare(vocabulary.specialties);
  const cities = prepare(vocabulary.cities);
  const governorates = prepare(vocabulary.governorates);
  const read = (normalized: string): ParsedQuery => {
    const words = normalized.split(' ').filter((word) => word !== '');
    const used = words.map(() => false);
    const take = (match: Match | undefined) => {
      if (match) used.fill(true, match.start, match.start + match.length);
      return match?.id ?? null;
    };
    const specialty = take(bestMatch(words, used, specialties));
    // A city and a governorate of one name ("Sousse"): the city, the more precise; a phrase naming
    // only a governorate ("Ben Arous" has no city of that name) filters by governorate.
    const cityMatch = bestMatch(words, used, cities);
    const governorateMatch = bestMatch(words, used, governorates);
    const preferGovernorate =
      governorateMatch !== undefined &&
      (cityMatch === undefined ||
        governorateMatch.length > cityMatch.length ||
        (governorateMatch.length === cityMatch.length && governorateMatch.score > cityMatch.score));
    const city = preferGovernorate ? null : take(cityMatch);
    const governorate = preferGovernorate
      ? take(governorateMatch)
      : (vocabulary.cities.find((entry) => entry.id === city)?.governorate ?? null);
    const rest = words.filter((word, index) => !used[index] && !STOPWORDS.has(word)).join(' ');
    return { specialty, city, governorate, name: rest === '' ? null : rest };
  };
  // Patients type the same queries ("dentiste", "cardiologue tunis"): each reading is kept, up to a bound.
  const readings = new Map<string, ParsedQuery>();
  return (query) => {
    const normalized = normalizeWords(query);
    let reading = readings.get(normalized);
    if (reading === undefined) {
      reading = read(normalized);
      if (readings.size >= READINGS_KEPT) readings.delete(readings.keys().next().value as string);
      readings.set(normalized, reading);
    }
    return { ...reading };
  };
}

/** Readings a parser keeps (it is rebuilt with the vocabulary, at least every minute). */
const READINGS_KEPT = 1_000;
