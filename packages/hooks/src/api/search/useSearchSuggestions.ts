import type { operations } from '@tabib/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** The text typed, the language of the names, how many per group. */
export type SearchSuggestionsParams = operations['suggestSearch']['parameters']['query'];

/**
 * `GET /search/suggestions`: what the search box suggests for a text, grouped as specialties, places
 * and doctors, each saying which end of the text it stands for.
 */
export function searchSuggestionsQuery({ client, logger }: ApiContext, params: SearchSuggestionsParams) {
  return queryOptions({
    queryKey: apiKey('get', '/search/suggestions', { query: params }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/search/suggestions', { params: { query: params }, signal }), logger),
    // The catalogue changes rarely; a text typed again is answered from the cache.
    staleTime: 60_000,
  });
}

/**
 * Idle until the text has a character that is not a space (the server needs one). While the next
 * text's suggestions load, the previous ones stay shown (`isPlaceholderData`), so the list does not
 * flicker at each key.
 */
export function useSearchSuggestions(params: SearchSuggestionsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  const typed = params.q.trim() !== '';
  return useQuery({
    ...searchSuggestionsQuery(api, params),
    enabled: typed && (options.enabled ?? true),
    meta: options.meta,
    placeholderData: keepPreviousData,
  });
}
