import { createCatalogQueryParser } from '../../search/vocabulary.js';
import type { ApiDeps, HandlerMap } from '../context.js';

/** docs/decisions/031-natural-search.md: a whole query read into the filters of `GET /doctors`. */
export function createSearchHandlers(deps: ApiDeps): HandlerMap {
  const parse = createCatalogQueryParser(deps.db, deps.now);
  return {
    async parseSearchQuery(request) {
      const { q } = request.query as { q: string };
      return { q, ...(await parse(q)) };
    },
  };
}
