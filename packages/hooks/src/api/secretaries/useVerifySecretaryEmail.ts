import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /secretaries/verify?email=`: whether this e-mail can be added as a secretary; the data is the boolean. */
export function verifySecretaryEmailQuery({ client, logger }: ApiContext, email: string) {
  return queryOptions({
    queryKey: apiKey('get', '/secretaries/verify', { query: { email } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/secretaries/verify', { params: { query: { email } }, signal }), logger)
        .response,
  });
}

export function useVerifySecretaryEmail(email: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...verifySecretaryEmailQuery(api, email), ...options });
}
