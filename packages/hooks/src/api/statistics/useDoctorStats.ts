import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `type` (display, visit, phone), `doctor`, and an optional day range (default the last 30 days). */
export type DoctorStatsParams = operations['getDoctorStats']['parameters']['query'];

/** `GET /doctorStats?type=&doctor=`: daily counts of one statistic. */
export function doctorStatsQuery({ client, logger }: ApiContext, params: DoctorStatsParams) {
  return queryOptions({
    queryKey: apiKey('get', '/doctorStats', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/doctorStats', { params: { query: params }, signal }), logger),
  });
}

export function useDoctorStats(params: DoctorStatsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorStatsQuery(api, params), ...options });
}
