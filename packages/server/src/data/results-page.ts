/** The `results` list shape (docs/decisions/001-domain-model.md "List shapes"; spec `PageInfo`). */
export interface ResultsPage<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

export function resultsPage<T>(
  results: T[],
  page: number,
  limit: number,
  totalResults: number,
): ResultsPage<T> {
  return { results, page, limit, totalPages: Math.ceil(totalResults / limit), totalResults };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
