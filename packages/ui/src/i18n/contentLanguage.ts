import type { UiLocale } from './UiProvider';

const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/g;
const LATIN_LETTER = /[a-zà-öø-ÿœ]/gi;
// Letters and short words that English never has, and short words French never has.
const FRENCH_SIGN =
  /[àâçéèêëîïôûùüœ]|\b(?:le|la|les|des|du|un|une|est|et|pour|avec|dans|sur|je|vous|mon|ma|mes|au|aux)\b/gi;
const ENGLISH_SIGN = /\b(?:the|and|is|are|of|for|with|my|you|your|what|how|in|to|it)\b/gi;

/**
 * The language a text people wrote (a doctor's bio, an address, a question, an article) is most likely
 * in: Arabic when Arabic letters outnumber Latin ones, else English when English words outnumber French
 * signs, else French — the language Tunisian addresses and most of the site's texts are written in.
 * Undefined for a text without letters.
 */
export function contentLanguage(text: string): UiLocale | undefined {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic === 0 && latin === 0) return undefined;
  if (arabic >= latin) return 'ar';
  const french = text.match(FRENCH_SIGN)?.length ?? 0;
  const english = text.match(ENGLISH_SIGN)?.length ?? 0;
  return english > french ? 'en' : 'fr';
}

/**
 * The attributes of the element showing such a text on a page in `locale`: its language when it is
 * another (a screen reader then reads a French bio with a French voice on an Arabic page), and a
 * direction of its own (`dir="auto"`, which also isolates it), so a French question ends with its "?"
 * on the right on an Arabic page, and an Arabic one with its "؟" on the left on a French page.
 */
export function contentLanguageProps(text: string, locale: UiLocale): { lang?: UiLocale; dir: 'auto' } {
  const language = contentLanguage(text);
  return language !== undefined && language !== locale ? { lang: language, dir: 'auto' } : { dir: 'auto' };
}
