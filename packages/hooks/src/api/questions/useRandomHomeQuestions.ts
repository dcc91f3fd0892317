import type { Question } from '@tabib/contract';
import { normalizeQuestionList } from '@tabib/sdk';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** How many random answered questions the home page shows (the server's default). */
export const HOME_QUESTIONS_LIMIT = 4;

/** `POST /question/randomQuestions4Home`: a bare array, normalised like every question list. */
export function randomHomeQuestionsQuery({ client, logger }: ApiContext, limit = HOME_QUESTIONS_LIMIT) {
  return queryOptions({
    queryKey: apiKey('post', '/question/randomQuestions4Home', { body: { limit } }),
    queryFn: async ({ signal }) => {
      const questions = unwrap(
        await client.POST('/question/randomQuestions4Home', { body: { limit }, signal }),
        logger,
      );
      return normalizeQuestionList<Question>(questions, { page: 1, limit });
    },
  });
}

export function useRandomHomeQuestions(limit = HOME_QUESTIONS_LIMIT, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...randomHomeQuestionsQuery(api, limit), ...options });
}
