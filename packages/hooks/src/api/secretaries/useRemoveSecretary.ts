import type { Secretary } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { secretariesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/** The secretary as the list showed it: the server answers 204. */
export type RemoveSecretaryVariables = Pick<Secretary, '_id' | 'doctor' | 'email'>;

/** `DELETE /secretaries/{id}`: the secretary stops working for the doctor; their sessions end. */
export function useRemoveSecretary(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (secretary: RemoveSecretaryVariables) => {
      unwrap(
        await api.client.DELETE('/secretaries/{id}', { params: { path: { id: secretary._id } } }),
        api.logger,
      );
    },
    onSuccess: (_nothing, secretary) => invalidate(queryClient, secretariesChanged(secretary)),
  });
}
