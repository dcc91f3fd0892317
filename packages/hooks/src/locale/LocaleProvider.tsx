import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { getBrowserStorage, type KeyValueStorage } from '@tabib/sdk';
import { UiProvider } from '@tabib/ui';

import type { ApiLogger } from '../query/keys';
import { LocaleContext, type LocaleValue } from './LocaleContext';
import {
  directionOfLocale,
  initialLocale,
  isLocale,
  lngOf,
  LOCALE_STORAGE_KEY,
  withLng,
  type Locale,
} from './locales';
import { fetchMessages, I18N_PREFIX, type Messages } from './messages';

export interface LocaleConfig {
  /** Where the translation files are: default `/assets/i18n/` (spec §9), e.g. a CDN base in production. */
  i18nBaseUrl?: string;
  /** Fetch of the translation files; default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Where the choice is stored under `locale`; default `localStorage` (memory when blocked). */
  storage?: KeyValueStorage;
  /** The browser's languages; default `navigator.languages`. */
  languages?: readonly string[];
  /** Rendered until the first messages are in, so no translation key ever shows; default nothing. */
  fallback?: ReactNode;
}

interface LocaleProviderProps {
  config: LocaleConfig;
  /** The current URL (path + query); its `lng` parameter switches the language. */
  currentUrl: string;
  logger: ApiLogger;
  children?: ReactNode;
}

interface LoadedMessages {
  locale: Locale;
  messages: Messages;
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The language of the app (spec §4): chosen once at start, changed by `setLocale` or a `lng` parameter,
 * given to react-intl with its messages and to @tabib/ui's components.
 */
export function LocaleProvider({ config, currentUrl, logger, children }: LocaleProviderProps) {
  const [storage] = useState(() => config.storage ?? getBrowserStorage('local'));
  const urlLng = lngOf(currentUrl);
  // `chosen`: set by setLocale or a lng parameter, so it is stored; the browser's language is not.
  const [state, setState] = useState<{ locale: Locale; chosen: boolean }>(() => ({
    locale: initialLocale(
      storage?.getItem(LOCALE_STORAGE_KEY),
      config.languages ?? browserLanguages(),
      urlLng,
    ),
    chosen: isLocale(urlLng),
  }));
  const { locale, chosen } = state;

  const setLocale = useCallback((next: Locale) => setState({ locale: next, chosen: true }), []);

  // spec §4: a lng parameter switches the language, at start and whenever the URL changes
  // (adjusted while rendering, as React recommends for state that follows a prop).
  const [seenUrlLng, setSeenUrlLng] = useState(urlLng);
  if (urlLng !== seenUrlLng) {
    setSeenUrlLng(urlLng);
    if (isLocale(urlLng)) setState({ locale: urlLng, chosen: true });
  }

  // spec §4: the page's language and direction follow the locale; a change is also stored and put in
  // the URL as lng (history replaced).
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOfLocale(locale);
  }, [locale]);
  useEffect(() => {
    if (!chosen) return;
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
    if (typeof window === 'undefined') return;
    const url = withLng(window.location.href, locale);
    if (url !== window.location.href) window.history.replaceState(window.history.state, '', url);
  }, [storage, locale, chosen]);

  const prefix = config.i18nBaseUrl ?? I18N_PREFIX;
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const loaded = useQuery<LoadedMessages>({
    queryKey: ['i18n', prefix, locale],
    queryFn: async () => {
      try {
        return { locale, messages: await fetchMessages(locale, prefix, fetchImpl) };
      } catch (error) {
        // A missing file must not break the app: react-intl then shows each message's default.
        logger.error('Failed to load translations', { locale, error });
        return { locale, messages: {} };
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // While a language loads, the previous one stays on screen (no flash of keys).
    placeholderData: keepPreviousData,
  });

  const value = useMemo<LocaleValue>(
    () => ({ locale, dir: directionOfLocale(locale), setLocale }),
    [locale, setLocale],
  );
  const onIntlError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code !== 'MISSING_TRANSLATION') logger.error(error);
    },
    [logger],
  );

  if (!loaded.data) return <>{config.fallback ?? null}</>;
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={loaded.data.locale}
        // react-intl types a catalog as all text or all ASTs; each message may be either at runtime.
        messages={loaded.data.messages as Record<string, string>}
        defaultLocale="fr"
        onError={onIntlError}
      >
        <UiProvider locale={loaded.data.locale}>{children}</UiProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
