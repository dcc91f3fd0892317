import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /users?id=`: a user record (a doctor's is public). */
export function userByIdQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/users', { query: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/users', { params: { query: { id } }, signal }), logger),
  });
}

export function useUserById(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...userByIdQuery(api, id), ...options });
}
