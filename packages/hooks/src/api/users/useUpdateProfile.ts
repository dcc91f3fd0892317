import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@tabib/contract';

import { unwrap } from '../../query/keys';
import { SESSION_USER_KEY } from '../../session/sessionKeys';
import { useApiContext } from '../context';
import type { MutationHookOptions } from '../options';

/** `PUT /users/me`: the updated user becomes the session user (navbar name and photo follow). */
export function useUpdateProfile(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (profile: components['schemas']['ProfileInput']) =>
      unwrap(await api.client.PUT('/users/me', { body: profile }), api.logger),
    onSuccess: (user) => queryClient.setQueryData(SESSION_USER_KEY, user),
  });
}
