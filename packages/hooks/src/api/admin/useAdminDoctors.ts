import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `q` (name or e-mail), `verified`, `active`, `page` (1-based) and `limit`. */
export type AdminDoctorsParams = NonNullable<operations['listAdminDoctors']['parameters']['query']>;

/** `GET /admin/doctors`: every doctor, verified or not, newest first (the back office's list). */
export function adminDoctorsQuery({ client, logger }: ApiContext, params: AdminDoctorsParams = {}) {
  return queryOptions({
    queryKey: apiKey('get', '/admin/doctors', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/doctors', { params: { query: params }, signal }), logger),
  });
}

export function useAdminDoctors(params: AdminDoctorsParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...adminDoctorsQuery(api, params), ...options });
}
