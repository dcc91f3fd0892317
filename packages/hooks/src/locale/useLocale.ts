import { useContext } from 'react';

import { LocaleContext, type LocaleValue } from './LocaleContext';

/** The current language, its direction and the way to change it. */
export function useLocale(): LocaleValue {
  const value = useContext(LocaleContext);
  if (value === null) throw new Error('useLocale() must be used inside <TabibProvider>.');
  return value;
}
