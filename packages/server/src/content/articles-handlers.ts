import { createArticle, findArticle, listArticles, toArticle, updateArticle } from './articles-data.js';
import { type ApiDeps, forbidden, notFound, requireCaller } from '../platform/api/context.js';
import type { Handlers } from '../platform/api/contract.js';

/** Health articles: public when published; admins write them and see the unpublished ones. */
export function createArticleHandlers(deps: ApiDeps) {
  const { db } = deps;
  return {
    async listArticles(request) {
      const { query, sortBy, page, limit } = request.query;
      const published = query?.published ?? true;
      // spec x-ownership: only an admin sees unpublished articles.
      if (!published && request.caller?.role !== 'admin')
        throw forbidden('Only an administrator sees unpublished articles.');
      return listArticles(db, { published, showOnLanding: query?.showOnLanding }, { sortBy, page, limit });
    },

    async getArticle(request) {
      const { id } = request.params;
      const row = await findArticle(db, id);
      if (!row || (!row.published && request.caller?.role !== 'admin')) throw notFound('Article');
      return toArticle(row);
    },

    async createArticle(request, reply) {
      const caller = requireCaller(request);
      const article = await createArticle(db, request.body, caller.userId, deps.now());
      reply.code(201);
      return article;
    },

    async updateArticle(request) {
      const caller = requireCaller(request);
      const { id } = request.params;
      const article = await updateArticle(db, id, request.body, caller.userId, deps.now());
      if (!article) throw notFound('Article');
      return article;
    },
  } satisfies Handlers;
}
