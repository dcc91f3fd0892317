import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/**
 * `GET /questions/{id}`: one answered question, its answer and the answering doctor, without who asked
 * (its public page). An unanswered or unknown question fails with 404.
 */
export function publicQuestionQuery({ client, logger }: ApiContext, id: string) {
  return queryOptions({
    queryKey: apiKey('get', '/questions/{id}', { path: { id } }),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/questions/{id}', { params: { path: { id } }, signal }), logger),
  });
}

export function usePublicQuestion(id: string, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...publicQuestionQuery(api, id), ...options });
}
