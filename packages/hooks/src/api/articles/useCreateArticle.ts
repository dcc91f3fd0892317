import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { articleCreated } from './invalidations';
import type { MutationHookOptions } from '../options';

export type ArticleInput = components['schemas']['ArticleInput'];

/** `POST /articles`: an admin writes an article. */
export function useCreateArticle(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (article: ArticleInput) =>
      unwrap(await api.client.POST('/articles', { body: article }), api.logger),
    onSuccess: () => invalidate(queryClient, articleCreated()),
  });
}
