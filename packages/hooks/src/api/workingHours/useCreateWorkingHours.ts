import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { workingHoursChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export type WorkingHoursInput = components['schemas']['WorkingHoursInput'];

/** `POST /workingHours`: a doctor's first working hours (a second gives 409 `ALREADY_EXISTS`). */
export function useCreateWorkingHours(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (hours: WorkingHoursInput) =>
      unwrap(await api.client.POST('/workingHours', { body: hours }), api.logger),
    onSuccess: (hours) => invalidate(queryClient, workingHoursChanged(hours.doctor)),
  });
}
