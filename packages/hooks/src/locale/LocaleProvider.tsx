import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
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
import { fetchMessages, flattenMessages, type Messages } from './messages';

export interface LocaleConfig {
  /**
   * Messages already at hand, by language (bundled, or read by a server renderer): used at once, with no
   * request, so a server render and the first client render show the same text.
   */
  messages?: Partial<Record<Locale, Messages | Record<string, unknown>>>;
  /**
   * Loads one language's messages (flat ids, or nested keys that are flattened). Default: none, the
   * components show their built-in default texts, unless `i18nBaseUrl` is set.
   */
  loadMessages?: (locale: Locale) => Promise<Messages | Record<string, unknown>>;
  /** Shorthand for a loader that fetches `{i18nBaseUrl}{lang}.json` (the reference app: `/assets/i18n/`). */
  i18nBaseUrl?: string;
  /** Fetch of the translation files with `i18nBaseUrl`; default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Where the choice is stored under `locale`; default `localStorage` (memory when blocked). */
  storage?: KeyValueStorage;
  /** The browser's languages; default `navigator.languages`. */
  languages?: readonly string[];
  /**
   * The language to start in, before the stored choice and the browser's languages (a `lng` parameter
   * still wins): a server renderer and the page that hydrates its HTML pass the language the server chose,
   * so both render the same text.
   */
  initialLocale?: Locale;
  /**
   * Opt-in: rendered instead of the children until the first loaded messages are in. Default: the
   * children render at once (also on the server) with the messages at hand, then the loaded ones.
   */
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
 * The language of the app: chosen once at start, changed by `setLocale` or a `lng` parameter,
 * given to react-intl with its messages and to @tabib/ui's components.
 */
export function LocaleProvider({ config, currentUrl, logger, children }: LocaleProviderProps) {
  const [storage] = useState(() => config.storage ?? getBrowserStorage('local'));
  const urlLng = lngOf(currentUrl);
  // `chosen`: set by setLocale or a lng parameter, so it is stored; the browser's language is not.
  const [state, setState] = useState<{ locale: Locale; chosen: boolean }>(() => ({
    locale: initialLocale(
      config.initialLocale ?? storage?.getItem(LOCALE_STORAGE_KEY),
      config.languages ?? browserLanguages(),
      urlLng,
    ),
    chosen: isLocale(urlLng),
  }));
  const { locale, chosen } = state;

  const setLocale = useCallback((next: Locale) => setState({ locale: next, chosen: true }), []);

  // A lng parameter switches the language, at start and whenever the URL changes
  // (adjusted while rendering, as React recommends for state that follows a prop).
  const [seenUrlLng, setSeenUrlLng] = useState(urlLng);
  if (urlLng !== seenUrlLng) {
    setSeenUrlLng(urlLng);
    if (isLocale(urlLng)) setState({ locale: urlLng, chosen: true });
  }

  // The page's language and direction follow the locale; a change is also stored and put in
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

  const { i18nBaseUrl, loadMessages } = config;
  const fetchImpl = config.fetch ?? globalThis.fetch;
  const load =
    loadMessages ??
    (i18nBaseUrl === undefined ? undefined : (lang: Locale) => fetchMessages(lang, i18nBaseUrl, fetchImpl));
  const atHand = config.messages?.[locale];
  const loaded = useQuery<LoadedMessages>({
    queryKey: ['i18n', i18nBaseUrl ?? '', locale],
    queryFn:
      load === undefined || atHand !== undefined
        ? skipToken
        : async () => {
            try {
              return { locale, messages: flattenMessages(await load(locale)) };
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

  const shown: LoadedMessages | undefined = atHand
    ? { locale, messages: flattenMessages(atHand) }
    : (loaded.data ?? (load === undefined ? { locale, messages: {} } : undefined));
  if (!shown && config.fallback !== undefined) return <>{config.fallback}</>;
  // Without messages yet (server render, first load), the children render with their default texts.
  const current = shown ?? { locale, messages: {} };
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={current.locale}
        // react-intl types a catalog as all text or all ASTs; each message may be either at runtime.
        messages={current.messages as Record<string, string>}
        defaultLocale="fr"
        onError={onIntlError}
      >
        <UiProvider locale={current.locale}>{children}</UiProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
