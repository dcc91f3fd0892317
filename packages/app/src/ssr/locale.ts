import { DEFAULT_LOCALE, isLocale, LNG_PARAM, localeFromLanguages, type Locale } from '@tabib/hooks';

import { cookieValue, LOCALE_COOKIE } from '../shell/localeCookie';

/** The languages of an Accept-Language header, most wanted first (`fr-TN,fr;q=0.9,ar;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((language) => language.tag);
}

/**
 * The language the server renders a page in (docs/decisions/025), as the browser would choose it:
 * the URL's `lng`, then the reader's last choice (the `tabib_locale` cookie), then Accept-Language.
 */
export function requestLocale(
  url: URL,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  const lng = url.searchParams.get(LNG_PARAM);
  if (isLocale(lng)) return lng;
  const chosen = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return localeFromLanguages(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LOCALE;
}
