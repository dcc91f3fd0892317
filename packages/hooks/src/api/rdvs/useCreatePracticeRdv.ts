import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { doctorSlotsChanged } from '../doctors/invalidations';
import { invalidate } from '../invalidate';
import { rdvBooked } from './invalidations';
import { isSlotLost } from './useBookRdv';
import type { MutationHookOptions } from '../options';

export type CreatePracticeRdvVariables = components['schemas']['PracticeRdvInput'];

/**
 * `POST /practice/rdvs`: the doctor or their secretary books a free slot for a patient who phoned or
 * walked in; the rdv is `confirmed`. Refreshes the agenda, counts, statistics and free slots as a
 * booking does, and the practice's patient lookups (a walk-in is a new patient of the practice). A
 * refusal because the slot is gone refreshes the doctor's slots, as `useBookRdv` does.
 */
export function useCreatePracticeRdv(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (booking: CreatePracticeRdvVariables) =>
      unwrap(await api.client.POST('/practice/rdvs', { body: booking }), api.logger),
    onSuccess: (rdv) =>
      invalidate(queryClient, [...rdvBooked(rdv), { queryKey: apiKey('get', '/practice/patients') }]),
    onError: (error, booking) => {
      if (isSlotLost(error) && booking.doctor !== undefined) {
        return invalidate(queryClient, doctorSlotsChanged(booking.doctor));
      }
    },
  });
}
