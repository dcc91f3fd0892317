import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface WaitlistParams {
  /** The doctor whose queue to list (an admin must name one); omitted: the patient's own entries. */
  doctor?: string;
}

/** `GET /waitlist`: a patient's waiting entries, or a doctor's queue (oldest first). */
export function waitlistQuery({ client, logger }: ApiContext, params: WaitlistParams = {}) {
  const query = params.doctor === undefined ? {} : { doctor: params.doctor };
  return queryOptions({
    queryKey: apiKey('get', '/waitlist', { query }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/waitlist', { params: { query }, signal }), logger),
  });
}

export function useWaitlist(params: WaitlistParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...waitlistQuery(api, params), ...options });
}
