import { shopsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { accountKit } from '../testing/account-kit';

// The shops and the locations lookup on PostgreSQL, as two servers on one schema: migration 023 runs
// there, and a write to `locations` by one process reaches the other's memo (its catalogue trigger).
describe('shops and locations on PostgreSQL', () => {
  const schema = uniqueSchema('shops');
  let a: Db;
  let b: Db;
  let kitB: ReturnType<typeof accountKit>;
  // Thursday 26 November 2026, noon in Moscow.
  const now = Date.parse('2026-11-26T12:00:00+03:00');

  beforeAll(async () => {
    a = await openDatabase({ url: TEST_URL, schema });
    b = await openDatabase({ url: TEST_URL, schema });
    await migrate(a);
    await seed(a, { products: 40 });
    kitB = accountKit(b, () => now);
  }, 120_000);
  afterAll(async () => {
    await b.close();
    await a.exec(`DROP SCHEMA ${schema} CASCADE`);
    await a.close();
  });

  it('answers the shops page and a shop with open now by Moscow time', async () => {
    const page = await kitB.call(shopsCalls.pages, {});
    expect(page.status).toBe(200);
    expect(page.data.shops.map((s) => s.openState.text)).toEqual(Array(3).fill('Открыто до 20:00'));
    const shop = await kitB.call(shopsCalls.shop, { code: page.data.shops[0]?.code ?? '' });
    expect(shop.data.shop.directions.length).toBeGreaterThan(0);
  });

  it("sees another process's change of a street at once", async () => {
    const [row] = await a.query<{ id: string; parent_id: string }>(
      `SELECT id, parent_id FROM locations WHERE name = 'ул. Победы' AND parent_id = (SELECT location_id FROM cities WHERE name = 'Ярославль')`,
    );
    const find = async () =>
      (
        await kitB.call(shopsCalls.locationChildren, { parentId: row?.parent_id ?? '', q: 'побе' })
      ).data.items.map((l) => l.name);
    expect(await find()).toEqual(['ул. Победы']);
    await a.query(`UPDATE locations SET name = 'проспект Победы' WHERE id = $1`, [row?.id ?? '']);
    await vi.waitFor(async () => expect(await find()).toEqual(['проспект Победы']), { timeout: 10_000 });
  });
});
