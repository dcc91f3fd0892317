import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { specialtyCreated } from './invalidations';
import type { MutationHookOptions } from '../options';

export type SpecialtyInput = components['schemas']['SpecialtyInput'];

/** `POST /doctorSpecialties`: an admin adds a specialty (its French name is unique: 409 `ALREADY_EXISTS`). */
export function useCreateSpecialty(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (specialty: SpecialtyInput) =>
      unwrap(await api.client.POST('/doctorSpecialties', { body: specialty }), api.logger),
    onSuccess: () => invalidate(queryClient, specialtyCreated()),
  });
}
