import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { refundCompleted } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface CompleteAdminRefundVariables {
  /** The refund's `_id`. */
  id: string;
  /** The transfer's or the provider's reference of the money paid back. */
  reference?: string;
}

/**
 * `POST /admin/refunds/{id}/complete`: an admin paid a `requested` or `failed` refund back by hand
 * (409 `INVALID_TRANSITION` for any other status).
 */
export function useCompleteAdminRefund(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, reference }: CompleteAdminRefundVariables) =>
      unwrap(
        await api.client.POST('/admin/refunds/{id}/complete', {
          params: { path: { id } },
          body: reference === undefined ? {} : { reference },
        }),
        api.logger,
      ),
    onSuccess: (refund) => invalidate(queryClient, refundCompleted(refund.rdv._id)),
  });
}
