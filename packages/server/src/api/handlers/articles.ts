import {
  type ArticleInput,
  type ArticleOrder,
  createArticle,
  findArticle,
  listArticles,
  toArticle,
  updateArticle,
} from '../../data/articles.js';
import { type ApiDeps, forbidden, type HandlerMap, notFound, requireCaller } from '../context.js';

/** Health articles: public when published; admins write them and see the unpublished ones. */
export function createArticleHandlers(deps: ApiDeps): HandlerMap {
  const { db } = deps;
  return {
    async listArticles(request) {
      const { query, sortBy, page, limit } = request.query as {
        query?: { showOnLanding?: boolean; published?: boolean };
        sortBy: ArticleOrder;
        page: number;
        limit: number;
      };
      const published = query?.published ?? true;
      // spec x-ownership: only an admin sees unpublished articles.
      if (!published && request.caller?.role !== 'admin')
        throw forbidden('Only an administrator sees unpublished articles.');
      return listArticles(db, { published, showOnLanding: query?.showOnLanding }, { sortBy, page, limit });
    },

    async getArticle(request) {
      const { id } = request.params as { id: string };
      const row = await findArticle(db, id);
      if (!row || (!row.published && request.caller?.role !== 'admin')) throw notFound('Article');
      return toArticle(row);
    },

    async createArticle(request, reply) {
      const caller = requireCaller(request);
      const body = request.body as Required<Pick<ArticleInput, 'title' | 'excerpt' | 'content'>> &
        ArticleInput;
      const article = await createArticle(db, body, caller.userId, deps.now());
      reply.code(201);
      return article;
    },

    async updateArticle(request) {
      const caller = requireCaller(request);
      const { id } = request.params as { id: string };
      const article = await updateArticle(db, id, request.body as ArticleInput, caller.userId, deps.now());
      if (!article) throw notFound('Article');
      return article;
    },
  };
}
