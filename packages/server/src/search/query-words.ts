import { normalizeSearchText } from '../platform/db/search-text.js';

/*
 * The words of a query as the natural search reads them (docs/decisions/031-natural-search.md): the
 * words that say nothing, the words that ask for a woman or a man as the doctor, and the matching form
 * of a text.
 */

/** A doctor's gender as `GET /doctors` filters on it (`sexe`). */
export type Gender = 'F' | 'M';

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
    'طبيب',
    'اطباء',
    'عند',
    'مع',
    'و',
    'موعد',
    // Tunisian, in Arabic and in Latin letters ("n7eb tbib snan fi sfax")
    'نحب',
    'tbib',
    'doktor',
    'fi',
    'n7eb',
    'nheb',
  ].map((word) => normalizeWords(word)),
);

/**
 * Words asking for a woman or a man as the doctor, in the three languages. Only words left once the
 * specialty is read count: "sage-femme" is a specialty, "طبيبة نساء" a gynaecologist.
 */
export const GENDER_WORDS = new Map<string, Gender>(
  [
    ...[
      // fr
      'femme',
      'femmes',
      'feminin',
      'feminine',
      'docteure',
      'doctoresse',
      'dame',
      // en
      'female',
      'woman',
      'women',
      'lady',
      // ar
      'طبيبة',
      'دكتورة',
      'امرأة',
      'أنثى',
      'سيدة',
      // Tunisian
      'مرا',
      'tbiba',
      'doktora',
      'mra',
    ].map((word) => [word, 'F'] as const),
    ...[
      // fr
      'homme',
      'hommes',
      'masculin',
      // en
      'male',
      'man',
      'men',
      // ar
      'رجل',
      'ذكر',
      // Tunisian
      'راجل',
      'rajel',
    ].map((word) => [word, 'M'] as const),
  ].map(([word, gender]) => [normalizeWords(word), gender]),
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

/**
 * The words of `query` that `normalizedWords` (some of its words once normalised, in order) came from,
 * as the patient typed them ("المنزه" for "منزه", "Menzah" for "menzah"), so that what is said back to
 * them reads as theirs; the normalised words when they cannot all be traced back.
 */
export function wordsAsTyped(query: string, normalizedWords: string): string {
  const wanted = normalizedWords.split(' ');
  const found: string[] = [];
  // The word boundaries of normalizeSearchText, which only drops marks (\p{M}) inside words.
  for (const typed of query.split(/[^\p{L}\p{N}\p{M}]+/u)) {
    if (found.length < wanted.length && typed !== '' && normalizeWords(typed) === wanted[found.length])
      found.push(typed);
  }
  return found.length === wanted.length ? found.join(' ') : normalizedWords;
}
