import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '../query/keys';

// Queries are retried at most twice, and only when trying again can help.
const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failed query may be retried: network failures (no HTTP answer) and 5xx only. A 4xx is
 * the same on every try, and a 401 has already been through the SDK's refresh.
 */
export function isRetryableError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** The provider's default QueryClient: 30 s fresh data, retries as above, mutations never retried. */
export function createTabibQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
