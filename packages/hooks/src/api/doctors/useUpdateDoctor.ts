import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { doctorProfileChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateDoctorVariables {
  /** The doctor's `_id`. */
  id: string;
  profile: components['schemas']['DoctorProfileInput'];
}

/** `PUT /users/updateDoctor?id=`: a doctor (or an admin) edits the doctor's profile. */
export function useUpdateDoctor(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, profile }: UpdateDoctorVariables) =>
      unwrap(
        await api.client.PUT('/users/updateDoctor', { params: { query: { id } }, body: profile }),
        api.logger,
      ),
    onSuccess: (_doctor, { id }) => invalidate(queryClient, doctorProfileChanged(api, id)),
  });
}
