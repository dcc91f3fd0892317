import { act, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@tabib/sdk';
import { useIntl } from 'react-intl';
import type { Locale } from './locales';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FakeApi } from '../../test/fakeApi';
import { renderWithTabib, startGuestApi } from '../../test/renderWithTabib';
import { useLocale } from './useLocale';

let api: FakeApi;
beforeEach(async () => {
  api = await startGuestApi();
  window.history.replaceState(null, '', '/search-doctors?city=sfax');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
afterEach(() => api.close());

function useLocaleAndTitle() {
  const locale = useLocale();
  return { ...locale, title: useIntl().formatMessage({ id: 'HOME.TITLE' }) };
}

/** As a component of the kit reads its texts: with a built-in default. */
function useLocaleAndDefaultTitle() {
  const locale = useLocale();
  return {
    ...locale,
    title: useIntl().formatMessage({ id: 'HOME.TITLE', defaultMessage: 'Trouvez votre médecin' }),
  };
}

describe('locale (requirements §4, §9)', () => {
  it('starts from the browser language when nothing is stored, with its messages', async () => {
    const { result, storage } = renderWithTabib(api, useLocaleAndTitle, { languages: ['en-US', 'fr'] });
    await waitFor(() => expect(result.current?.title).toBe('Find your doctor'));
    expect(result.current.locale).toBe('en');
    expect(result.current.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(storage.getItem('locale')).toBeNull();
    expect(window.location.search).toBe('?city=sfax');
    expect(api.requests.some((request) => request.url === '/assets/i18n/en.json')).toBe(true);
  });

  it('prefers the stored choice', async () => {
    const storage = createMemoryStorage({ locale: 'ar' });
    const { result } = renderWithTabib(api, useLocaleAndTitle, { storage, languages: ['en'] });
    await waitFor(() => expect(result.current?.title).toBe('ابحث عن طبيبك'));
    expect(result.current.dir).toBe('rtl');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('setLocale stores it, sets <html lang dir> and writes lng with history replaced', async () => {
    const { result, storage } = renderWithTabib(api, useLocaleAndTitle);
    await waitFor(() => expect(result.current?.title).toBe('Trouvez votre médecin'));
    const historyLength = window.history.length;

    act(() => result.current.setLocale('ar'));

    // While Arabic loads, the French messages stay on screen: never a bare key.
    expect(result.current.locale).toBe('ar');
    expect(result.current.title).toBe('Trouvez votre médecin');
    await waitFor(() => expect(result.current.title).toBe('ابحث عن طبيبك'));
    expect(storage.getItem('locale')).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.location.search).toBe('?city=sfax&lng=ar');
    expect(window.history.length).toBe(historyLength);
  });

  it('starts in initialLocale (the language a server rendered in) before the stored choice', async () => {
    const storage = createMemoryStorage({ locale: 'ar' });
    const { result } = renderWithTabib(api, useLocaleAndTitle, {
      props: {
        locale: {
          i18nBaseUrl: `${api.origin}/assets/i18n/`,
          storage,
          languages: ['fr'],
          initialLocale: 'en',
        },
      },
    });
    await waitFor(() => expect(result.current?.title).toBe('Find your doctor'));
    expect(result.current.locale).toBe('en');
    // Not the reader's choice: the stored language is kept.
    expect(storage.getItem('locale')).toBe('ar');
  });

  it('switches to the language of a lng parameter, at start and when the URL changes', async () => {
    window.history.replaceState(null, '', '/questions?lng=en');
    const storage = createMemoryStorage({ locale: 'fr' });
    const { result } = renderWithTabib(api, useLocaleAndTitle, { storage });
    await waitFor(() => expect(result.current?.title).toBe('Find your doctor'));
    expect(storage.getItem('locale')).toBe('en');

    act(() => {
      window.history.pushState(null, '', '/articles?lng=ar');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(result.current.title).toBe('ابحث عن طبيبك'));
    expect(result.current.locale).toBe('ar');
    expect(storage.getItem('locale')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('fetches each language once', async () => {
    const { result } = renderWithTabib(api, useLocaleAndTitle);
    await waitFor(() => expect(result.current?.title).toBe('Trouvez votre médecin'));
    act(() => result.current.setLocale('en'));
    await waitFor(() => expect(result.current.title).toBe('Find your doctor'));
    act(() => result.current.setLocale('fr'));
    await waitFor(() => expect(result.current.title).toBe('Trouvez votre médecin'));
    expect(api.requests.filter((request) => request.url === '/assets/i18n/fr.json')).toHaveLength(1);
  });
});

describe("translations are the host site's choice", () => {
  it('fetches nothing without a loader: the components keep their default texts', async () => {
    const { result } = renderWithTabib(api, useLocaleAndDefaultTitle, {
      props: { locale: { storage: createMemoryStorage(), languages: ['en'] } },
    });
    await waitFor(() => expect(result.current.locale).toBe('en'));
    act(() => result.current.setLocale('ar'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(result.current.title).toBe('Trouvez votre médecin');
    expect(api.requests.filter((request) => request.url.startsWith('/assets/'))).toEqual([]);
  });

  it("loads each language with the site's loadMessages, nested keys flattened, and fetches nothing itself", async () => {
    const loaded: Locale[] = [];
    const loadMessages = async (lang: Locale) => {
      loaded.push(lang);
      return { HOME: { TITLE: lang === 'ar' ? 'ابحث عن طبيبك' : 'Find your doctor' } };
    };
    const { result } = renderWithTabib(api, useLocaleAndTitle, {
      props: { locale: { loadMessages, storage: createMemoryStorage(), languages: ['en'] } },
    });
    await waitFor(() => expect(result.current?.title).toBe('Find your doctor'));
    act(() => result.current.setLocale('ar'));
    await waitFor(() => expect(result.current.title).toBe('ابحث عن طبيبك'));
    expect(loaded).toEqual(['en', 'ar']);
    expect(api.requests.filter((request) => request.url.startsWith('/assets/'))).toEqual([]);
  });
});
