import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { servicesChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export type ServiceInput = components['schemas']['ServiceInput'];

/** `POST /service`: the signed-in doctor adds a service (name, price in millimes, duration). */
export function useCreateService(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (service: ServiceInput) =>
      unwrap(await api.client.POST('/service', { body: service }), api.logger),
    onSuccess: (service) => invalidate(queryClient, servicesChanged(service.benefactor)),
  });
}
