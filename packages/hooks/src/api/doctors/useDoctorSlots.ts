import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface DoctorSlotsParams {
  /** The doctor's `_id`. */
  doctor: string;
  /** First day, `YYYY-MM-DD` (Africa/Tunis). */
  from: string;
  /** Last day, inclusive; at most 31 days after `from`. */
  to: string;
  visitType?: string;
}

/** `GET /doctors/{id}/slots`: free slots = working hours − absences − active rdvs − past. */
export function doctorSlotsQuery({ client, logger }: ApiContext, params: DoctorSlotsParams) {
  const { doctor, ...query } = params;
  return queryOptions({
    queryKey: apiKey('get', '/doctors/{id}/slots', { path: { id: doctor }, query }),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/doctors/{id}/slots', { params: { path: { id: doctor }, query }, signal }),
        logger,
      ),
  });
}

export function useDoctorSlots(params: DoctorSlotsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...doctorSlotsQuery(api, params), ...options });
}
