import { normalizePublicQuestionsPaging, PUBLIC_QUESTIONS_PAGE_SIZE } from '@tabib/sdk';

import { isId } from '../search/searchParams';

/** The filters and page of the public questions page, as they live in its URL query. */
export interface QuestionsFilters {
  /** The specialty (`category`) `_id`. */
  category?: string;
  /** Free text searched in the questions and answers. */
  keyword?: string;
  /** 0-based. */
  pageIndex: number;
  limit: number;
}

/** The URL query parameters, named as the `filterQuestions` body fields they feed. */
export const QUESTIONS_PARAMS = {
  category: 'category',
  keyword: 'keyword',
  pageIndex: 'pageIndex',
  limit: 'limit',
} as const;

// spec/openapi.yaml QuestionFilterInput: `category` is an Id, `keyword` at most 100 characters.
export const KEYWORD_MAX_LENGTH = 100;

/** A whole number written in the URL (`"3"`, `"-2"`); anything else is absent. */
function integerParam(value: string | null): number {
  return value !== null && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

/**
 * Reads the filters from the URL. requirements §5: a negative pageIndex counts as 0 and a limit that is not
 * positive falls back to 10 (requirements §9); a category that is not an id or an over-long keyword never reaches
 * the server, which would answer 400.
 */
export function questionsFiltersFromSearch(search: URLSearchParams): QuestionsFilters {
  const category = search.get(QUESTIONS_PARAMS.category)?.trim() ?? '';
  const keyword = (search.get(QUESTIONS_PARAMS.keyword) ?? '').trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  const paging = normalizePublicQuestionsPaging({
    pageIndex: integerParam(search.get(QUESTIONS_PARAMS.pageIndex)),
    limit: integerParam(search.get(QUESTIONS_PARAMS.limit)),
  });
  return {
    ...(isId(category) ? { category } : {}),
    ...(keyword ? { keyword } : {}),
    ...paging,
  };
}

/**
 * Writes the filters into a copy of `current` (other parameters, such as `lng`, are kept). Defaults
 * (first page, 10 per page, no filter) are left out so that shared links stay short.
 */
export function searchFromQuestionsFilters(
  filters: Partial<QuestionsFilters>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const values: Record<keyof typeof QUESTIONS_PARAMS, string | undefined> = {
    category: filters.category || undefined,
    keyword: filters.keyword?.trim() || undefined,
    pageIndex:
      filters.pageIndex !== undefined && filters.pageIndex > 0 ? String(filters.pageIndex) : undefined,
    limit:
      filters.limit !== undefined && filters.limit > 0 && filters.limit !== PUBLIC_QUESTIONS_PAGE_SIZE
        ? String(filters.limit)
        : undefined,
  };
  for (const [field, name] of Object.entries(QUESTIONS_PARAMS)) {
    const value = values[field as keyof typeof QUESTIONS_PARAMS];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
