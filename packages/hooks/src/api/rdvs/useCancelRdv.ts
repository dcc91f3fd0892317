import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { rdvStatusChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface CancelRdvVariables {
  id: string;
  reason: string;
}

/** `POST /rdvs/{id}/cancel`: cancel with a reason (a patient only before the doctor's cutoff). */
export function useCancelRdv(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, reason }: CancelRdvVariables) =>
      unwrap(
        await api.client.POST('/rdvs/{id}/cancel', { params: { path: { id } }, body: { reason } }),
        api.logger,
      ),
    onSuccess: (rdv) => invalidate(queryClient, rdvStatusChanged(rdv)),
  });
}
