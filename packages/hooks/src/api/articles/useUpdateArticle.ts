import type { components } from '@tabib/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { unwrap } from '../../query/keys';
import { useApiContext } from '../context';
import { invalidate } from '../invalidate';
import { articleUpdated } from './invalidations';
import type { MutationHookOptions } from '../options';

export interface UpdateArticleVariables {
  id: string;
  changes: components['schemas']['ArticleUpdateInput'];
}

/** `PUT /articles/{id}`: an admin edits an article (title, slug, landing flag, publication…). */
export function useUpdateArticle(options: MutationHookOptions = {}) {
  const api = useApiContext();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async ({ id, changes }: UpdateArticleVariables) =>
      unwrap(await api.client.PUT('/articles/{id}', { params: { path: { id } }, body: changes }), api.logger),
    onSuccess: (article) => invalidate(queryClient, articleUpdated(article)),
  });
}
