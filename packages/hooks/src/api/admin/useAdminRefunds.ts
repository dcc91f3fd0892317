import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `status`, `page` (1-based) and `limit`. */
export type AdminRefundsParams = NonNullable<operations['listAdminRefunds']['parameters']['query']>;

/** `GET /admin/refunds`: the refunds of online payments, newest first, with their rdv, patient and doctor. */
export function adminRefundsQuery({ client, logger }: ApiContext, params: AdminRefundsParams = {}) {
  return queryOptions({
    queryKey: apiKey('get', '/admin/refunds', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/refunds', { params: { query: params }, signal }), logger),
  });
}

export function useAdminRefunds(params: AdminRefundsParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...adminRefundsQuery(api, params), ...options });
}
