import type { components } from '@tabib/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { rdvBooked } from './invalidations';

export type BookRdvVariables = components['schemas']['RdvBookingInput'];

/** `POST /rdvs`: the signed-in patient books a free slot; the rdv starts `pending`. */
export function useBookRdv() {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (booking: BookRdvVariables) =>
      unwrap(await api.client.POST('/rdvs', { body: booking }), api.logger),
    onSuccess: (rdv) => invalidate(queryClient, rdvBooked(rdv)),
  });
}
