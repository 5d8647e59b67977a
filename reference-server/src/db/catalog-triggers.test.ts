import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import { seed } from '../seed/seed';
import type { Db } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

// Which writes count as catalogue changes (migrations 003 and 012). Orders take and give back stock
// all the time; only what a memo shows may bump the version row inside their transactions: whether a
// product can be had in a city's shops, never a count, never the delivery warehouse.

describe('the catalogue version on stock and product writes', () => {
  let db: Db;
  let product: number;
  let shops: number[];

  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    await seed(db, { products: 60 });
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_available ORDER BY id LIMIT 1',
    );
    product = row?.id ?? 0;
    shops = (await db.query<{ id: number }>('SELECT id FROM shops ORDER BY id LIMIT 2')).map((s) => s.id);
    await db.query('DELETE FROM stock WHERE product_id = $1', [product]);
    await db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, 5)', [
      product,
      shops[0] ?? 0,
    ]);
  });
  afterAll(() => db.close());

  const version = async () =>
    Number((await db.query<{ version: string }>('SELECT version FROM catalog_version'))[0]?.version);
  /** Whether `sql` moved the version row. */
  const bumps = async (sql: string, params: Array<number | string> = []) => {
    const before = await version();
    await db.query(sql, params);
    return (await version()) !== before;
  };

  it('leaves it alone for counts that stay above zero and for the delivery warehouse', async () => {
    expect(await bumps('UPDATE stock SET quantity = 3 WHERE product_id = $1', [product])).toBe(false);
    expect(
      await bumps('UPDATE products SET delivery_stock = delivery_stock + 7 WHERE id = $1', [product]),
    ).toBe(false);
    expect(await bumps('UPDATE products SET delivery_stock = 0 WHERE id = $1', [product])).toBe(false);
  });

  it('bumps it when a shop runs out or gets some again, a row moves, or stock rows come and go', async () => {
    expect(await bumps('UPDATE stock SET quantity = 0 WHERE product_id = $1', [product])).toBe(true);
    expect(await bumps('UPDATE stock SET quantity = 2 WHERE product_id = $1', [product])).toBe(true);
    expect(await bumps('UPDATE stock SET shop_id = $2 WHERE product_id = $1', [product, shops[1] ?? 0])).toBe(
      true,
    );
    expect(await bumps('DELETE FROM stock WHERE product_id = $1', [product])).toBe(true);
    expect(
      await bumps('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, 5)', [
        product,
        shops[0] ?? 0,
      ]),
    ).toBe(true);
  });

  it('bumps it for an edit of any product column but the warehouse count', async () => {
    expect(await bumps('UPDATE products SET price = price + 1 WHERE id = $1', [product])).toBe(true);
    expect(await bumps('UPDATE products SET is_available = is_available WHERE id = $1', [product])).toBe(
      true,
    );
    // A column added to products later must join the trigger (migration 012 names every one).
    const [trigger] = await db.query<{ named: string[]; all: string[] }>(
      `SELECT
         ARRAY(SELECT a.attname::text FROM pg_attribute a
               WHERE a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr::int2[]) ORDER BY a.attname) AS named,
         ARRAY(SELECT a.attname::text FROM pg_attribute a
               WHERE a.attrelid = t.tgrelid AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'delivery_stock'
               ORDER BY a.attname) AS all
       FROM pg_trigger t WHERE t.tgname = 'products_edited' AND t.tgrelid = 'products'::regclass`,
    );
    expect(trigger?.all).toContain('price');
    expect(trigger?.named).toEqual(trigger?.all);
  });

  it('shows a card of the home page as picked up today until its city’s last unit is gone', async () => {
    const api = createApi({ db });
    const cards = async () => {
      const response = await api.fetch(new Request('http://api.test/api/v4/pages/main'));
      const body = (await response.json()) as {
        data: { hits: Array<{ id: number; deliveryShort: string }> };
      };
      return body.data.hits;
    };
    const [hit] = await cards();
    const id = hit?.id ?? 0;
    const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE is_default');
    const cityShops = (
      await db.query<{ id: number }>('SELECT id FROM shops WHERE city_id = $1 ORDER BY id', [city?.id ?? 0])
    ).map((s) => s.id);
    await db.query('DELETE FROM stock WHERE product_id = $1', [id]);
    await db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, 2)', [
      id,
      cityShops[0] ?? 0,
    ]);
    const shown = async () => (await cards()).find((c) => c.id === id)?.deliveryShort;
    // The day depends on the clock and the shops' hours (§2.2 stores/): today, tomorrow or a date.
    await vi.waitFor(async () => expect(await shown()).toMatch(/^Самовывоз (сегодня|завтра|\d+ [а-я]+)$/));
    // As orders take it: one unit, then the last.
    await db.query('UPDATE stock SET quantity = quantity - 1 WHERE product_id = $1', [id]);
    await db.query('UPDATE stock SET quantity = quantity - 1 WHERE product_id = $1', [id]);
    await vi.waitFor(async () => expect(await shown()).toBe('Доставка от 2 дней'));
  });
});
