import { describe, expect, it } from 'vitest';

import { directionOfLocale, initialLocale, lngOf, localeFromLanguages, withLng } from './locales';
import { flattenMessages, messagesUrl } from './messages';

describe('initialLocale (requirements §4: lng parameter, stored, browser, fr)', () => {
  it.each<[string | null, string[], string | null, string]>([
    [null, [], null, 'fr'],
    [null, ['de-DE', 'it'], null, 'fr'],
    [null, ['en-US', 'fr'], null, 'en'],
    [null, ['de', 'ar-TN', 'en'], null, 'ar'],
    ['en', ['ar-TN'], null, 'en'],
    ['xx', ['ar'], null, 'ar'],
    ['en', ['fr'], 'ar', 'ar'],
    ['en', ['fr'], 'de', 'en'],
    [null, ['EN_gb'], null, 'en'],
  ])('stored %s, browser %j, lng %s → %s', (stored, languages, lng, expected) => {
    expect(initialLocale(stored, languages, lng)).toBe(expected);
  });

  it('finds the first browser language Tabib ships', () => {
    expect(localeFromLanguages(['es', 'en-GB', 'fr'])).toBe('en');
    expect(localeFromLanguages(['es'])).toBeUndefined();
  });
});

describe('direction and URL', () => {
  it('writes Arabic right to left, the others left to right', () => {
    expect(directionOfLocale('ar')).toBe('rtl');
    expect(directionOfLocale('fr')).toBe('ltr');
    expect(directionOfLocale('en')).toBe('ltr');
  });

  it('sets lng and keeps the rest of the URL', () => {
    expect(withLng('https://tabib.tn/search-doctors?city=sfax#top', 'ar')).toBe(
      'https://tabib.tn/search-doctors?city=sfax&lng=ar#top',
    );
    expect(withLng('https://tabib.tn/?lng=fr', 'en')).toBe('https://tabib.tn/?lng=en');
    expect(lngOf('/questions?lng=ar&page=2')).toBe('ar');
    expect(lngOf('/questions')).toBeNull();
  });
});

describe('messages', () => {
  it('are at /assets/i18n/{lang}.json (requirements §9)', () => {
    expect(messagesUrl('ar')).toBe('/assets/i18n/ar.json');
    expect(messagesUrl('fr', 'https://cdn.tabib.tn/i18n/')).toBe('https://cdn.tabib.tn/i18n/fr.json');
  });

  it('flattens nested keys to dotted ids', () => {
    expect(
      flattenMessages({
        QUESTIONS: { LOGIN_REQUIRED: 'Connectez-vous', LIST: { EMPTY: 'Aucune' } },
        OK: 'OK',
        N: 3,
      }),
    ).toEqual({ 'QUESTIONS.LOGIN_REQUIRED': 'Connectez-vous', 'QUESTIONS.LIST.EMPTY': 'Aucune', OK: 'OK' });
  });

  it('keeps a message pre-parsed at build time (an ICU AST array) as one message', () => {
    const parsed = [
      { type: 0, value: 'Il y a ' },
      { type: 1, value: 'n' },
    ];
    expect(flattenMessages({ TIME: { AGO: parsed } })).toEqual({ 'TIME.AGO': parsed });
  });
});
