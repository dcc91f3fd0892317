import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { servicesChanged } from './invalidations';
import type { ServiceInput } from './useCreateService';
import type { MutationHookOptions } from '../options';

export interface UpdateServiceVariables {
  id: string;
  service: ServiceInput;
}

/** `PUT /service/{id}`: the doctor edits one of their services. */
export function useUpdateService(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, service }: UpdateServiceVariables) =>
      unwrap(await api.client.PUT('/service/{id}', { params: { path: { id } }, body: service }), api.logger),
    onSuccess: (service) => invalidate(queryClient, servicesChanged(service.benefactor)),
  });
}
