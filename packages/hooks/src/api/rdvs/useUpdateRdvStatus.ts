import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { rdvStatusChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateRdvStatusVariables {
  id: string;
  /** The new status, and the reason when cancelling. */
  change: components['schemas']['RdvStatusInput'];
}

/** `PUT /rdvs/rdvStatus?id=`: confirm, mark done or absent, or cancel. */
export function useUpdateRdvStatus(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, change }: UpdateRdvStatusVariables) =>
      unwrap(
        await api.client.PUT('/rdvs/rdvStatus', { params: { query: { id } }, body: change }),
        api.logger,
      ),
    onSuccess: (rdv) => invalidate(queryClient, rdvStatusChanged(rdv)),
  });
}
