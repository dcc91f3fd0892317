import { normalizeSearchText } from '../platform/db/search-text.js';

/*
 * docs/decisions/031-natural-search.md: whether what a query leaves names some public doctor, by the
 * test of the search's name filter (`search_name % name OR search_name LIKE '%name%'`,
 * search/doctor-search-data.ts), in-process: one lookup per query read in the database cost the reading
 * three quarters of its throughput.
 */

/** pg_trgm's default `similarity_threshold`, from which `%` holds. */
const SIMILARITY_THRESHOLD = 0.3;
/** PostgreSQL rounds the similarity to a float4 (3/10 is a hair above 0.3): ours is compared as loosely. */
const MARGIN = 1e-6;

/** The longest piece of the names marked, to tell at once that a text is inside none of them. */
const PIECE_LENGTH = 3;

/** Bits of the hashed pieces: the tens of thousands of pieces 10,000 names hold set few of them. */
const PIECE_BITS = 1 << 20;

/** The bit of the piece of `text` from `start` to `end` (included), from its characters' codes. */
function pieceBit(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index <= end; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0) % PIECE_BITS;
}

/** pg_trgm's trigrams of a normalised text: each word, padded with two spaces before and one after. */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let start = 0; start + 3 <= padded.length; start += 1) trigrams.add(padded.slice(start, start + 3));
  }
  return trigrams;
}

/** The trigrams two texts share over those either has, from their counts. */
function ratio(shared: number, first: number, second: number): number {
  const all = first + second - shared;
  return all === 0 ? 0 : shared / all;
}

/** pg_trgm's `similarity` of two normalised texts. */
export function similarity(a: string, b: string): number {
  const first = trigramsOf(a);
  const second = trigramsOf(b);
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared += 1;
  return ratio(shared, first.size, second.size);
}

/** A test of names against the public doctors' `search_name`s, indexed by trigram. */
export function createDoctorNameTest(searchNames: readonly string[]): (name: string) => boolean {
  const trigramSets = searchNames.map(trigramsOf);
  const sizes = trigramSets.map((trigrams) => trigrams.size);
  // Each trigram's doctors from the fewest trigrams up: a name of n trigrams shares at most n with a
  // doctor's, so is similar to none of more than n / threshold, which the test then stops before (with
  // 10,000 doctors, a trigram such as "  a" is in thousands of names no short name can be similar to).
  const byTrigram = new Map<string, number[]>();
  const fewestFirst = sizes.map((_, doctor) => doctor).sort((a, b) => sizes[a]! - sizes[b]!);
  for (const doctor of fewestFirst) {
    for (const trigram of trigramSets[doctor]!) {
      const doctors = byTrigram.get(trigram);
      if (doctors) doctors.push(doctor);
      else byTrigram.set(trigram, [doctor]);
    }
  }
  // One text to look for a name inside all of them at once (no name holds a line break).
  const allNames = searchNames.join('\n');
  // Every piece of up to three characters of the names, hashed to a bit: a text with a piece whose bit
  // is unset is inside no name, which is known without reading through them all (most such texts are).
  const pieces = new Uint8Array(PIECE_BITS / 8);
  for (const searchName of searchNames) {
    for (let start = 0; start < searchName.length; start += 1) {
      for (let end = start; end < Math.min(start + PIECE_LENGTH, searchName.length); end += 1) {
        const bit = pieceBit(searchName, start, end);
        pieces[bit >>> 3]! |= 1 << (bit & 7);
      }
    }
  }
  const mayBeInside = (text: string) => {
    const length = Math.min(PIECE_LENGTH, text.length);
    for (let start = 0; start + length <= text.length; start += 1) {
      const bit = pieceBit(text, start, start + length - 1);
      if ((pieces[bit >>> 3]! & (1 << (bit & 7))) === 0) return false;
    }
    return true;
  };
  // Trigrams each doctor shares with the name being tested, reset after each test.
  const shared = new Int32Array(searchNames.length);
  const touched: number[] = [];
  return (name) => {
    const text = normalizeSearchText(name);
    if (text === '') return false;
    if (mayBeInside(text) && allNames.includes(text)) return true;
    const trigrams = trigramsOf(text);
    const largest = trigrams.size / (SIMILARITY_THRESHOLD - MARGIN);
    let similar = false;
    for (const trigram of trigrams) {
      for (const doctor of byTrigram.get(trigram) ?? []) {
        if (sizes[doctor]! > largest) break;
        const count = shared[doctor]!;
        if (count === 0) touched.push(doctor);
        shared[doctor] = count + 1;
      }
    }
    for (const doctor of touched) {
      if (ratio(shared[doctor]!, trigrams.size, sizes[doctor]!) >= SIMILARITY_THRESHOLD - MARGIN)
        similar = true;
      shared[doctor] = 0;
    }
    touched.length = 0;
    return similar;
  };
}
