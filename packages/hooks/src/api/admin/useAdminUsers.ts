import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `q` (name or e-mail), `role`, `blocked`, `page` (1-based) and `limit`. */
export type AdminUsersParams = NonNullable<operations['listAdminUsers']['parameters']['query']>;

/** `GET /admin/users`: every account, newest first (the back office's list). */
export function adminUsersQuery({ client, logger }: ApiContext, params: AdminUsersParams = {}) {
  return queryOptions({
    queryKey: apiKey('get', '/admin/users', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/users', { params: { query: params }, signal }), logger),
  });
}

export function useAdminUsers(params: AdminUsersParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...adminUsersQuery(api, params), ...options });
}
