import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export type DoctorAutocompleteParams = operations['autocompleteDoctors']['parameters']['query'];

/** `GET /users/doctors/autocomplete?keyword=`: doctors whose name is like the keyword, best first. */
export function doctorAutocompleteQuery({ client, logger }: ApiContext, params: DoctorAutocompleteParams) {
  return queryOptions({
    queryKey: apiKey('get', '/users/doctors/autocomplete', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/users/doctors/autocomplete', { params: { query: params }, signal }), logger),
  });
}

/** Idle until the keyword has a character that is not a space (the server needs at least one). */
export function useDoctorAutocomplete(params: DoctorAutocompleteParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  const typed = params.keyword.trim() !== '';
  return useQuery({
    ...doctorAutocompleteQuery(api, params),
    enabled: typed && (options.enabled ?? true),
    meta: options.meta,
  });
}
