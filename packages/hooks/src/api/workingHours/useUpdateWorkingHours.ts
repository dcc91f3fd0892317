import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { workingHoursChanged } from './invalidations';
import type { WorkingHoursInput } from './useCreateWorkingHours';

export interface UpdateWorkingHoursVariables {
  /** The working-hours record's `_id`. */
  id: string;
  hours: WorkingHoursInput;
}

/** `PUT /workingHours/{id}`: replace the doctor's hours; existing rdvs stay, new bookings follow them. */
export function useUpdateWorkingHours() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hours }: UpdateWorkingHoursVariables) =>
      unwrap(
        await api.client.PUT('/workingHours/{id}', { params: { path: { id } }, body: hours }),
        api.logger,
      ),
    onSuccess: (hours) => invalidate(queryClient, workingHoursChanged(hours.doctor)),
  });
}
