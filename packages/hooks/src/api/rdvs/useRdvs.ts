import type { components, operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

type ListRdvsQuery = NonNullable<operations['listRdvs']['parameters']['query']>;

export interface RdvsParams {
  /** Doctor, patient, status(es), date range; the server defaults the caller's own side. */
  filter?: components['schemas']['RdvListQuery'];
  sort?: ListRdvsQuery['sort'];
  page?: number;
  limit?: number;
}

/** `GET /rdvs?query=…`: a page of the caller's rdvs (patient: their own; doctor, secretary: the doctor's). */
export function rdvsQuery({ client, logger }: ApiContext, params: RdvsParams = {}) {
  const { filter, ...paging } = params;
  return queryOptions({
    queryKey: apiKey('get', '/rdvs', { query: { query: filter, ...paging } }),
    queryFn: async ({ signal }) => {
      const query = filter === undefined ? paging : { query: JSON.stringify(filter), ...paging };
      return unwrap(await client.GET('/rdvs', { params: { query }, signal }), logger);
    },
  });
}

export function useRdvs(params: RdvsParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...rdvsQuery(api, params), ...options });
}
