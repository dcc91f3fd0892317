import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /search/query`: a patient's whole query ("cardiologue Tunis", "طبيب قلب صفاقس") read by the
 * server into the filters of `GET /doctors` — specialty, city, governorate and name.
 */
export function searchQueryReadingQuery({ client, logger }: ApiContext, q: string) {
  return queryOptions({
    queryKey: apiKey('get', '/search/query', { query: { q } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/search/query', { params: { query: { q } }, signal }), logger),
    // The catalogue a query is read against changes rarely.
    staleTime: 5 * 60_000,
  });
}

export function useSearchQueryReading(q: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...searchQueryReadingQuery(api, q), ...options });
}
