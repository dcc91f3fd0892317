import { PUBLIC_QUESTIONS_PAGE_SIZE } from '@tabib/contract';

/** One page of questions in the one shape the SDK hands out. */
export interface QuestionPage<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
}

/** What the caller asked for; used when the server's answer carries no paging fields. */
export interface QuestionPageFallback {
  page?: number;
  limit?: number;
}

/**
 * Question lists are normalised to `docs, totalDocs, page, limit`. The server may answer
 * `{ results, totalResults, currentPage, pageSize }`, `{ docs, totalDocs, page, limit }`, a bare
 * array, or `{ docs }` alone. Missing totals count the items received; missing paging falls back
 * to what the caller asked for, else page 1 with every item on it. Without a list it is an empty page
 * (totalDocs 0) at the requested paging.
 */
export function normalizeQuestionList<T>(raw: unknown, fallback: QuestionPageFallback = {}): QuestionPage<T> {
  const body: Record<string, unknown> = isRecord(raw) ? raw : {};
  const list = Array.isArray(raw) ? raw : Array.isArray(body.docs) ? body.docs : body.results;
  if (!Array.isArray(list))
    return { docs: [], totalDocs: 0, page: fallback.page ?? 1, limit: fallback.limit ?? 0 };
  const docs = list as T[];
  return {
    docs,
    totalDocs: count(body.totalDocs) ?? count(body.totalResults) ?? docs.length,
    page: count(body.page) ?? count(body.currentPage) ?? fallback.page ?? 1,
    limit: count(body.limit) ?? count(body.pageSize) ?? fallback.limit ?? docs.length,
  };
}

export interface PublicQuestionsPaging {
  pageIndex: number;
  limit: number;
}

/** A negative pageIndex becomes 0; a limit that is not positive falls back to 10. */
export function normalizePublicQuestionsPaging({
  pageIndex,
  limit,
}: PublicQuestionsPaging): PublicQuestionsPaging {
  return {
    pageIndex: Number.isFinite(pageIndex) && pageIndex >= 0 ? pageIndex : 0,
    limit: Number.isFinite(limit) && limit > 0 ? limit : PUBLIC_QUESTIONS_PAGE_SIZE,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Some servers send paging numbers as strings ("2"); anything not a finite number is absent.
function count(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
