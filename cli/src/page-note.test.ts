import { describe, expect, it } from 'vitest';
import { pageNote } from './page-note';

describe('pageNote (under a paged table)', () => {
  it('says nothing when one page holds every match', () => {
    expect(pageNote({ shown: 3, total: 3, page: 1, limit: 20, what: 'orders' })).toBe('');
  });

  it('names the rows shown, the total and the next page', () => {
    expect(pageNote({ shown: 20, total: 57, page: 2, limit: 20, what: 'orders' })).toBe(
      'Showing 21–40 of 57 orders: next page with --page 3',
    );
    expect(pageNote({ shown: 17, total: 57, page: 3, limit: 20, what: 'orders' })).toBe(
      'Showing 41–57 of 57 orders: the last page',
    );
  });
});
