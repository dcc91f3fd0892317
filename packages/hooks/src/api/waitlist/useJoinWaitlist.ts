import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { waitlistChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export type JoinWaitlistVariables = components['schemas']['WaitlistInput'];

/** `POST /waitlist`: join a doctor's waiting list, or change the days and hours of one's entry. */
export function useJoinWaitlist(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (input: JoinWaitlistVariables) =>
      unwrap(await api.client.POST('/waitlist', { body: input }), api.logger),
    onSuccess: () => invalidate(queryClient, waitlistChanged),
  });
}
