import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /secretaries?doctorId=`: the doctor's secretaries. */
export function secretariesQuery({ client, logger }: ApiContext, doctorId: string) {
  return queryOptions({
    queryKey: apiKey('get', '/secretaries', { query: { doctorId } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/secretaries', { params: { query: { doctorId } }, signal }), logger),
  });
}

export function useSecretaries(doctorId: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...secretariesQuery(api, doctorId), ...options });
}
