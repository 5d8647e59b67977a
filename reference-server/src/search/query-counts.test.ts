import { API_PREFIX } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { seededDatabase } from '../testing/seeded-database';
import { popularQueries } from './popular-queries';
import { createQueryCounts, flushQueryCounts, MAX_PENDING, queryCountsOf } from './query-counts';

// A search answer writes nothing (issue 17): what shoppers ask is counted in memory and written in
// batches, added up, so that processes flushing at once lose no count.

/** `db` with every statement it runs (its transactions' too) written down in `log`. */
function recorded(db: Db, log: string[]): Db {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'query')
        return (sql: string, params?: Parameters<Db['query']>[1]) => {
          log.push(sql);
          return target.query(sql, params);
        };
      if (key === 'transaction')
        return <R>(fn: (tx: Db) => Promise<R>) => target.transaction((tx) => fn(recorded(tx, log)));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const isWrite = (sql: string) => /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i.test(sql);
const hitsOf = async (db: Db, query: string) =>
  (await db.query<{ hits: number }>('SELECT hits FROM search_queries WHERE query = $1', [query]))[0]?.hits ??
  0;

describe('counted search queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededDatabase(200);
  }, 120_000);
  afterAll(() => db.close());

  it('a first-page search answer writes nothing; the count reaches «Часто ищут» at the flush', async () => {
    const log: string[] = [];
    const spied = recorded(db, log);
    const api = createApi({ db: spied });
    const ask = async (q: string) => {
      const response = await api.fetch(
        new Request(`http://api.test${API_PREFIX}/pages/search?q=${encodeURIComponent(q)}`),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { pagination: { total: number } } }).data;
    };
    const before = await hitsOf(db, 'перфоратор');
    for (let i = 0; i < 3; i++) expect((await ask('перфоратор')).pagination.total).toBeGreaterThan(0);
    expect(log.filter(isWrite)).toEqual([]);
    expect(queryCountsOf(spied).pending).toBe(1);
    log.length = 0;
    await flushQueryCounts(spied);
    // One statement for the whole batch.
    expect(log.filter(isWrite)).toHaveLength(1);
    expect(await hitsOf(db, 'перфоратор')).toBe(before + 3);
    expect((await popularQueries(db, 10)).map((p) => p.query)).toContain('перфоратор');
  });

  it('processes flushing at once lose no count (each adds its own), twenty flushes of five counters', async () => {
    const counters = Array.from({ length: 5 }, () => createQueryCounts(db, { flushMs: 60_000 }));
    const before = await hitsOf(db, 'дрель');
    const flushes: Promise<void>[] = [];
    for (let round = 0; round < 4; round++)
      for (const c of counters) {
        c.count('дрель');
        c.count('makita');
        c.count('дрель');
        flushes.push(c.flush());
      }
    await Promise.all(flushes);
    expect(await hitsOf(db, 'дрель')).toBe(before + 40);
  });

  it('a failed flush keeps its counts for the next one', async () => {
    let fail = true;
    const flaky = new Proxy(db, {
      get(target, key) {
        if (key === 'query' && fail) return () => Promise.reject(new Error('connection lost'));
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const counts = createQueryCounts(flaky, { flushMs: 60_000 });
    const before = await hitsOf(db, 'шуруповерт');
    counts.count('шуруповерт');
    counts.count('шуруповерт');
    await expect(counts.flush()).rejects.toThrow('connection lost');
    expect(counts.pending).toBe(1);
    fail = false;
    await counts.flush();
    expect(await hitsOf(db, 'шуруповерт')).toBe(before + 2);
  });

  it(`holds at most ${MAX_PENDING} distinct queries: the next one starts a flush`, async () => {
    const errors: unknown[] = [];
    const counts = createQueryCounts(db, { flushMs: 60_000, onError: (e) => errors.push(e) });
    for (let i = 0; i < MAX_PENDING; i++) counts.count(`запрос ${i}`);
    expect(counts.pending).toBe(0);
    await counts.flush();
    expect(await hitsOf(db, `запрос ${MAX_PENDING - 1}`)).toBe(1);
    expect(errors).toEqual([]);
  });
});
