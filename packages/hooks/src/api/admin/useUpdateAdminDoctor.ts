import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { adminDoctorChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateAdminDoctorVariables {
  /** The doctor's `_id`. */
  id: string;
  /** Patients never seen at the practice may book this doctor's remote visit types. */
  teleconsultationFirstVisits: boolean;
}

/**
 * `PATCH /admin/doctors/{id}`: grants or withdraws a doctor's derogation for first consultations at a
 * distance; the change is recorded in the audit log.
 */
export function useUpdateAdminDoctor(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, teleconsultationFirstVisits }: UpdateAdminDoctorVariables) =>
      unwrap(
        await api.client.PATCH('/admin/doctors/{id}', {
          params: { path: { id } },
          body: { teleconsultationFirstVisits },
        }),
        api.logger,
      ),
    onSuccess: () => invalidate(queryClient, adminDoctorChanged()),
  });
}
