import { describe, expect, it } from 'vitest';

import { acceptedLanguages, requestLocale } from './locale';

const at = (path: string) => new URL(path, 'https://tabib.tn');

describe('the language of a server-rendered page', () => {
  it('reads Accept-Language by weight, skipping * and q=0', () => {
    expect(acceptedLanguages('fr-TN,fr;q=0.9,ar;q=0.95,*;q=0.1,de;q=0')).toEqual(['fr-TN', 'ar', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' ; ,')).toEqual([]);
  });

  it('takes lng first, then the reader’s cookie, then Accept-Language, then French', () => {
    expect(requestLocale(at('/?lng=en'), 'tabib_locale=ar', 'fr')).toBe('en');
    expect(requestLocale(at('/'), 'a=1; tabib_locale=ar', 'en-US,en')).toBe('ar');
    expect(requestLocale(at('/'), undefined, 'de-DE,en-GB;q=0.8,fr;q=0.5')).toBe('en');
    expect(requestLocale(at('/'), undefined, 'de-DE')).toBe('fr');
  });

  it('ignores what Tabib does not speak', () => {
    expect(requestLocale(at('/?lng=de'), 'tabib_locale=xx', 'ar-TN')).toBe('ar');
  });
});
