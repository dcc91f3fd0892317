import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { secretariesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/** `POST /secretaries`: the signed-in doctor adds a secretary account by e-mail. */
export function useAddSecretary(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (email: string) =>
      unwrap(await api.client.POST('/secretaries', { body: { email } }), api.logger),
    onSuccess: (secretary) => invalidate(queryClient, secretariesChanged(secretary)),
  });
}
