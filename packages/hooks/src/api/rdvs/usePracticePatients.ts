import type { operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** An exact phone or e-mail, and the doctor (the caller's by default). */
export type PracticePatientsParams = NonNullable<operations['findPracticePatients']['parameters']['query']>;

/**
 * `GET /practice/patients`: the doctor's patients whose phone or e-mail is exactly the one given —
 * never anyone who has not had an rdv with the doctor.
 */
export function practicePatientsQuery({ client, logger }: ApiContext, params: PracticePatientsParams) {
  return queryOptions({
    queryKey: apiKey('get', '/practice/patients', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/practice/patients', { params: { query: params }, signal }), logger),
  });
}

export function usePracticePatients(params: PracticePatientsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...practicePatientsQuery(api, params), ...options });
}
