import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

describe('paginationItems (§5)', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems({ page: 1, count: 1 })).toEqual([1]);
    expect(paginationItems({ page: 3, count: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last, current and neighbours; a longer gap is one ellipsis', () => {
    expect(paginationItems({ page: 10, count: 20 })).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('fills a gap of exactly one page with that page', () => {
    // Page 4 of 10: the gap between 1 and 3 is page 2 alone.
    expect(paginationItems({ page: 4, count: 10 })).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationItems({ page: 7, count: 10 })).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });

  it('shows extra pages near the ends so the list keeps one length', () => {
    expect(paginationItems({ page: 1, count: 10 })).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationItems({ page: 10, count: 10 })).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    for (let page = 1; page <= 30; page++) expect(paginationItems({ page, count: 30 })).toHaveLength(7);
    for (let page = 1; page <= 30; page++)
      expect(paginationItems({ page, count: 30, around: 2 })).toHaveLength(9);
  });

  it('clamps the page to at least 1 and the count to at least 0', () => {
    expect(paginationItems({ page: 0, count: 3 })).toEqual([1, 2, 3]);
    expect(paginationItems({ page: -5, count: 20 })[0]).toBe(1);
    expect(paginationItems({ page: 99, count: 20 })).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationItems({ page: 1, count: -3 })).toEqual([]);
    expect(paginationItems({ page: 1, count: 0 })).toEqual([]);
  });
});
