import type { components, RdvStatus } from '@tabib/sdk';
import { tunisMidnight } from '@tabib/ui';

import { RDV_STATUSES, addDays } from '../../pages/doctor-dashboard/agenda/agenda';
import { pageOf } from './adminFilters';

/*
 * The filters of the content overviews, kept in the URL like the other back-office lists
 * (adminFilters.ts writes them). Each parser falls back to the default for anything it does not
 * recognise.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// spec/openapi.yaml Id: a UUID.
const ID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function isDay(value: string | null): value is string {
  if (value === null || !DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// ── /admin/articles ──

/** `GET /articles` shows published articles or, for an admin, drafts (`published:false`), not both. */
export type ArticleStatusFilter = 'published' | 'draft';

export interface ArticlesListState {
  status: ArticleStatusFilter;
  page: number;
}

/** `?status=draft&page=2`; published first, since that is what readers see. */
export function articlesListFromSearch(search: URLSearchParams): ArticlesListState {
  return { status: search.get('status') === 'draft' ? 'draft' : 'published', page: pageOf(search) };
}

// ── /admin/appointments ──

export interface RdvsFilter {
  /** `null`: every status. */
  status: RdvStatus | null;
  /** First and last day shown, `YYYY-MM-DD` in Africa/Tunis; `null`: unbounded. */
  from: string | null;
  to: string | null;
  page: number;
}

/** `?status=confirmed&from=2026-11-01&to=2026-11-30&page=2`. */
export function rdvsFilterFromSearch(search: URLSearchParams): RdvsFilter {
  const from = search.get('from');
  const to = search.get('to');
  return {
    status: RDV_STATUSES.find((status) => status === search.get('status')) ?? null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
    page: pageOf(search),
  };
}

/**
 * The `GET /rdvs` filter of the overview: the status, and the days as the half-open instant range
 * `[from 00:00, the day after to 00:00)` in Tunis time (decision 008). Days given in the wrong order
 * are read the other way round rather than giving an empty list.
 */
export function rdvListQueryOf(filter: RdvsFilter): components['schemas']['RdvListQuery'] {
  const [first, last] =
    filter.from !== null && filter.to !== null && filter.from > filter.to
      ? [filter.to, filter.from]
      : [filter.from, filter.to];
  return {
    ...(filter.status === null ? {} : { status: filter.status }),
    ...(first === null ? {} : { from: tunisMidnight(first) }),
    ...(last === null ? {} : { to: tunisMidnight(addDays(last, 1)) }),
  };
}

// ── /admin/questions ──

export const QUESTION_STATES = ['open', 'unanswered', 'closed'] as const;

export type QuestionStateFilter = (typeof QUESTION_STATES)[number];

export interface QuestionsFilter {
  state: QuestionStateFilter;
  /** A specialty's `_id`; `null`: every specialty. */
  specialty: string | null;
  page: number;
}

/** `?state=closed&specialty=<id>&page=2`; open questions first, the ones still waiting. */
export function questionsFilterFromSearch(search: URLSearchParams): QuestionsFilter {
  const specialty = search.get('specialty');
  return {
    state: QUESTION_STATES.find((state) => state === search.get('state')) ?? 'open',
    specialty: specialty !== null && ID_PATTERN.test(specialty) ? specialty : null,
    page: pageOf(search),
  };
}

/**
 * The `GET /questions` filter. The spec's `QuestionListQuery` needs at least one property, so every
 * state names one: open → not closed, closed → closed, unanswered → no answering doctor yet.
 */
export function questionListQueryOf(
  filter: Pick<QuestionsFilter, 'state' | 'specialty'>,
): components['schemas']['QuestionListQuery'] {
  const byState = {
    open: { closed: false },
    closed: { closed: true },
    unanswered: { doctor: null },
  }[filter.state];
  return filter.specialty === null ? byState : { ...byState, category: filter.specialty };
}
