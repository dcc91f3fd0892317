import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { specialtyUpdated } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateSpecialtyVariables {
  id: string;
  changes: components['schemas']['SpecialtyUpdateInput'];
}

/** `PUT /doctorSpecialties/{id}`: an admin renames a specialty or changes its frequency. */
export function useUpdateSpecialty(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, changes }: UpdateSpecialtyVariables) =>
      unwrap(
        await api.client.PUT('/doctorSpecialties/{id}', { params: { path: { id } }, body: changes }),
        api.logger,
      ),
    onSuccess: () => invalidate(queryClient, specialtyUpdated()),
  });
}
