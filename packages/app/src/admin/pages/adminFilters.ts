import type {
  AdminDoctorsParams,
  AdminRefundsParams,
  AdminUsersParams,
  AuditLogParams,
  OutboxParams,
} from '@tabib/hooks';

/*
 * The back-office lists keep their filters in the URL query (`?q=&verified=no&page=2`), so a reload
 * or the back button shows the same list. A filter at its default ("all", empty, page 1) is left out
 * of the URL, and the API is not asked for it.
 */

/** Rows per page of the back-office lists. */
export const ADMIN_PAGE_SIZE = 20;

/** A yes/no filter: "all" sends nothing, "yes" sends `true`, "no" sends `false`. */
export type YesNoFilter = 'all' | 'yes' | 'no';

export const ACCOUNT_ROLES = ['patient', 'doctor', 'secretary', 'admin'] as const;
export const AUDIT_ENTITIES = [
  'doctor',
  'user',
  'specialty',
  'article',
  'rdv',
  'question',
  'workingHours',
  'secretary',
  'refund',
] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'dropped'] as const;
export const REFUND_STATUSES = ['requested', 'processing', 'refunded', 'failed'] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];

// spec/openapi.yaml listAdminDoctors, listAdminUsers: `q` is 1 to 100 characters.
const SEARCH_MAX_LENGTH = 100;

export interface DoctorFilters {
  q: string;
  verified: YesNoFilter;
  active: YesNoFilter;
  page: number;
}

export interface UserFilters {
  q: string;
  role: AccountRole | 'all';
  blocked: YesNoFilter;
  page: number;
}

export interface AuditFilters {
  entity: AuditEntity | 'all';
  page: number;
}

export interface OutboxFilters {
  status: OutboxStatus | 'all';
  page: number;
}

export interface RefundFilters {
  status: RefundStatus | 'all';
  page: number;
}

function oneOf<const T extends string>(values: readonly T[], value: string | null): T | 'all' {
  return values.find((candidate) => candidate === value) ?? 'all';
}

function yesNo(value: string | null): YesNoFilter {
  return value === 'yes' || value === 'no' ? value : 'all';
}

/** The 1-based page of `?page=`; anything not a whole number ≥ 1 is page 1. */
export function pageOf(search: URLSearchParams): number {
  const page = search.get('page');
  return page !== null && /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
}

/** The search text of `?q=`, trimmed and cut to what the API accepts. */
export function searchTextOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

export function doctorFiltersFromSearch(search: URLSearchParams): DoctorFilters {
  return {
    q: searchTextOf(search),
    verified: yesNo(search.get('verified')),
    active: yesNo(search.get('active')),
    page: pageOf(search),
  };
}

export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  return {
    q: searchTextOf(search),
    role: oneOf(ACCOUNT_ROLES, search.get('role')),
    blocked: yesNo(search.get('blocked')),
    page: pageOf(search),
  };
}

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  return { entity: oneOf(AUDIT_ENTITIES, search.get('entity')), page: pageOf(search) };
}

export function outboxFiltersFromSearch(search: URLSearchParams): OutboxFilters {
  return { status: oneOf(OUTBOX_STATUSES, search.get('status')), page: pageOf(search) };
}

export function refundFiltersFromSearch(search: URLSearchParams): RefundFilters {
  return { status: oneOf(REFUND_STATUSES, search.get('status')), page: pageOf(search) };
}

function booleanOf(filter: YesNoFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'yes';
}

/** A filter at "all" or empty text filters nothing: it sends no parameter. */
function filterOf<T extends string>(value: T): Exclude<T, 'all' | ''> | undefined {
  return value === 'all' || value === '' ? undefined : (value as Exclude<T, 'all' | ''>);
}

/**
 * The parameters of one page of a list: only those that filter are kept, so the query key stays the
 * same whatever "all" is spelled as.
 */
function pageParams<T extends object>(page: number, filters: T): T & { page: number; limit: number } {
  const kept = Object.entries(filters).filter(([, value]) => value !== undefined);
  return { ...(Object.fromEntries(kept) as T), page, limit: ADMIN_PAGE_SIZE };
}

export function doctorsParamsOf(filters: DoctorFilters): AdminDoctorsParams {
  return pageParams(filters.page, {
    q: filterOf(filters.q),
    verified: booleanOf(filters.verified),
    active: booleanOf(filters.active),
  });
}

export function usersParamsOf(filters: UserFilters): AdminUsersParams {
  return pageParams(filters.page, {
    q: filterOf(filters.q),
    role: filterOf(filters.role),
    blocked: booleanOf(filters.blocked),
  });
}

export function auditParamsOf(filters: AuditFilters): AuditLogParams {
  return pageParams(filters.page, { entity: filterOf(filters.entity) });
}

export function outboxParamsOf(filters: OutboxFilters): OutboxParams {
  return pageParams(filters.page, { status: filterOf(filters.status) });
}

export function refundsParamsOf(filters: RefundFilters): AdminRefundsParams {
  return pageParams(filters.page, { status: filterOf(filters.status) });
}

/**
 * The URL query with one filter changed. A new filter shows its first page, so `page` goes; a
 * default value ("all", empty text) is removed rather than written.
 */
export function withFilter(search: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value === '' || value === 'all') next.delete(name);
  else next.set(name, value);
  return next;
}

/** The URL query showing the 1-based `page` (page 1 is the default, left out). */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
