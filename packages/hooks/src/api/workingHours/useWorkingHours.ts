import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /workingHours?doctor=`: the doctor's one working-hours record, or `null` while they have none. */
export function workingHoursQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: apiKey('get', '/workingHours', { query: { doctor } }),
    queryFn: async ({ signal }) => {
      const page = unwrap(
        await client.GET('/workingHours', { params: { query: { doctor } }, signal }),
        logger,
      );
      return page.results[0] ?? null;
    },
  });
}

export function useWorkingHours(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...workingHoursQuery(api, doctor), ...options });
}
