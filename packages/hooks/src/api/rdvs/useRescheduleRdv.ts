import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { rdvMoved } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface RescheduleRdvVariables {
  id: string;
  /** The new start, an ISO instant of a free slot. */
  date: string;
}

/** `PUT /rdvs/{id}`: move a `pending` or `confirmed` rdv to another free slot. */
export function useRescheduleRdv(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, date }: RescheduleRdvVariables) =>
      unwrap(await api.client.PUT('/rdvs/{id}', { params: { path: { id } }, body: { date } }), api.logger),
    onSuccess: (rdv) => invalidate(queryClient, rdvMoved(rdv)),
  });
}
