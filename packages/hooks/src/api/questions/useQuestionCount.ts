import type { components } from '@tabib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiKey, unwrap } from '../../query/keys';
import { type ApiContext, useApiContext } from '../context';
import type { QueryHookOptions } from '../options';

/** A doctor, optionally a feedback rating (`null`: answered without feedback). */
export type QuestionCountParams = components['schemas']['QuestionCountQuery'];

/** `GET /questions/count?query=…`: how many questions the doctor answered; the data is the number. */
export function questionCountQuery({ client, logger }: ApiContext, params: QuestionCountParams) {
  return queryOptions({
    queryKey: apiKey('get', '/questions/count', { query: { query: params } }),
    queryFn: async ({ signal }) => {
      const query = { query: JSON.stringify(params) };
      return unwrap(await client.GET('/questions/count', { params: { query }, signal }), logger).count;
    },
  });
}

export function useQuestionCount(params: QuestionCountParams, options: QueryHookOptions = {}) {
  const api = useApiContext();
  return useQuery({ ...questionCountQuery(api, params), ...options });
}
