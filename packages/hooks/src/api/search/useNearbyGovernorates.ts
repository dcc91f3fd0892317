import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** The specialty, the governorate searched and the language of the names. */
export type NearbyGovernoratesParams = operations['nearbyGovernorates']['parameters']['query'];

/**
 * `GET /search/nearby`: for a search that found nobody of a specialty in a governorate, the nearest
 * governorates that have some, with their distance.
 */
export function nearbyGovernoratesQuery({ client, logger }: ApiContext, params: NearbyGovernoratesParams) {
  return queryOptions({
    queryKey: apiKey('get', '/search/nearby', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/search/nearby', { params: { query: params }, signal }), logger),
    // The server counts at most once a minute.
    staleTime: 60_000,
  });
}

export function useNearbyGovernorates(params: NearbyGovernoratesParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...nearbyGovernoratesQuery(api, params), ...options });
}
