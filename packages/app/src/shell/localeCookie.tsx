import { useEffect } from 'react';
import { useLocale } from '@tabib/hooks';

/** Names the reader's language for the server, which renders public pages in it (docs/decisions/025). */
export const LOCALE_COOKIE = 'tabib_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps the `tabib_locale` cookie equal to the shown language, so the next page comes in it from the server. */
export function LocaleCookie() {
  const { locale } = useLocale();
  useEffect(() => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }, [locale]);
  return null;
}
