import { describe, expect, it } from 'vitest';

import { questionsFiltersFromSearch, searchFromQuestionsFilters } from './questionsSearch';

const CARDIO = '0190f3a2-7c1e-7d3a-9b2c-4e5f6a7b8c9d';
const read = (query: string) => questionsFiltersFromSearch(new URLSearchParams(query));

describe('requirements §5: public questions paging read from the URL', () => {
  it('starts at page index 0 with 10 questions per page (requirements §9)', () => {
    expect(read('')).toEqual({ pageIndex: 0, limit: 10 });
  });

  it('forces a negative pageIndex to 0', () => {
    expect(read('pageIndex=-1').pageIndex).toBe(0);
    expect(read('pageIndex=-25').pageIndex).toBe(0);
  });

  it('keeps a positive pageIndex', () => {
    expect(read('pageIndex=3').pageIndex).toBe(3);
  });

  it('falls back to a limit of 10 when it is not positive', () => {
    expect(read('limit=0').limit).toBe(10);
    expect(read('limit=-5').limit).toBe(10);
  });

  it('keeps a positive limit', () => {
    expect(read('limit=20').limit).toBe(20);
  });

  it('treats numbers that are not whole as absent', () => {
    expect(read('pageIndex=abc&limit=2.5')).toEqual({ pageIndex: 0, limit: 10 });
    expect(read('pageIndex=1e3&limit=')).toEqual({ pageIndex: 0, limit: 10 });
  });
});

describe('filterQuestions filters read from the URL', () => {
  it('reads the specialty and the keyword', () => {
    expect(read(`category=${CARDIO}&keyword=%20tension%20&pageIndex=2`)).toEqual({
      category: CARDIO,
      keyword: 'tension',
      pageIndex: 2,
      limit: 10,
    });
  });

  it('drops a category that is not an id, which the server would refuse', () => {
    expect(read('category=cardiologie')).toEqual({ pageIndex: 0, limit: 10 });
  });

  it('cuts the keyword to the 100 characters the server accepts', () => {
    expect(read(`keyword=${'a'.repeat(150)}`).keyword).toBe('a'.repeat(100));
  });

  it('drops an empty keyword', () => {
    expect(read('keyword=%20%20')).toEqual({ pageIndex: 0, limit: 10 });
  });
});

describe('filters written to the URL', () => {
  it('writes the filters and a page other than the first', () => {
    const search = searchFromQuestionsFilters({ category: CARDIO, keyword: 'toux', pageIndex: 4, limit: 10 });
    expect(search.toString()).toBe(`category=${CARDIO}&keyword=toux&pageIndex=4`);
  });

  it('leaves out the defaults: page index 0, 10 per page, no filter', () => {
    expect(searchFromQuestionsFilters({ pageIndex: 0, limit: 10, keyword: ' ' }).toString()).toBe('');
  });

  it('writes a limit other than 10', () => {
    expect(searchFromQuestionsFilters({ pageIndex: 0, limit: 20 }).toString()).toBe('limit=20');
  });

  it('keeps the other parameters (lng) and removes cleared filters', () => {
    const current = new URLSearchParams(`lng=ar&category=${CARDIO}&pageIndex=3`);
    expect(searchFromQuestionsFilters({ pageIndex: 0, limit: 10 }, current).toString()).toBe('lng=ar');
  });

  it('round-trips through the URL', () => {
    const filters = { category: CARDIO, keyword: 'asthme', pageIndex: 2, limit: 25 };
    expect(questionsFiltersFromSearch(searchFromQuestionsFilters(filters))).toEqual(filters);
  });
});
