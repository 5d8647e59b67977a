import { describe, expect, it } from 'vitest';
import { forgetRecent, RECENT_MAX, readRecent, rememberQuery } from './recent-queries';
import { readSearchQuery, SEARCH_QUERY_MAX, searchHref } from './search-query';

/** A storage as the browser's, in memory. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('readSearchQuery: what the box or the address bar gives, fit to send', () => {
  it('drops control characters, folds spaces, trims and cuts to 200 characters', () => {
    expect(readSearchQuery('  дрель\u0000\u0007 makita\t\n ')).toBe('дрель makita');
    expect(readSearchQuery(null)).toBe('');
    expect(readSearchQuery('д'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
    expect(readSearchQuery(`${'д'.repeat(199)} x`)).toBe('д'.repeat(199));
  });

  it('makes the results address with the query encoded', () => {
    expect(searchHref('дрель & makita')).toBe(`/search/?q=${encodeURIComponent('дрель & makita')}`);
  });
});

describe('recent queries, kept in this browser', () => {
  it('puts a query first, once whatever its case, and keeps six', () => {
    const storage = memoryStorage();
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']) rememberQuery(q, storage);
    expect(readRecent(storage)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3', 'a2']);
    expect(rememberQuery('A4', storage)).toEqual(['A4', 'a7', 'a6', 'a5', 'a3', 'a2']);
    expect(readRecent(storage)).toHaveLength(RECENT_MAX);
  });

  it('ignores a blank query, garbled storage and a storage that refuses', () => {
    const storage = memoryStorage({ 'verstak:search-recent': '{not json' });
    expect(readRecent(storage)).toEqual([]);
    expect(rememberQuery('   ', storage)).toEqual([]);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberQuery('дрель', full)).toEqual(['дрель']);
    const mixed = memoryStorage({ 'verstak:search-recent': JSON.stringify(['ok', 3, null, ' ']) });
    expect(readRecent(mixed)).toEqual(['ok']);
    forgetRecent(mixed);
    expect(readRecent(mixed)).toEqual([]);
  });
});
