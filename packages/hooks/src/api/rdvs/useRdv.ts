import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /rdvs/{id}`: one rdv. */
export function rdvQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/rdvs/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/rdvs/{id}', { params: { path: { id } }, signal }), logger),
  });
}

export function useRdv(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...rdvQuery(api, id), ...options });
}
