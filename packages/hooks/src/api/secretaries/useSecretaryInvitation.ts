import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /secretary-invitations/{token}`: who invites, which address, until when. Fails with the API's
 * 404 `INVITATION_NOT_FOUND` (used or withdrawn) or 410 `INVITATION_EXPIRED`.
 */
export function secretaryInvitationQuery({ client, logger }: ApiContext, token: string) {
  return queryOptions({
    queryKey: apiKey('get', '/secretary-invitations/{token}', { path: { token } }),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/secretary-invitations/{token}', { params: { path: { token } }, signal }),
        logger,
      ),
  });
}

export function useSecretaryInvitation(token: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...secretaryInvitationQuery(api, token), ...options });
}
