import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /users/me/booking-allowance?doctor=`: the signed-in patient's upcoming rdvs against the doctor's
 * and the platform's fair-use limits, read before a slot is picked (a booking past them is refused).
 */
export function bookingAllowanceQuery({ client, logger }: ApiContext, doctor: string) {
  return queryOptions({
    queryKey: apiKey('get', '/users/me/booking-allowance', { query: { doctor } }),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/users/me/booking-allowance', { params: { query: { doctor } }, signal }),
        logger,
      ),
  });
}

export function useBookingAllowance(doctor: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...bookingAllowanceQuery(api, doctor), ...options });
}
