import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** `GET /articles/{id}`: one article by `_id` or by slug (the reading view's URL uses the slug). */
export function articleQuery({ client, logger }: ApiContext, idOrSlug: string) {
  return queryOptions({
    queryKey: apiKey('get', '/articles/{id}', { path: { id: idOrSlug } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/articles/{id}', { params: { path: { id: idOrSlug } }, signal }), logger),
  });
}

export function useArticle(idOrSlug: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...articleQuery(api, idOrSlug), ...options });
}
