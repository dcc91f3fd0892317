import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `status`, `rdv`, `page` (1-based) and `limit`. */
export type OutboxParams = NonNullable<operations['listOutbox']['parameters']['query']>;

/** `GET /outbox`: the e-mails queued for patients, newest first (admins only). */
export function outboxQuery({ client, logger }: ApiContext, params: OutboxParams = {}) {
  return queryOptions({
    queryKey: apiKey('get', '/outbox', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/outbox', { params: { query: params }, signal }), logger),
  });
}

export function useOutbox(params: OutboxParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...outboxQuery(api, params), ...options });
}
