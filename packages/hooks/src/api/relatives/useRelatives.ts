import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /users/me/relatives`: the signed-in patient's relatives, by first name. */
export function relativesQuery({ client, logger }: ApiContext) {
  return queryOptions({
    queryKey: apiKey('get', '/users/me/relatives'),
    queryFn: async ({ signal }) => unwrap(await client.GET('/users/me/relatives', { signal }), logger),
  });
}

export function useRelatives(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...relativesQuery(api), ...options });
}
