import { useCallback } from 'react';
import { useTabibLogger } from '@tabib/hooks';

import { ADMIN_LOGIN } from './adminAccess';
import { useAdminSession } from './AdminSessionContext';
import { signOut } from './signOut';

/**
 * The back office's "Se déconnecter": signs out (both storages, and the server's refresh cookie), then
 * loads the sign-in page afresh, as requirements §4 reloads the page after a logout, so no data of the session
 * stays in memory.
 */
export function useAdminLogout(): () => Promise<void> {
  const session = useAdminSession();
  const logger = useTabibLogger();
  return useCallback(async () => {
    await signOut(session, logger);
    session.leave(ADMIN_LOGIN);
  }, [session, logger]);
}
