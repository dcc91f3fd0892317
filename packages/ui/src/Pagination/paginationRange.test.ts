import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationRange } from './paginationRange';

describe('pageCountOf — totalDocs and limit', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 20, 5],
  ])('%d docs by %d → %d pages', (totalDocs, limit, pages) => {
    expect(pageCountOf(totalDocs, limit)).toBe(pages);
  });

  it('requirements §5: a limit that is not positive falls back to 10', () => {
    expect(pageCountOf(25, 0)).toBe(3);
    expect(pageCountOf(25, -5)).toBe(3);
  });
});

describe('paginationRange — first, last, current ± 1, ellipses', () => {
  it('lists every page when they all fit in 7 slots', () => {
    expect(paginationRange(0, 0)).toEqual([]);
    expect(paginationRange(0, 1)).toEqual([0]);
    expect(paginationRange(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each([
    [0, [0, 1, 2, 3, 4, 'end-ellipsis', 9]],
    [3, [0, 1, 2, 3, 4, 'end-ellipsis', 9]],
    [4, [0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 9]],
    [5, [0, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]],
    [6, [0, 'start-ellipsis', 5, 6, 7, 8, 9]],
    [9, [0, 'start-ellipsis', 5, 6, 7, 8, 9]],
  ])('page %d of 10', (page, expected) => {
    expect(paginationRange(page, 10)).toEqual(expected);
  });

  it('keeps 7 entries on every page of a long list', () => {
    for (let page = 0; page < 50; page += 1) {
      expect(paginationRange(page, 50)).toHaveLength(7);
      expect(paginationRange(page, 50)).toContain(page);
    }
  });

  it('clamps a page outside the range (requirements §5: a negative page index is forced to 0)', () => {
    expect(paginationRange(-3, 10)).toEqual(paginationRange(0, 10));
    expect(paginationRange(42, 10)).toEqual(paginationRange(9, 10));
  });

  it('widens the window with siblingCount', () => {
    expect(paginationRange(10, 20, 2)).toEqual([0, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 19]);
  });
});
