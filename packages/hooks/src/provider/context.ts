import { createContext, useContext } from 'react';
import type { TabibClient } from '@tabib/sdk';

import type { ApiLogger } from '../query/keys';

/** What `TabibProvider` shares with every hook: the SDK client and the logger HTTP errors go to. */
export interface TabibClientContextValue {
  client: TabibClient;
  logger: ApiLogger;
}

export const TabibClientContext = createContext<TabibClientContextValue | null>(null);

function useTabibContext(hook: string): TabibClientContextValue {
  const value = useContext(TabibClientContext);
  if (value === null) {
    throw new Error(`${hook}() must be used inside <TabibProvider>: no Tabib client in context.`);
  }
  return value;
}

/** The SDK client of the nearest `TabibProvider`; throws outside one. */
export function useTabibClient(): TabibClient {
  return useTabibContext('useTabibClient').client;
}

/** The logger of the nearest `TabibProvider` (default `console`), to pass to `unwrap`. */
export function useTabibLogger(): ApiLogger {
  return useTabibContext('useTabibLogger').logger;
}
