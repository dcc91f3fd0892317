import type { SelectQueryBuilder } from 'kysely';

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

/** A query with its columns and order set, still to be cut to one page. */
interface OrderedQuery<Row> {
  offset(offset: number): { limit(limit: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of `ordered` and how many rows `matching` holds in all, read together.
 * `ordered` is `matching` with its columns and order, so the count and the page agree.
 */
export async function selectResultsPage<DB, TB extends keyof DB, Row, T>(
  matching: SelectQueryBuilder<DB, TB, object>,
  ordered: OrderedQuery<Row>,
  paging: { page: number; limit: number },
  toResult: (row: Row) => T,
): Promise<ResultsPage<T>> {
  const [rows, total] = await Promise.all([
    ordered.offset(offsetOf(paging.page, paging.limit)).limit(paging.limit).execute(),
    matching
      .select((eb) => eb.fn.countAll<string>().as('n'))
      // Kysely cannot name the selection of a generic table, so the count's row type is spelt out.
      .$castTo<{ n: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return resultsPage(rows.map(toResult), paging.page, paging.limit, Number(total.n));
}
