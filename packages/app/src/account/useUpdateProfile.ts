import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_USER_KEY, unwrap, useTabibClient, useTabibLogger } from '@tabib/hooks';
import type { components } from '@tabib/sdk';

/** `PUT /users/me`: the updated user becomes the session user (navbar name and photo follow). */
export function useUpdateProfile() {
  const client = useTabibClient();
  const logger = useTabibLogger();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: components['schemas']['ProfileInput']) =>
      unwrap(await client.PUT('/users/me', { body: profile }), logger),
    onSuccess: (user) => queryClient.setQueryData(SESSION_USER_KEY, user),
  });
}
