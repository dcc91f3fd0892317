import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface ServicesParams {
  /** The doctor offering the services. */
  benefactor: string;
  page?: number;
  limit?: number;
}

/** A doctor's services, newest first. */
export const SERVICES_SORT = '-createdAt';

/** `GET /service?query={"benefactor":…}&sort=-createdAt`: a page of the doctor's services. */
export function servicesQuery({ client, logger }: ApiContext, params: ServicesParams) {
  const { benefactor, ...paging } = params;
  return queryOptions({
    queryKey: apiKey('get', '/service', { query: { query: { benefactor }, sort: SERVICES_SORT, ...paging } }),
    queryFn: async ({ signal }) => {
      const query = { query: JSON.stringify({ benefactor }), sort: SERVICES_SORT, ...paging } as const;
      return unwrap(await client.GET('/service', { params: { query }, signal }), logger);
    },
  });
}

export function useServices(params: ServicesParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...servicesQuery(api, params), ...options });
}
