import { hashKey, type FetchQueryOptions, type QueryClient } from '@tanstack/react-query';

import type { PageDataArgs, PageModule } from '../pages/pageModule';
import { notFoundRoute, publicRoutes } from '../routes';

/** What a server render did for its data (the server logs a page that asked for more than it declared). */
export interface PageDataReport {
  /** The route module rendered, e.g. `src/pages/doctor/DoctorProfilePage.tsx`. */
  module: string;
  /** How many queries the page declared (`pageData`), all fetched in one round before rendering. */
  declared: number;
  /** The query keys (hashed) its render asked for beyond them, each costing one more render pass. */
  undeclared: string[];
  /** Render passes: 1 when the declaration is whole. */
  passes: number;
}

const loads = new Map<string, () => Promise<PageModule>>(
  [...publicRoutes, notFoundRoute].map((route) => [route.module, route.load]),
);

/**
 * Docs/decisions/025: fetches what the page at `module` declares, every query at once; returns the
 * declared keys' hashes (a failed answer stays in the cache as the failure, which the page shows).
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  module: string,
  args: PageDataArgs,
): Promise<Set<string>> {
  const load = loads.get(module);
  const pageData = load ? (await load()).pageData : undefined;
  const queries = pageData?.(args) ?? [];
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query as FetchQueryOptions)));
  return new Set(queries.map((query) => hashKey(query.queryKey)));
}
