import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { adminUserChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateAdminUserVariables {
  /** The account's `_id`. */
  id: string;
  /** `blocked`, and/or `role` between `patient` and `admin` only (422 `ROLE_CHANGE_NOT_ALLOWED`). */
  changes: components['schemas']['AdminUserUpdate'];
}

/**
 * `PATCH /admin/users/{id}`: block or unblock an account, grant or withdraw the admin role. An admin
 * cannot lock themselves out (422 `SELF_LOCKOUT`).
 */
export function useUpdateAdminUser(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, changes }: UpdateAdminUserVariables) =>
      unwrap(
        await api.client.PATCH('/admin/users/{id}', { params: { path: { id } }, body: changes }),
        api.logger,
      ),
    onSuccess: (_user, { id }) => invalidate(queryClient, adminUserChanged(id)),
  });
}
