import { SPECIALTIES_FETCH_LIMIT } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** The app's list — every specialty at once, by name. */
export const APP_SPECIALTIES_PARAMS = {
  limit: SPECIALTIES_FETCH_LIMIT,
  page: 1,
  sortBy: 'name:asc',
} as const;

/** `GET /doctorSpecialties?limit=200&page=1&sortBy=name:asc` (pickers, filters). */
export function specialtiesQuery({ client, logger }: ApiContext) {
  return queryOptions({
    queryKey: apiKey('get', '/doctorSpecialties', { query: APP_SPECIALTIES_PARAMS }),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/doctorSpecialties', { params: { query: APP_SPECIALTIES_PARAMS }, signal }),
        logger,
      ),
  });
}

export function useSpecialties(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...specialtiesQuery(api), ...options });
}
