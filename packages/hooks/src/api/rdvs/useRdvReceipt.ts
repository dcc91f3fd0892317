import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /rdvs/{id}/receipt`: what the patient paid online for the rdv, and its refund. An rdv with no
 * online payment recorded as paid has none (404 `NOT_FOUND`).
 */
export function rdvReceiptQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/rdvs/{id}/receipt', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/rdvs/{id}/receipt', { params: { path: { id } }, signal }), logger),
  });
}

export function useRdvReceipt(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...rdvReceiptQuery(api, id), ...options });
}
