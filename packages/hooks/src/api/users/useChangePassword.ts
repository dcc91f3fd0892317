import { useMutation } from '@tanstack/react-query';
import type { components } from '@tabib/contract';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import type { MutationHookOptions } from '../options';

/** `PUT /users/me/password` (204); the server revokes the user's other sessions. */
export function useChangePassword(options: MutationHookOptions = {}) {
  const api = useApiContext();
  return useMutation({
    ...options,
    mutationFn: async (change: components['schemas']['PasswordChangeInput']) => {
      unwrap(await api.client.PUT('/users/me/password', { body: change }), api.logger);
    },
  });
}
