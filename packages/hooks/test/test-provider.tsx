import type { TabibClient } from '@tabib/sdk';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';

import { TabibClientContext } from '../src/provider/context';

/** What a hook test renders in: a fresh QueryClient (no retries) and the SDK client of a test server. */
export interface TestProvider {
  queryClient: QueryClient;
  wrapper: (props: { children: ReactNode }) => ReactNode;
  /** What `unwrap` logged (requirements §8: HTTP errors are logged as status, text and body). */
  loggedErrors: unknown[][];
}

export function createTestProvider(client: TabibClient): TestProvider {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const loggedErrors: unknown[][] = [];
  const value = { client, logger: { error: (...args: unknown[]) => void loggedErrors.push(args) } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TabibClientContext.Provider value={value}>{children}</TabibClientContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper, loggedErrors };
}

/** Waits until a rendered query settles (the first PGlite queries of a file take seconds); its data, or its error thrown. */
export async function settledData<T>(result: { current: UseQueryResult<T> }): Promise<T> {
  await waitFor(() => expect(result.current.isPending).toBe(false), { timeout: 15_000 });
  if (result.current.isError) throw result.current.error;
  return result.current.data as T;
}

/** The keys of the cached queries a mutation marked stale (queries without observers are not refetched). */
export function invalidatedKeys(queryClient: QueryClient): unknown[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);
}
