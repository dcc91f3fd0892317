import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { waitlistChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/** `DELETE /waitlist/{id}`: the patient leaves a waiting list, or the practice takes them off it. */
export function useLeaveWaitlist(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (id: string) =>
      unwrap(await api.client.DELETE('/waitlist/{id}', { params: { path: { id } } }), api.logger),
    onSuccess: () => invalidate(queryClient, waitlistChanged),
  });
}
