import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { workingHoursChanged } from './invalidations';
import type { WorkingHoursInput } from './useCreateWorkingHours';
import type { MutationHookOptions } from '../options';

export interface UpdateWorkingHoursVariables {
  /** The working-hours record's `_id`. */
  id: string;
  hours: WorkingHoursInput;
}

/** `PUT /workingHours/{id}`: replace the doctor's hours; existing rdvs stay, new bookings follow them. */
export function useUpdateWorkingHours(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, hours }: UpdateWorkingHoursVariables) =>
      unwrap(
        await api.client.PUT('/workingHours/{id}', { params: { path: { id } }, body: hours }),
        api.logger,
      ),
    onSuccess: (hours) => invalidate(queryClient, workingHoursChanged(hours.doctor)),
  });
}
