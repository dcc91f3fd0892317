import { describe, expect, it } from 'vitest';
import { normalizePublicQuestionsPaging, normalizeQuestionList } from './questions';

interface Question {
  _id: string;
  closed: boolean;
}

const q1: Question = { _id: 'q1', closed: false };
const q2: Question = { _id: 'q2', closed: true };

describe('requirements §3: question lists are normalised to docs, totalDocs, page, limit', () => {
  it('maps results/totalResults/currentPage/pageSize', () => {
    const raw = { results: [q1, q2], totalResults: 42, currentPage: 3, pageSize: 2 };
    expect(normalizeQuestionList<Question>(raw)).toEqual({
      docs: [q1, q2],
      totalDocs: 42,
      page: 3,
      limit: 2,
    });
  });

  it('keeps docs/totalDocs/page/limit', () => {
    const raw = { docs: [q1], totalDocs: 21, page: 2, limit: 20 };
    expect(normalizeQuestionList<Question>(raw)).toEqual({ docs: [q1], totalDocs: 21, page: 2, limit: 20 });
  });

  it('accepts results with page/limit, the other list shape of the API', () => {
    const raw = { results: [q1], totalResults: 11, page: 2, limit: 10, totalPages: 2 };
    expect(normalizeQuestionList<Question>(raw)).toEqual({ docs: [q1], totalDocs: 11, page: 2, limit: 10 });
  });

  it('accepts a bare array: every item counted, paging from the request', () => {
    expect(normalizeQuestionList<Question>([q1, q2], { page: 1, limit: 10 })).toEqual({
      docs: [q1, q2],
      totalDocs: 2,
      page: 1,
      limit: 10,
    });
  });

  it('accepts an array under docs without totals: totalDocs is docs.length', () => {
    expect(normalizeQuestionList<Question>({ docs: [q1, q2] }, { page: 4, limit: 20 })).toEqual({
      docs: [q1, q2],
      totalDocs: 2,
      page: 4,
      limit: 20,
    });
  });

  it('without paging fields or fallback, is page 1 holding every item', () => {
    expect(normalizeQuestionList<Question>([q1, q2])).toEqual({
      docs: [q1, q2],
      totalDocs: 2,
      page: 1,
      limit: 2,
    });
  });

  it('prefers the server paging over the fallback', () => {
    const raw = { docs: [q1], totalDocs: 1, page: 5, limit: 7 };
    expect(normalizeQuestionList<Question>(raw, { page: 1, limit: 10 })).toMatchObject({ page: 5, limit: 7 });
  });

  it('reads paging numbers sent as strings', () => {
    const raw = { results: [q1], totalResults: '31', currentPage: '2', pageSize: '10' };
    expect(normalizeQuestionList<Question>(raw)).toEqual({ docs: [q1], totalDocs: 31, page: 2, limit: 10 });
  });

  it.each([
    ['null', null],
    ['a string', 'oops'],
    ['an object with totals but no list', { totalDocs: 3, page: 2 }],
    ['docs that is not an array', { docs: 'q1' }],
  ])('is an empty page for %s', (_case, raw) => {
    expect(normalizeQuestionList<Question>(raw, { page: 1, limit: 10 })).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 10,
    });
  });
});

describe('requirements §5: public questions pagination', () => {
  it('forces a negative pageIndex to 0', () => {
    expect(normalizePublicQuestionsPaging({ pageIndex: -1, limit: 10 })).toEqual({ pageIndex: 0, limit: 10 });
  });

  it('falls back to a limit of 10 when it is not positive', () => {
    expect(normalizePublicQuestionsPaging({ pageIndex: 2, limit: 0 })).toEqual({ pageIndex: 2, limit: 10 });
    expect(normalizePublicQuestionsPaging({ pageIndex: 2, limit: -5 })).toEqual({ pageIndex: 2, limit: 10 });
  });

  it('treats numbers that are not finite the same way', () => {
    expect(normalizePublicQuestionsPaging({ pageIndex: Number.NaN, limit: Number.NaN })).toEqual({
      pageIndex: 0,
      limit: 10,
    });
    expect(
      normalizePublicQuestionsPaging({
        pageIndex: Number.POSITIVE_INFINITY,
        limit: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ pageIndex: 0, limit: 10 });
  });

  it('keeps valid values', () => {
    expect(normalizePublicQuestionsPaging({ pageIndex: 0, limit: 25 })).toEqual({ pageIndex: 0, limit: 25 });
    expect(normalizePublicQuestionsPaging({ pageIndex: 3, limit: 1 })).toEqual({ pageIndex: 3, limit: 1 });
  });
});
