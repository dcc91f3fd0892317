/**
 * The form names are stored and searched in (doctors.search_name): lower case, accents and Arabic
 * diacritics removed, punctuation as single spaces. "Dr. Hédi Ben Sâlah" → "dr hedi ben salah".
 * It runs in the application, not SQL, so PGlite and PostgreSQL need no `unaccent` extension.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
