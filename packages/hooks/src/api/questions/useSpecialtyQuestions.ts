import { SPECIALTY_LIST_PAGE_SIZE, type Question } from '@tabib/contract';
import { normalizeQuestionList } from '@tabib/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

export interface SpecialtyQuestionsParams {
  specialtyId: string;
  /** `false` (default): the open questions no doctor has taken — the navbar badge counts them. */
  closed?: boolean;
  /** 1-based; default 1. */
  page?: number;
  /** Default 50, the page size of speciality lists. */
  limit?: number;
}

/**
 * `GET /questions/specialty/{specialtyId}`, normalised to `{docs, totalDocs, page, limit}`; the
 * badge is `totalDocs` of the open list. `closed` is always in the key, so `{ path: { specialtyId },
 * query: { closed: false } }` names the open list of a specialty whatever its page (the session's
 * badge query included).
 */
export function specialtyQuestionsQuery({ client, logger }: ApiContext, params: SpecialtyQuestionsParams) {
  const { specialtyId, ...rest } = params;
  const query = { closed: false, page: 1, limit: SPECIALTY_LIST_PAGE_SIZE, ...rest };
  return queryOptions({
    queryKey: apiKey('get', '/questions/specialty/{specialtyId}', { path: { specialtyId }, query }),
    queryFn: async ({ signal }) => {
      const page = unwrap(
        await client.GET('/questions/specialty/{specialtyId}', {
          params: { path: { specialtyId }, query },
          signal,
        }),
        logger,
      );
      return normalizeQuestionList<Question>(page, { page: query.page, limit: query.limit });
    },
  });
}

export function useSpecialtyQuestions(params: SpecialtyQuestionsParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...specialtyQuestionsQuery(api, params), ...options });
}
