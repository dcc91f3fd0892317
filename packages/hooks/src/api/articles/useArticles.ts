import type { components, operations } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

type ListArticlesQuery = NonNullable<operations['listArticles']['parameters']['query']>;

export interface ArticlesParams {
  query?: components['schemas']['ArticleListQuery'];
  sortBy?: ListArticlesQuery['sortBy'];
  page?: number;
  limit?: number;
}

/** `GET /articles`: a page of articles (the /articles page; the landing page has its own hook). */
export function articlesQuery({ client, logger }: ApiContext, params: ArticlesParams = {}) {
  const { query, ...rest } = params;
  return queryOptions({
    queryKey: apiKey('get', '/articles', { query: params }),
    queryFn: async ({ signal }) => {
      const search = query === undefined ? rest : { query: JSON.stringify(query), ...rest };
      return unwrap(await client.GET('/articles', { params: { query: search }, signal }), logger);
    },
  });
}

export function useArticles(params: ArticlesParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...articlesQuery(api, params), ...options });
}
