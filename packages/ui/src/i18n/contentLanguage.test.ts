import { describe, expect, it } from 'vitest';

import { contentLanguage, contentLanguageProps } from './contentLanguage';

describe('contentLanguage', () => {
  it('tells Arabic, French and English apart', () => {
    expect(contentLanguage('ألم في الصدر منذ يومين، هل هو خطير؟')).toBe('ar');
    expect(contentLanguage('Palpitations le soir ?')).toBe('fr');
    expect(contentLanguage('Cardiologue à Tunis, je reçois les adultes et les enfants.')).toBe('fr');
    expect(contentLanguage('Is it normal to have palpitations in the evening?')).toBe('en');
  });

  it('takes a Latin text without signs for French, as Tunisian addresses are', () => {
    expect(contentLanguage('12 avenue Habib Bourguiba, Tunis')).toBe('fr');
    expect(contentLanguage('Cabinet médical')).toBe('fr');
  });

  it('has no language for a text without letters', () => {
    expect(contentLanguage('71 234 567')).toBeUndefined();
    expect(contentLanguage('')).toBeUndefined();
  });
});

describe('contentLanguageProps', () => {
  it("names the text's language when the page is in another, and always gives it its own direction", () => {
    expect(contentLanguageProps('Palpitations le soir ?', 'ar')).toEqual({ lang: 'fr', dir: 'auto' });
    expect(contentLanguageProps('Palpitations le soir ?', 'en')).toEqual({ lang: 'fr', dir: 'auto' });
    expect(contentLanguageProps('Palpitations le soir ?', 'fr')).toEqual({ dir: 'auto' });
    expect(contentLanguageProps('ألم في الصدر؟', 'fr')).toEqual({ lang: 'ar', dir: 'auto' });
    expect(contentLanguageProps('71 234 567', 'ar')).toEqual({ dir: 'auto' });
  });
});
