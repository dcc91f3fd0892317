import { createContext, useContext } from 'react';

import type { Navigation } from '../provider/navigation';

export const NavigationContext = createContext<Navigation | null>(null);

/** The navigation `TabibProvider` was given (or the browser's). */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (navigation === null) throw new Error('useNavigation() must be used inside <TabibProvider>.');
  return navigation;
}
