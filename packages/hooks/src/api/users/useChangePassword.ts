import { useMutation } from '@tanstack/react-query';
import type { components } from '@tabib/contract';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';

/** `PUT /users/me/password` (204); the server revokes the user's other sessions. */
export function useChangePassword() {
  const api = useApiContext();
  return useMutation({
    mutationFn: async (change: components['schemas']['PasswordChangeInput']) => {
      unwrap(await api.client.PUT('/users/me/password', { body: change }), api.logger);
    },
  });
}
