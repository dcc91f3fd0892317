import { describe, expect, it } from 'vitest';

import { adoptLocaleCookie, chosenLocaleCookie, localeCookie } from './localeCookie';

const memoryStorage = (initial: Record<string, string>) => {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
};

describe('the language cookie (docs/decisions/025)', () => {
  it('keeps the language a year, for every page of the site, sent on links from other sites', () => {
    expect(localeCookie('ar')).toBe('tabib_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is set by the server for an address whose lng names a language, and only then', () => {
    expect(chosenLocaleCookie('/?lng=ar')).toBe('tabib_locale=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(chosenLocaleCookie('/doctor-profile?id=1&lng=en')).toBe(
      'tabib_locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(chosenLocaleCookie('/?lng=de')).toBeNull();
    expect(chosenLocaleCookie('/')).toBeNull();
  });

  it('is the stored choice the app starts from when they differ', () => {
    const storage = memoryStorage({ locale: 'fr' });
    adoptLocaleCookie('a=1; tabib_locale=ar', storage);
    expect(storage.items.get('locale')).toBe('ar');
    const empty = memoryStorage({});
    adoptLocaleCookie('tabib_locale=en', empty);
    expect(empty.items.get('locale')).toBe('en');
  });

  it('leaves the stored choice alone without a cookie naming a language', () => {
    const storage = memoryStorage({ locale: 'fr' });
    adoptLocaleCookie('', storage);
    adoptLocaleCookie('tabib_locale=xx', storage);
    expect(storage.items.get('locale')).toBe('fr');
  });
});
