import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { questionAdded } from './invalidations';
import type { MutationHookOptions } from '../options';

export type AddQuestionVariables = components['schemas']['QuestionInput'];

/** `POST /questions/add`: a patient asks; the question goes to the doctors of its specialty. */
export function useAddQuestion(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (question: AddQuestionVariables) =>
      unwrap(await api.client.POST('/questions/add', { body: question }), api.logger),
    onSuccess: (question) => invalidate(queryClient, questionAdded(question)),
  });
}
