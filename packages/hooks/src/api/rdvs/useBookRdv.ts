import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { ApiError, unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { doctorSlotsChanged } from '../doctors/invalidations';
import { invalidate } from '../invalidate';
import { rdvBooked } from './invalidations';
import type { MutationHookOptions } from '../options';

export type BookRdvVariables = components['schemas']['RdvBookingInput'];

/** The refusals that mean the chosen slot is no longer free (`POST /rdvs`). */
export function isSlotLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    (error.status === 409 && error.code === 'SLOT_TAKEN') ||
    (error.status === 422 && error.code === 'SLOT_UNAVAILABLE')
  );
}

/**
 * `POST /rdvs`: the signed-in patient books a free slot; the rdv starts `pending`. A refusal because
 * the slot is gone refreshes the doctor's slots, so the picker shows what is really free.
 */
export function useBookRdv(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (booking: BookRdvVariables) =>
      unwrap(await api.client.POST('/rdvs', { body: booking }), api.logger),
    onSuccess: (rdv) => invalidate(queryClient, rdvBooked(rdv)),
    onError: (error, booking) => {
      if (isSlotLost(error)) return invalidate(queryClient, doctorSlotsChanged(booking.doctor));
    },
  });
}
