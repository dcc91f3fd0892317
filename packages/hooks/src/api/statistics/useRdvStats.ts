import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /rdvStats?doctor=`: the doctor's rdvs per month and status over the last 12 months. */
export function rdvStatsQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: apiKey('get', '/rdvStats', { query: { doctor } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/rdvStats', { params: { query: { doctor } }, signal }), logger),
  });
}

export function useRdvStats(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...rdvStatsQuery(api, doctor), ...options });
}
