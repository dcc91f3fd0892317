import type { components } from '@tabib/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** A doctor, and a status or a patient sex. */
export type RdvCountParams = components['schemas']['RdvCountQuery'];

/** `GET /rdvs/count?query=…`: how many of the doctor's rdvs match; the data is the number. */
export function rdvCountQuery({ client, logger }: ApiContext, params: RdvCountParams) {
  return queryOptions({
    queryKey: apiKey('get', '/rdvs/count', { query: { query: params } }),
    queryFn: async ({ signal }) => {
      const query = { query: JSON.stringify(params) };
      return unwrap(await client.GET('/rdvs/count', { params: { query }, signal }), logger).count;
    },
  });
}

export function useRdvCount(params: RdvCountParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...rdvCountQuery(api, params), ...options });
}

/** Several counts side by side (the stats page's rdvs by status, by patient sex), in `paramsList` order. */
export function useRdvCounts(paramsList: readonly RdvCountParams[], options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQueries({ queries: paramsList.map((params) => ({ ...rdvCountQuery(api, params), ...options })) });
}
