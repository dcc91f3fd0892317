import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /doctors/{id}`: the public profile (the server counts a `visit` statistic). */
export function doctorProfileQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/doctors/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/doctors/{id}', { params: { path: { id } }, signal }), logger),
  });
}

export function useDoctorProfile(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorProfileQuery(api, id), ...options });
}
