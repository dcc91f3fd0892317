import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /doctorStatsNumbers?doctor=`: the raw headline numbers. The dashboard shows them through
 * `applyDisplayMultipliers`; the cache keeps what the server said.
 */
export function doctorStatsNumbersQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: apiKey('get', '/doctorStatsNumbers', { query: { doctor } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/doctorStatsNumbers', { params: { query: { doctor } }, signal }), logger),
  });
}

export function useDoctorStatsNumbers(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorStatsNumbersQuery(api, doctor), ...options });
}
