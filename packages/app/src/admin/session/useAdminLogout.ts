import { useCallback } from 'react';
import { useSession } from '@tabib/hooks';

import { ADMIN_LOGIN } from './adminAccess';
import { useAdminSession } from './AdminSessionContext';

/**
 * The back office's "Se déconnecter": the session's logout (both storages, and the server's refresh
 * cookie), then the sign-in page loaded afresh, as requirements §4 reloads the page after a logout, so no
 * data of the session stays in memory.
 */
export function useAdminLogout(): () => Promise<void> {
  const { leave } = useAdminSession();
  const { logout } = useSession();
  return useCallback(async () => {
    await logout();
    leave(ADMIN_LOGIN);
  }, [logout, leave]);
}
