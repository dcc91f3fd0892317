import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { relativesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/**
 * `DELETE /users/me/relatives/{id}`: 409 `RELATIVE_HAS_UPCOMING_RDVS` while the relative is expected
 * at an rdv. Past rdvs keep naming them, so only the list changes.
 */
export function useRemoveRelative(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (id: string) =>
      unwrap(await api.client.DELETE('/users/me/relatives/{id}', { params: { path: { id } } }), api.logger),
    onSuccess: () => invalidate(queryClient, relativesChanged),
  });
}
