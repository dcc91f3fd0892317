import type { TabibClient } from '@tabib/sdk';

import { useTabibClient, useTabibLogger } from '../provider/context';
import type { ApiLogger } from '../query/keys';

/**
 * What a query-options factory needs: the SDK client and where HTTP errors are logged. Outside React
 * (a router loader prefetching with `queryClient.prefetchQuery(doctorSearchQuery({ client }, params))`)
 * the logger may be left out and `unwrap` logs to the console.
 */
export interface ApiContext {
  client: TabibClient;
  logger?: ApiLogger;
}

/** The `ApiContext` of the nearest `TabibProvider`. */
export function useApiContext(): ApiContext {
  return { client: useTabibClient(), logger: useTabibLogger() };
}
