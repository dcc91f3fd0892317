import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `entity`, `entityId`, `actor`, `page` (1-based) and `limit`. */
export type AuditLogParams = NonNullable<operations['listAuditLog']['parameters']['query']>;

/** `GET /admin/audit`: the admins' actions, newest first, each with the record before and after. */
export function auditLogQuery({ client, logger }: ApiContext, params: AuditLogParams = {}) {
  return queryOptions({
    queryKey: apiKey('get', '/admin/audit', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/audit', { params: { query: params }, signal }), logger),
  });
}

export function useAuditLog(params: AuditLogParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...auditLogQuery(api, params), ...options });
}
