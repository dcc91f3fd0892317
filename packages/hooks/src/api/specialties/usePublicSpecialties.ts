import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface PublicSpecialtiesParams {
  sortBy: 'freq:desc';
  limit?: number;
}

/** The public list is by frequency, with a limit only when it is positive. */
export function publicSpecialtiesParams(limit?: number): PublicSpecialtiesParams {
  return limit !== undefined && limit > 0 ? { sortBy: 'freq:desc', limit } : { sortBy: 'freq:desc' };
}

/** `GET /doctorSpecialties?sortBy=freq:desc[&limit=]`: the most looked-for specialties first (home). */
export function publicSpecialtiesQuery({ client, logger }: ApiContext, limit?: number) {
  const params = publicSpecialtiesParams(limit);
  return queryOptions({
    queryKey: apiKey('get', '/doctorSpecialties', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/doctorSpecialties', { params: { query: params }, signal }), logger),
  });
}

export function usePublicSpecialties(limit?: number, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...publicSpecialtiesQuery(api, limit), ...options });
}
