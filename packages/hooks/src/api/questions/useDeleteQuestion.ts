import type { Question } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { questionChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

/** The question as the list showed it: the server answers 204, so this says which lists held it. */
export type DeleteQuestionVariables = Pick<Question, '_id' | 'patient' | 'category' | 'doctor'>;

/** `DELETE /questions/{id}`: a patient deletes their own question (an admin any). */
export function useDeleteQuestion(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (question: DeleteQuestionVariables) => {
      unwrap(
        await api.client.DELETE('/questions/{id}', { params: { path: { id: question._id } } }),
        api.logger,
      );
    },
    onSuccess: (_nothing, question) => invalidate(queryClient, questionChanged(question)),
  });
}
