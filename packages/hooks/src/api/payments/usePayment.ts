import type { Payment } from '@tabib/contract';
import { IGNORE_LOADING_BAR_HEADER } from '@tabib/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface PaymentQueryOptions {
  /** A background poll does not move the loading bar. */
  background?: boolean;
}

/** `GET /payments/{id}`: a payment's status (while `pending` the server asks the provider first). */
export function paymentQuery(
  { client, logger }: ApiContext,
  id: string,
  { background = false }: PaymentQueryOptions = {},
) {
  const headers = background ? { [IGNORE_LOADING_BAR_HEADER]: '1' } : undefined;
  return queryOptions({
    queryKey: apiKey('get', '/payments/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/payments/{id}', { params: { path: { id } }, headers, signal }), logger),
  });
}

export interface PaymentHookOptions extends QueryHookOptions, PaymentQueryOptions {
  /** How often to ask again (e.g. while the payment is `pending`); `false` stops. */
  refetchInterval?: number | false | ((query: { state: { data?: Payment } }) => number | false | undefined);
}

export function usePayment(id: string, { background, ...options }: PaymentHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...paymentQuery(api, id, { background }), ...options });
}
