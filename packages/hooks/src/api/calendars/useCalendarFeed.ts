import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions, MutationHookOptions } from '../options';

const feedKey = apiKey('get', '/calendarFeed');

/** `GET /calendarFeed`: the signed-in doctor's private agenda feed address (`url` null when none). */
export function calendarFeedQuery({ client, logger }: ApiContext) {
  return queryOptions({
    queryKey: feedKey,
    queryFn: async ({ signal }) => unwrap(await client.GET('/calendarFeed', { signal }), logger),
  });
}

export function useCalendarFeed(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...calendarFeedQuery(api), ...options });
}

/**
 * `POST /calendarFeed` (`action: 'rotate'`, a new address; the old one stops working) or
 * `DELETE /calendarFeed` (`action: 'revoke'`). The answer is the feed itself, written into the cache.
 */
export function useChangeCalendarFeed(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (action: 'rotate' | 'revoke') =>
      unwrap(
        action === 'rotate'
          ? await api.client.POST('/calendarFeed')
          : await api.client.DELETE('/calendarFeed'),
        api.logger,
      ),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
