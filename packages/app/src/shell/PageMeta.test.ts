import { describe, expect, it } from 'vitest';

import { canonicalUrl, urlLocale } from './PageMeta';

describe('canonicalUrl', () => {
  it('is the path without filters or paging, in the default language', () => {
    expect(canonicalUrl('https://tabib.tn', '/search-doctors', '?specialty=s1&page=2', 'fr')).toBe(
      'https://tabib.tn/search-doctors',
    );
    expect(canonicalUrl('https://tabib.tn', '/home', '?lng=fr', 'fr')).toBe('https://tabib.tn/');
  });

  it('keeps the id of the doctor or article the page shows, and only it', () => {
    expect(canonicalUrl('https://tabib.tn', '/doctor-profile', '?id=0193fc59-4704&tab=slots', 'fr')).toBe(
      'https://tabib.tn/doctor-profile?id=0193fc59-4704',
    );
    expect(canonicalUrl('https://tabib.tn', '/articles', '?page=3&id=le%20sommeil', 'fr')).toBe(
      'https://tabib.tn/articles?id=le+sommeil',
    );
  });

  it('names another language than the default with lng', () => {
    expect(canonicalUrl('https://tabib.tn', '/doctor-profile', '?id=d1&lng=fr', 'ar')).toBe(
      'https://tabib.tn/doctor-profile?id=d1&lng=ar',
    );
    expect(canonicalUrl('https://tabib.tn', '/questions', '?page=2', 'en')).toBe(
      'https://tabib.tn/questions?lng=en',
    );
  });
});

describe('urlLocale', () => {
  it('is the language the URL names with lng, else the default: the canonical of an adaptive address is itself', () => {
    expect(urlLocale('?lng=ar&page=2')).toBe('ar');
    expect(urlLocale('?page=2')).toBe('fr');
    expect(urlLocale('?lng=de')).toBe('fr');
  });
});
