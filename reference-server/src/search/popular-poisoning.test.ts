import { searchCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { flushQueryCounts } from './query-counts';

// What one client alone can make every shopper see: «Часто ищут» counts the words the search used,
// never the stop words around them.
const NOW = Date.UTC(2026, 10, 26, 12);

describe('one client cannot steer what every shopper sees', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  beforeAll(async () => {
    db = await seededDatabase(200);
    kit = accountKit(db, () => NOW);
  }, 120_000);
  afterAll(() => db.close());

  it('«Часто ищут» keeps no stop-word message pumped by one visitor: «ceresit никогда больше нельзя» asked 40 times', async () => {
    const q = 'ceresit никогда больше нельзя';
    const token = await kit.guestToken();
    const first = await kit.call(searchCalls.results, { q }, { token });
    // The stop words are ignored by the search, so the query finds Ceresit's goods...
    expect(first.data.pagination.total).toBeGreaterThan(0);
    for (let i = 0; i < 39; i++) await kit.call(searchCalls.results, { q }, { token });
    // The counts are kept in memory and written in batches (query-counts.ts): written now.
    await flushQueryCounts(db);
    // ...and one visitor asking it 40 times must not put the sentence before every shopper.
    const popular = (await kit.call(searchCalls.catalog, { q: '' })).data.popular.map((p) => p.query);
    expect(popular).not.toContain(q);
    expect(popular.some((p) => /никогда|нельзя/.test(p))).toBe(false);
  }, 60_000);
});
