/*
 * How far a typed phrase may be from a term and still name it (docs/decisions/031-natural-search.md):
 * an edit distance bounded by the tolerance a word's length allows, with a letter-set filter first.
 */

/** `editDistance`'s three rows, reused from call to call (it runs for every phrase against every term). */
type Rows = [Int32Array, Int32Array, Int32Array];
let rows: Rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Damerau–Levenshtein distance (optimal string alignment), stopping early past `max`. Only the cells
 * within `max` of the diagonal are computed: any path through the others costs more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0].length <= b.length + 1) rows = [0, 1, 2].map(() => new Int32Array(2 * (b.length + 2))) as Rows;
  let [previous2, previous, current] = rows;
  const outside = max + 1;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  previous[b.length + 1] = outside;
  for (let i = 1; i <= a.length; i += 1) {
    const first = Math.max(1, i - max);
    const last = Math.min(b.length, i + max);
    current[first - 1] = first === 1 ? i : outside;
    let rowMin = current[first - 1]!;
    for (let j = first; j <= last; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // The next row reads one cell past this row's band.
    current[last + 1] = outside;
    if (rowMin > max) return max + 1;
    const oldest = previous2;
    previous2 = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(previous[b.length]!, outside);
}

/**
 * The letters of a text as a 32-bit set (each letter's code modulo 32, so letters may share a bit).
 * Every letter of one text on a bit the other lacks must be edited away, and an edit removes one letter:
 * a pair with more such bits on either side than the edits allowed is further apart, with no need to
 * compute how far (most pairs `scoresOf` meets).
 */
export function letterSet(text: string): number {
  let set = 0;
  for (let index = 0; index < text.length; index += 1) set |= 1 << (text.charCodeAt(index) & 31);
  return set;
}

const bitCount = (bits: number) => {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** False when texts of these `letterSet`s are surely more than `max` edits apart. */
export const mayBeWithin = (a: number, b: number, max: number) =>
  bitCount(a & ~b) <= max && bitCount(b & ~a) <= max;

/** Typos tolerated for a word of this length: none under 5 letters, one up to 8, two beyond. */
export const tolerance = (length: number) => (length < 5 ? 0 : length <= 8 ? 1 : 2);
