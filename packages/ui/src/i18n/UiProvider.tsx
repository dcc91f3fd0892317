import { directionOf, type Direction, type Locale } from '@tabib/contract';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** The three locales Tabib ships: French by default, English, and Arabic written right to left. */
export type UiLocale = Locale;
export type UiDirection = Direction;

export interface UiLocaleValue {
  locale: UiLocale;
  dir: UiDirection;
}

export interface UiProviderProps {
  /** Locale of the built-in labels (each component's `…Messages` export). */
  locale: UiLocale;
  /**
   * Text direction.
   * @default the locale's direction (`ar` is `rtl`)
   */
  dir?: UiDirection;
  children?: ReactNode;
}

/** Direction of a locale: Arabic is the only right-to-left one (the contract's, re-exported). */
export { directionOf };

const DEFAULT_VALUE: UiLocaleValue = { locale: 'fr', dir: 'ltr' };

const UiLocaleContext = createContext<UiLocaleValue>(DEFAULT_VALUE);

/** Gives every component below it a locale and a direction (prop → provider → locale). */
export function UiProvider({ locale, dir, children }: UiProviderProps) {
  const value = useMemo<UiLocaleValue>(() => ({ locale, dir: dir ?? directionOf(locale) }), [locale, dir]);
  return <UiLocaleContext.Provider value={value}>{children}</UiLocaleContext.Provider>;
}

/** The current locale and direction; `fr`/`ltr` when no `UiProvider` is above. */
export function useUiLocale(): UiLocaleValue {
  return useContext(UiLocaleContext);
}
