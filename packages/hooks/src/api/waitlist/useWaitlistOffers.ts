import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import { invalidate } from '../invalidate';
import type { QueryHookOptions, MutationHookOptions } from '../options';
import { rdvBooked } from '../rdvs/invalidations';
import { waitlistOffersChanged } from './invalidations';

/** `GET /waitlist/offers`: the patient's open offers of freed slots, soonest first. */
export function waitlistOffersQuery({ client, logger }: ApiContext) {
  return queryOptions({
    queryKey: apiKey('get', '/waitlist/offers'),
    queryFn: async ({ signal }) => unwrap(await client.GET('/waitlist/offers', { signal }), logger),
  });
}

export function useWaitlistOffers(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...waitlistOffersQuery(api), ...options });
}

/**
 * `POST /waitlist/offers/{id}/accept`: books the offered slot (409 `SLOT_TAKEN` when another patient
 * was first). Either way the offers are refetched; a booking refreshes what any booking does.
 */
export function useAcceptWaitlistOffer(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (id: string) =>
      unwrap(await api.client.POST('/waitlist/offers/{id}/accept', { params: { path: { id } } }), api.logger),
    onSuccess: (rdv) => invalidate(queryClient, rdvBooked(rdv)),
    onSettled: () => invalidate(queryClient, waitlistOffersChanged),
  });
}
