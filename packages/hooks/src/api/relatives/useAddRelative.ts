import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { relativesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export type AddRelativeVariables = components['schemas']['RelativeInput'];

/** `POST /users/me/relatives`: the patient adds a relative (a birth date to come is 400, the 21st is 409). */
export function useAddRelative(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (relative: AddRelativeVariables) =>
      unwrap(await api.client.POST('/users/me/relatives', { body: relative }), api.logger),
    onSuccess: () => invalidate(queryClient, relativesChanged),
  });
}
