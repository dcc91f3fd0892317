import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** City, specialty, name, CNAM and date filters and the page of /search-doctors. */
export type DoctorSearchParams = NonNullable<operations['searchDoctors']['parameters']['query']>;

/** `GET /doctors`: a page of verified, active doctors, each with their next free slots. */
export function doctorSearchQuery({ client, logger }: ApiContext, params: DoctorSearchParams) {
  return queryOptions({
    queryKey: apiKey('get', '/doctors', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/doctors', { params: { query: params }, signal }), logger),
  });
}

export function useDoctorSearch(params: DoctorSearchParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorSearchQuery(api, params), ...options });
}
