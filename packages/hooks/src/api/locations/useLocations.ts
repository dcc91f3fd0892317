import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** The location list is sorted by `Label`. */
export const LOCATIONS_PARAMS = { sortBy: 'Label:asc' } as const;

/** `GET /locations?sortBy=Label:asc`: the governorates' main cities (search filter, registration). */
export function locationsQuery({ client, logger }: ApiContext) {
  return queryOptions({
    queryKey: apiKey('get', '/locations', { query: LOCATIONS_PARAMS }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/locations', { params: { query: LOCATIONS_PARAMS }, signal }), logger),
  });
}

export function useLocations(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...locationsQuery(api), ...options });
}
