import { decodeJwtPayload } from '@tabib/sdk';
import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

import type { ApiContext } from './context';

/**
 * Marks exactly these queries stale and refetches the active ones. A mutation's `onSuccess` returns
 * this promise, so `mutateAsync` settles once the screens show the new data (a mutation
 * invalidates exactly the keys it changes).
 */
export async function invalidate(
  queryClient: QueryClient,
  filters: readonly InvalidateQueryFilters[],
): Promise<void> {
  await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
}

/** Whether the signed-in user (the access token's `sub`) is this user: their `/users/me` changes too. */
export function isCurrentUser({ client }: ApiContext, userId: string): boolean {
  const token = client.tokens.get();
  return token !== null && decodeJwtPayload(token)?.sub === userId;
}
