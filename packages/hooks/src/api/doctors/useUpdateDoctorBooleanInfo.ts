import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { doctorProfileChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateDoctorBooleanInfoVariables {
  /** The doctor's `_id`. */
  id: string;
  /** CNAM, online payment, teleconsultation, phone flags; `isVerified`/`isActive` for admins only. */
  flags: components['schemas']['DoctorBooleanInfo'];
}

/** `PATCH /users/{id}/doctor-boolean-info`: the doctor's boolean info flags. */
export function useUpdateDoctorBooleanInfo(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, flags }: UpdateDoctorBooleanInfoVariables) =>
      unwrap(
        await api.client.PATCH('/users/{id}/doctor-boolean-info', { params: { path: { id } }, body: flags }),
        api.logger,
      ),
    onSuccess: (_doctor, { id }) => invalidate(queryClient, doctorProfileChanged(api, id)),
  });
}
