import { useMutation } from '@tanstack/react-query';
import { unwrap, useTabibClient, useTabibLogger } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

/** `PUT /users/me/password` (204); the server revokes the user's other sessions. */
export function useChangePassword() {
  const client = useTabibClient();
  const logger = useTabibLogger();
  return useMutation({
    mutationFn: async (change: components['schemas']['PasswordChangeInput']) => {
      unwrap(await client.PUT('/users/me/password', { body: change }), logger);
    },
  });
}
