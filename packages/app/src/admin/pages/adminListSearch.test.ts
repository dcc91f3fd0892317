import { describe, expect, it } from 'vitest';

import {
  rdvsFilterFromSearch,
  articlesListFromSearch,
  questionListQueryOf,
  questionsFilterFromSearch,
  rdvListQueryOf,
} from './adminListSearch';

const search = (query: string) => new URLSearchParams(query);
const SPECIALTY_ID = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';

describe('/admin/articles: published or drafts, paginated', () => {
  it('shows the published articles, page 1, by default', () => {
    expect(articlesListFromSearch(search(''))).toEqual({ status: 'published', page: 1 });
  });

  it('reads the drafts and a page', () => {
    expect(articlesListFromSearch(search('status=draft&page=2'))).toEqual({ status: 'draft', page: 2 });
  });

  it('treats an unknown status and a page that is not ≥ 1 as the defaults', () => {
    expect(articlesListFromSearch(search('status=archived&page=0'))).toEqual({
      status: 'published',
      page: 1,
    });
    expect(articlesListFromSearch(search('page=deux'))).toEqual({ status: 'published', page: 1 });
  });
});

describe('/admin/appointments: status and days (Africa/Tunis) in the URL', () => {
  it('reads status, days and page', () => {
    expect(rdvsFilterFromSearch(search('status=confirmed&from=2026-11-01&to=2026-11-30&page=2'))).toEqual({
      status: 'confirmed',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
  });

  it('ignores an unknown status and days that do not exist', () => {
    expect(rdvsFilterFromSearch(search('status=lost&from=2026-02-30&to=30/11/2026'))).toEqual({
      status: null,
      from: null,
      to: null,
      page: 1,
    });
  });

  it('asks GET /rdvs for [from 00:00, the day after to 00:00) in Tunis time (UTC+1)', () => {
    expect(rdvListQueryOf({ status: 'done', from: '2026-11-01', to: '2026-11-30', page: 1 })).toEqual({
      status: 'done',
      from: '2026-10-31T23:00:00.000Z',
      to: '2026-11-30T23:00:00.000Z',
    });
  });

  it('sends only the bounds given, and no filter at all by default', () => {
    expect(rdvListQueryOf({ status: null, from: null, to: '2026-12-31', page: 1 })).toEqual({
      to: '2026-12-31T23:00:00.000Z',
    });
    expect(rdvListQueryOf({ status: null, from: null, to: null, page: 3 })).toEqual({});
  });

  it('reads days given in the wrong order the other way round', () => {
    expect(rdvListQueryOf({ status: null, from: '2026-11-10', to: '2026-11-03', page: 1 })).toEqual({
      from: '2026-11-02T23:00:00.000Z',
      to: '2026-11-10T23:00:00.000Z',
    });
  });
});

describe('/admin/questions: state and specialty in the URL', () => {
  it('shows the open questions of every specialty by default', () => {
    expect(questionsFilterFromSearch(search(''))).toEqual({ state: 'open', specialty: null, page: 1 });
  });

  it('reads state, specialty and page', () => {
    expect(questionsFilterFromSearch(search(`state=unanswered&specialty=${SPECIALTY_ID}&page=3`))).toEqual({
      state: 'unanswered',
      specialty: SPECIALTY_ID,
      page: 3,
    });
  });

  it('ignores an unknown state and a specialty that is not an id', () => {
    expect(questionsFilterFromSearch(search('state=all&specialty=cardiologie'))).toEqual({
      state: 'open',
      specialty: null,
      page: 1,
    });
  });

  it('always gives GET /questions at least one property (QuestionListQuery minProperties: 1)', () => {
    expect(questionListQueryOf({ state: 'open', specialty: null })).toEqual({ closed: false });
    expect(questionListQueryOf({ state: 'closed', specialty: null })).toEqual({ closed: true });
    expect(questionListQueryOf({ state: 'unanswered', specialty: null })).toEqual({ doctor: null });
  });

  it('adds the specialty as the category', () => {
    expect(questionListQueryOf({ state: 'closed', specialty: SPECIALTY_ID })).toEqual({
      closed: true,
      category: SPECIALTY_ID,
    });
  });
});
