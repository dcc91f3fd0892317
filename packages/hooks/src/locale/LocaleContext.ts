import { createContext } from 'react';

import type { Direction, Locale } from './locales';

export interface LocaleValue {
  locale: Locale;
  dir: Direction;
  /** Stores the choice, sets `<html lang dir>` and writes `lng` into the URL (history replaced). */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleValue | null>(null);
