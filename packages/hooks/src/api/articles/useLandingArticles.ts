import { LANDING_ARTICLES_LIMIT } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** The landing page's 4 articles, latest update first. */
export const LANDING_ARTICLES_PARAMS = {
  query: { showOnLanding: true },
  sortBy: 'updatedAt:desc',
  page: 1,
  limit: LANDING_ARTICLES_LIMIT,
} as const;

/** `GET /articles?limit=4&page=1&sortBy=updatedAt:desc&query={"showOnLanding":true}`. */
export function landingArticlesQuery({ client, logger }: ApiContext) {
  const { query, ...rest } = LANDING_ARTICLES_PARAMS;
  return queryOptions({
    queryKey: apiKey('get', '/articles', { query: LANDING_ARTICLES_PARAMS }),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/articles', {
          params: { query: { query: JSON.stringify(query), ...rest } },
          signal,
        }),
        logger,
      ),
  });
}

export function useLandingArticles(options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...landingArticlesQuery(api), ...options });
}
