/** One entry of the page list: a 0-based page index, or a gap standing for several hidden pages. */
export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/** A page size that is not positive falls back to 10 (the public questions page size). */
const FALLBACK_LIMIT = 10;

/** Number of pages for `totalDocs` documents shown `limit` at a time. */
export function pageCountOf(totalDocs: number, limit: number): number {
  const pageSize = limit > 0 ? limit : FALLBACK_LIMIT;
  return Math.max(0, Math.ceil(totalDocs / pageSize));
}

/**
 * The pages to show for `page` (0-based) out of `pageCount`: always the first and last page, the current
 * page with `siblingCount` neighbours on each side, and an ellipsis for each gap. The list keeps the same
 * length (`2 × siblingCount + 5`) whatever the current page, so the buttons do not jump under the pointer.
 *
 * paginationRange(4, 10) → [0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 9]
 */
export function paginationRange(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const last = pageCount - 1;
  const slots = 2 * siblingCount + 5;
  if (pageCount <= slots) return range(0, last);

  const current = Math.min(Math.max(page, 0), last);
  // The window of siblings never touches the first/last page nor the pages next to them, which are
  // either shown or replaced by an ellipsis.
  const windowStart = Math.max(Math.min(current - siblingCount, last - 2 * siblingCount - 2), 2);
  const windowEnd = Math.min(Math.max(current + siblingCount, 2 * siblingCount + 2), last - 2);

  return [
    0,
    windowStart > 2 ? 'start-ellipsis' : 1,
    ...range(windowStart, windowEnd),
    windowEnd < last - 2 ? 'end-ellipsis' : last - 1,
    last,
  ];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
