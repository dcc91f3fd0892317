import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { relativeRenamed } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateRelativeVariables {
  id: string;
  change: components['schemas']['RelativePatch'];
}

/** `PATCH /users/me/relatives/{id}`: the rdvs booked for the relative show the change too. */
export function useUpdateRelative(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, change }: UpdateRelativeVariables) =>
      unwrap(
        await api.client.PATCH('/users/me/relatives/{id}', { params: { path: { id } }, body: change }),
        api.logger,
      ),
    onSuccess: () => invalidate(queryClient, relativeRenamed),
  });
}
