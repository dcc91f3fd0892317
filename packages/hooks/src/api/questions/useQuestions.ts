import {
  PATIENT_QUESTIONS_PAGE_SIZE,
  type components,
  type operations,
  type Question,
} from '@tabib/contract';
import { normalizeQuestionList } from '@tabib/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface QuestionsParams {
  /** By `patient`, or by `category`, `closed` and `doctor`. */
  filter: components['schemas']['QuestionListQuery'];
  sort?: NonNullable<operations['listQuestions']['parameters']['query']>['sort'];
  /** 1-based; default 1. */
  page?: number;
  /** Default 20, the page size of a patient's questions. */
  limit?: number;
}

/**
 * `GET /questions?query=…`, normalised to `{docs, totalDocs, page, limit}`. The key holds
 * the filter as an object, not as its JSON string, so `{ query: { query: { patient } } }` matches
 * every page and sort of that patient's list.
 */
export function questionsQuery({ client, logger }: ApiContext, params: QuestionsParams) {
  const { filter, ...rest } = params;
  const paging = { page: 1, limit: PATIENT_QUESTIONS_PAGE_SIZE, ...rest };
  return queryOptions({
    queryKey: apiKey('get', '/questions', { query: { query: filter, ...paging } }),
    queryFn: async ({ signal }) => {
      const query = { query: JSON.stringify(filter), ...paging };
      const page = unwrap(await client.GET('/questions', { params: { query }, signal }), logger);
      return normalizeQuestionList<Question>(page, { page: paging.page, limit: paging.limit });
    },
  });
}

export function useQuestions(params: QuestionsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...questionsQuery(api, params), ...options });
}
