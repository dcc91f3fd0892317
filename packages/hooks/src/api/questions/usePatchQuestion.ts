import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { questionChanged } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface PatchQuestionVariables {
  id: string;
  /** A doctor's `answer`, a patient's `patientFeedBackToDoctor` (and comment), or an admin's `closed`. */
  patch: components['schemas']['QuestionPatch'];
}

/** `PATCH /questions/{id}`: answer a question, rate its answer, or close/reopen it. */
export function usePatchQuestion(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, patch }: PatchQuestionVariables) =>
      unwrap(
        await api.client.PATCH('/questions/{id}', { params: { path: { id } }, body: patch }),
        api.logger,
      ),
    // The updated question names its doctor even when this patch is the answer that assigned them.
    onSuccess: (question) => invalidate(queryClient, questionChanged(question)),
  });
}
