import type { components } from '@tabib/contract';
import type { NamesByLanguage } from './db/schema.js';

type NamesInput =
  | components['schemas']['ServiceNamesInput']
  | components['schemas']['VisitTypeNamesInput']
  | components['schemas']['BiosInput'];

const languages = ['fr', 'en', 'ar'] as const;

/**
 * The names (or a doctor's bios) to store once a client sent `input` over `current` (docs/decisions/043): a language given a
 * name takes it, one given null has none, one left out keeps what it had — so a client that knows only
 * some languages, or none, erases nothing.
 */
export function storedNames(input: NamesInput | undefined, current: NamesByLanguage = {}): NamesByLanguage {
  const names: NamesByLanguage = {};
  for (const language of languages) {
    const name = input?.[language] === undefined ? current[language] : input[language];
    if (typeof name === 'string') names[language] = name;
  }
  return names;
}
