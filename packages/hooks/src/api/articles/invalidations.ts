import type { Article } from '@tabib/sdk';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';

/** Every article list: a new or edited article may enter, leave or move in any of them (landing too). */
const articleLists: InvalidateQueryFilters = { queryKey: apiKey('get', '/articles') };

export function articleCreated(): InvalidateQueryFilters[] {
  return [articleLists];
}

/**
 * An edited article: the lists, and the article itself whether it was read by `_id`, by its new slug
 * or by the slug it had before (the cached article says which `_id` it is).
 */
export function articleUpdated(article: Pick<Article, '_id'>): InvalidateQueryFilters[] {
  return [
    articleLists,
    {
      queryKey: apiKey('get', '/articles/{id}'),
      predicate: (query) => (query.state.data as Article | undefined)?._id === article._id,
    },
  ];
}
