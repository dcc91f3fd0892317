import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /payments/{id}`: a payment's status (while `pending` the server asks the provider first). */
export function paymentQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/payments/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/payments/{id}', { params: { path: { id } }, signal }), logger),
  });
}

export function usePayment(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...paymentQuery(api, id), ...options });
}
