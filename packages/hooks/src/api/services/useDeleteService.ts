import type { Service } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { servicesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/** The service as the list showed it: the server answers 204. */
export type DeleteServiceVariables = Pick<Service, '_id' | 'benefactor'>;

/** `DELETE /service/{id}`: the doctor removes one of their services. */
export function useDeleteService(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (service: DeleteServiceVariables) => {
      unwrap(await api.client.DELETE('/service/{id}', { params: { path: { id: service._id } } }), api.logger);
    },
    onSuccess: (_nothing, service) => invalidate(queryClient, servicesChanged(service.benefactor)),
  });
}
