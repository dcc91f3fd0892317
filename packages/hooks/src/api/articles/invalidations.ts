import type { Article } from '@tabib/contract';
import type { InvalidateQueryFilters } from '@tanstack/react-query';

import { apiKey } from '../../query/keys';
import { auditLogChanged } from '../admin/invalidations';

/** Every article list: a new or edited article may enter, leave or move in any of them (landing too). */
const articleLists: InvalidateQueryFilters = { queryKey: apiKey('get', '/articles') };

/** A new article: the lists, and the audit log that records every admin write. */
export function articleCreated(): InvalidateQueryFilters[] {
  return [articleLists, auditLogChanged];
}

/**
 * An edited article: the lists, and the article itself whether it was read by `_id`, by its new slug
 * or by the slug it had before (the cached article says which `_id` it is), and the audit log.
 */
export function articleUpdated(article: Pick<Article, '_id'>): InvalidateQueryFilters[] {
  return [
    articleLists,
    {
      queryKey: apiKey('get', '/articles/{id}'),
      predicate: (query) => (query.state.data as Article | undefined)?._id === article._id,
    },
    auditLogChanged,
  ];
}
