import type { ApiLogger } from '@tabib/hooks';
import { UNAUTHORIZED_IS_ANSWER } from '@tabib/sdk';

import type { AdminSession } from './adminSession';

/**
 * requirements §4 logout: the credentials, token and refresh token go from both storages, and the server
 * revokes the refresh cookie (`POST /auth/logout`). The local credentials go first, so the call is
 * sent without the access token and an expired one cannot set off a refresh on the way out.
 */
export async function signOut(session: AdminSession, logger: ApiLogger): Promise<void> {
  session.store.logout();
  try {
    const { error, response } = await session.client.POST('/auth/logout', UNAUTHORIZED_IS_ANSWER);
    if (error !== undefined) logger.error('Logout failed', response.status, error);
  } catch (error) {
    logger.error('Logout failed', error);
  }
}
