import { PUBLIC_QUESTIONS_PAGE_SIZE, type Question } from '@tabib/contract';
import { normalizePublicQuestionsPaging, normalizeQuestionList } from '@tabib/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface PublicQuestionsParams {
  category?: string;
  /** The answering doctor's `_id`: the answers shown on their profile. */
  doctor?: string;
  keyword?: string;
  /** 0-based; negative counts as 0. Default 0. */
  pageIndex?: number;
  /** Not positive → 10. Default 10. */
  limit?: number;
}

/**
 * `POST /questions/filter`: the public page of answered questions, 10 per page. The paging
 * is normalised before it enters the key, so `pageIndex: -3` and `pageIndex: 0` share one cache entry.
 */
export function publicQuestionsQuery({ client, logger }: ApiContext, params: PublicQuestionsParams = {}) {
  const paging = normalizePublicQuestionsPaging({
    pageIndex: params.pageIndex ?? 0,
    limit: params.limit ?? PUBLIC_QUESTIONS_PAGE_SIZE,
  });
  const body = { ...params, ...paging };
  return queryOptions({
    queryKey: apiKey('post', '/questions/filter', { body }),
    queryFn: async ({ signal }) => {
      const page = unwrap(await client.POST('/questions/filter', { body, signal }), logger);
      return normalizeQuestionList<Question>(page, { page: paging.pageIndex + 1, limit: paging.limit });
    },
  });
}

export function usePublicQuestions(params: PublicQuestionsParams = {}, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...publicQuestionsQuery(api, params), ...options });
}
