import type { User } from '@tabib/contract';
import type { TabibClient } from '@tabib/sdk';

import { unwrap, type ApiLogger } from '../query/keys';

/**
 * The session user at startup: with no access token, one silent refresh through the refresh cookie
 * first; a guest (`null`) when that fails or the server does not know the token.
 */
export async function loadSessionUser(
  client: TabibClient,
  refresh: () => Promise<unknown>,
  logger: ApiLogger,
): Promise<User | null> {
  if (client.tokens.get() === null) {
    const refreshed = await refresh().then(
      () => true,
      () => false,
    );
    if (!refreshed) return null;
  }
  const result = await client.GET('/users/me');
  // A 401 here has already been through the SDK's refresh: the visitor is a guest.
  if (result.response.status === 401) return null;
  return unwrap(result, logger);
}
