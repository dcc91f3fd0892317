import { type Gender, GENDER_WORDS, normalizeWords, STOPWORDS } from './query-words.js';
import { editDistance, letterSet, mayBeWithin, tolerance } from './typos.js';

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
  /**
   * The governorate named (also when its seat is named: "Sfax"), or the named city's: where to look
   * when the city has nobody.
   */
  governorate: string | null;
  /** The doctor's gender the query asks for ("gynécologue femme", "female dentist", "طبيبة"). */
  gender: Gender | null;
  /** What is left once specialty, place and gender are recognised: part of a doctor's name. */
  name: string | null;
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
  weight: number;
}

interface IndexedTerm {
  term: string;
  letters: number;
  /** The entry's position in its list: equally good matches go to the first, as listed. */
  entry: number;
}

/** A list's terms, indexed so a phrase is compared only with the terms that can match it. */
interface PreparedList {
  entries: PreparedEntry[];
  exact: Map<string, number[]>;
  byLength: Map<number, IndexedTerm[]>;
  /** Terms by their first `PREFIX_MIN` letters, for phrases that are a prefix of a term. */
  byPrefix: Map<string, IndexedTerm[]>;
}

/** The shortest phrase taken as the prefix of a term ("ophtalmo", "gyneco", "dermato"). */
const PREFIX_MIN = 5;
/** The most typos `tolerance` allows: a term further from a phrase's length cannot be a typo of it. */
const MAX_TOLERANCE = 2;

function prepare(entries: VocabularyEntry[]): PreparedList {
  const list: PreparedList = { entries: [], exact: new Map(), byLength: new Map(), byPrefix: new Map() };
  const push = <K>(map: Map<K, IndexedTerm[]>, key: K, term: IndexedTerm) => {
    const terms = map.get(key);
    if (terms) terms.push(term);
    else map.set(key, [term]);
  };
  entries.forEach((entry, index) => {
    list.entries.push({ id: entry.id, weight: entry.weight });
    const terms = new Set(entry.names.map(normalizeWords).filter((term) => term !== ''));
    for (const term of terms) {
      const indexed = { term, letters: letterSet(term), entry: index };
      const exact = list.exact.get(term);
      if (exact) exact.push(index);
      else list.exact.set(term, [index]);
      push(list.byLength, term.length, indexed);
      if (term.length > PREFIX_MIN) push(list.byPrefix, term.slice(0, PREFIX_MIN), indexed);
    }
  });
  return list;
}

/**
 * How well `phrase` names each entry of `list` that it names at all: 3 exact, 2 a typo away, 1 a
 * prefix (the best over the entry's terms).
 */
function scoresOf(phrase: string, list: PreparedList): Map<number, number> {
  const scores = new Map<number, number>();
  const raise = (entry: number, score: number) => {
    if ((scores.get(entry) ?? 0) < score) scores.set(entry, score);
  };
  for (const entry of list.exact.get(phrase) ?? []) raise(entry, 3);
  const letters = letterSet(phrase);
  for (let length = phrase.length - MAX_TOLERANCE; length <= phrase.length + MAX_TOLERANCE; length += 1) {
    for (const { term, letters: termLetters, entry } of list.byLength.get(length) ?? []) {
      if (term === phrase) continue;
      const allowed = tolerance(Math.min(phrase.length, term.length));
      if (allowed === 0 || !mayBeWithin(letters, termLetters, allowed)) continue;
      if (editDistance(phrase, term, allowed) <= allowed) raise(entry, 2);
    }
  }
  if (phrase.length >= PREFIX_MIN) {
    for (const { term, entry } of list.byPrefix.get(phrase.slice(0, PREFIX_MIN)) ?? []) {
      if (term.length > phrase.length && term.startsWith(phrase) && term[phrase.length] !== ' ') {
        raise(entry, 1);
      }
    }
  }
  return scores;
}

/** The best phrase of `words` (not yet used) naming one of `list`: most words, then best score. */
function bestMatch(words: string[], used: boolean[], list: PreparedList): Match | undefined {
  let best: Match | undefined;
  for (let length = Math.min(5, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      if (used.slice(start, start + length).some(Boolean)) continue;
      const phrase = words.slice(start, start + length).join(' ');
      if (length === 1 && STOPWORDS.has(phrase)) continue;
      const scores = scoresOf(phrase, list);
      for (const index of [...scores.keys()].sort((a, b) => a - b)) {
        const entry = list.entries[index]!;
        const score = scores.get(index)!;
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
    const specialtyMatch = bestMatch(words, used, specialties);
    const specialty = take(specialtyMatch);
    // A city and a governorate of one name ("Sfax"): the governorate, its towns around the city
    // included — patients name the region by its seat, and the city alone may have one doctor of a
    // specialty where the governorate has ten. A longer or closer phrase naming only a city ("Hammam
    // Sousse", "La Marsa") is that city.
    const cityMatch = bestMatch(words, used, cities);
    const governorateMatch = bestMatch(words, used, governorates);
    const preferGovernorate =
      governorateMatch !== undefined &&
      (cityMatch === undefined ||
        governorateMatch.length > cityMatch.length ||
        (governorateMatch.length === cityMatch.length && governorateMatch.score >= cityMatch.score));
    const city = preferGovernorate ? null : take(cityMatch);
    const governorate = preferGovernorate
      ? take(governorateMatch)
      : (vocabulary.cities.find((entry) => entry.id === city)?.governorate ?? null);
    // A gender word in a specialty read as a near miss ("طبيبة أسنان", a woman dentist) still asks for
    // it; one in the specialty's own name ("sage-femme", "طبيبة نساء") does not.
    const nearMiss = (index: number) =>
      specialtyMatch !== undefined &&
      specialtyMatch.score < 3 &&
      index >= specialtyMatch.start &&
      index < specialtyMatch.start + specialtyMatch.length;
    let gender: Gender | null = null;
    words.forEach((word, index) => {
      const asked = used[index] && !nearMiss(index) ? undefined : GENDER_WORDS.get(word);
      if (asked === undefined) return;
      used[index] = true;
      gender ??= asked;
    });
    // A letter alone is no name: the "s" of "women's", the "d" of "d'Ariana".
    const rest = words
      .filter((word, index) => !used[index] && !STOPWORDS.has(word) && word.length > 1)
      .join(' ');
    return { specialty, city, governorate, gender, name: rest === '' ? null : rest };
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
