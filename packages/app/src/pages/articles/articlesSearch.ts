/** requirements §2 /articles: the list (`?page=`), or one article to read (`?id=<_id or slug>`). */
export type ArticlesView = { kind: 'list'; page: number } | { kind: 'article'; id: string };

/** Articles per page of the list: fills one, two or three columns evenly. */
export const ARTICLES_PAGE_SIZE = 6;

// spec/openapi.yaml getArticle: the `id` path parameter (an `_id` or a slug).
const ARTICLE_ID_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/** Which view the URL asks for. The list's `page` is 1-based like the API's; anything not ≥ 1 is page 1. */
export function articlesViewFromSearch(search: URLSearchParams): ArticlesView {
  const id = search.get('id');
  if (id !== null) return { kind: 'article', id: id.trim() };
  const page = search.get('page');
  return { kind: 'list', page: page !== null && /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1 };
}

/** An id the server can look up; any other is not found without asking it (it would answer 400). */
export function isArticleId(id: string): boolean {
  return ARTICLE_ID_PATTERN.test(id);
}

/** The URL of an article's reading view. */
export function articleHref(idOrSlug: string): string {
  return `/articles?${new URLSearchParams({ id: idOrSlug }).toString()}`;
}
