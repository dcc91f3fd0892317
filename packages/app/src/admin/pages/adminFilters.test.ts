import { describe, expect, it } from 'vitest';

import {
  ADMIN_PAGE_SIZE,
  auditFiltersFromSearch,
  auditParamsOf,
  doctorFiltersFromSearch,
  doctorsParamsOf,
  outboxFiltersFromSearch,
  outboxParamsOf,
  userFiltersFromSearch,
  usersParamsOf,
  withFilter,
  withPage,
} from './adminFilters';

const search = (query: string) => new URLSearchParams(query);

describe('doctors list: URL query ⇄ filters ⇄ GET /admin/doctors', () => {
  it('shows every doctor, first page, by default, and asks for nothing else', () => {
    const filters = doctorFiltersFromSearch(search(''));
    expect(filters).toEqual({ q: '', verified: 'all', active: 'all', page: 1 });
    expect(doctorsParamsOf(filters)).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE });
  });

  it('reads the search text, the yes/no filters and the page', () => {
    const filters = doctorFiltersFromSearch(search('q=%20ben%20salah%20&verified=no&active=yes&page=3'));
    expect(filters).toEqual({ q: 'ben salah', verified: 'no', active: 'yes', page: 3 });
    expect(doctorsParamsOf(filters)).toEqual({
      q: 'ben salah',
      verified: false,
      active: true,
      page: 3,
      limit: 20,
    });
  });

  it('treats unknown filter values as "all" and a bad page as page 1', () => {
    expect(doctorFiltersFromSearch(search('verified=true&active=1&page=0'))).toEqual({
      q: '',
      verified: 'all',
      active: 'all',
      page: 1,
    });
    expect(doctorFiltersFromSearch(search('page=2.5')).page).toBe(1);
    expect(doctorFiltersFromSearch(search('page=-1')).page).toBe(1);
  });

  it('cuts the search text to the 100 characters the API accepts, and ignores blanks', () => {
    expect(doctorFiltersFromSearch(search(`q=${'a'.repeat(120)}`)).q).toHaveLength(100);
    expect(doctorsParamsOf(doctorFiltersFromSearch(search('q=%20%20')))).toEqual({ page: 1, limit: 20 });
  });
});

describe('accounts list: role and blocked', () => {
  it('reads a role and the blocked filter', () => {
    const filters = userFiltersFromSearch(search('role=secretary&blocked=yes'));
    expect(filters).toEqual({ q: '', role: 'secretary', blocked: 'yes', page: 1 });
    expect(usersParamsOf(filters)).toEqual({ role: 'secretary', blocked: true, page: 1, limit: 20 });
  });

  it('does not filter by a role that does not exist (guest has no account)', () => {
    expect(userFiltersFromSearch(search('role=guest')).role).toBe('all');
    expect(usersParamsOf(userFiltersFromSearch(search('role=guest&q=amal')))).toEqual({
      q: 'amal',
      page: 1,
      limit: 20,
    });
  });
});

describe('audit log and outbox filters', () => {
  it('reads the kind of record of the audit log', () => {
    expect(auditFiltersFromSearch(search('entity=specialty&page=2'))).toEqual({
      entity: 'specialty',
      page: 2,
    });
    expect(auditParamsOf({ entity: 'specialty', page: 2 })).toEqual({
      entity: 'specialty',
      page: 2,
      limit: 20,
    });
    expect(auditFiltersFromSearch(search('entity=workingHours')).entity).toBe('workingHours');
    // Admins cannot write services (spec `createService`: doctor only), so none is ever audited.
    expect(auditFiltersFromSearch(search('entity=service')).entity).toBe('all');
    expect(auditParamsOf({ entity: 'all', page: 1 })).toEqual({ page: 1, limit: 20 });
  });

  it('reads the outbox status', () => {
    expect(outboxFiltersFromSearch(search('status=failed'))).toEqual({ status: 'failed', page: 1 });
    expect(outboxParamsOf({ status: 'failed', page: 1 })).toEqual({ status: 'failed', page: 1, limit: 20 });
    expect(outboxFiltersFromSearch(search('status=sending')).status).toBe('all');
  });
});

describe('writing a filter into the URL', () => {
  it('sets the filter and goes back to the first page, keeping the other filters', () => {
    expect(withFilter(search('q=sami&page=4'), 'verified', 'no').toString()).toBe('q=sami&verified=no');
  });

  it('removes a filter set back to its default', () => {
    expect(withFilter(search('verified=no&active=yes'), 'verified', 'all').toString()).toBe('active=yes');
    expect(withFilter(search('q=sami&role=admin'), 'q', '').toString()).toBe('role=admin');
  });

  it('writes pages after the first, and leaves page 1 out', () => {
    expect(withPage(search('status=sent'), 3).toString()).toBe('status=sent&page=3');
    expect(withPage(search('status=sent&page=3'), 1).toString()).toBe('status=sent');
  });

  it('does not change the query it was given', () => {
    const current = search('page=2');
    withFilter(current, 'q', 'x');
    expect(current.toString()).toBe('page=2');
  });
});
