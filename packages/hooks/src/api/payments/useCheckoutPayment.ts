import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { paymentStarted } from './invalidations';
import type { MutationHookOptions } from '../options';

/**
 * `POST /payments/checkout`: the patient starts paying an rdv; the browser then goes to the returned
 * `paymentUrl` (the card provider, or the local sandbox).
 */
export function useCheckoutPayment(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (rdv: string) =>
      unwrap(await api.client.POST('/payments/checkout', { body: { rdv } }), api.logger),
    onSuccess: (payment) => invalidate(queryClient, paymentStarted(payment)),
  });
}
