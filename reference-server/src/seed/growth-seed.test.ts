import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { countedOrders, foldOrderCounts } from '../orders/order-counts';
import { seed } from './seed';

// The bulk accounts and orders on a small store: what a shopper and support read must add up as a
// real checkout's would, and the same seed must give the same store.

const SIZE = { products: 300, accounts: 300, orders: 3000, seed: 7 };

/** A digest of what the generator decides (ids, buyers, dates, statuses, money, lines). */
async function digest(db: Db): Promise<Record<string, string>> {
  const [row] = await db.query<{ orders: string; lines: string; users: string }>(
    `SELECT
       (SELECT md5(string_agg(concat_ws('|', id, number, f_user_id, user_id, created_at, status, payment_status,
          pay_system, delivery_type, city_id, shop_id, address, delivery_date, total_kopecks, paid_kopecks, name,
          phone, email), ',' ORDER BY id)) FROM orders) AS orders,
       (SELECT md5(string_agg(concat_ws('|', order_id, product_id, quantity, price_kopecks, sort), ','
          ORDER BY order_id, sort)) FROM order_lines) AS lines,
       (SELECT md5(string_agg(concat_ws('|', id, type, phone, email, first_name, last_name, groups, created_at), ','
          ORDER BY id)) FROM users) AS users`,
  );
  return row as Record<string, string>;
}

describe('the growth seed (accounts and orders)', () => {
  let db: Db;
  let first: Record<string, string>;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, SIZE);
    first = await digest(db);
  });
  afterAll(() => db.close());

  it('writes as many accounts and orders as asked, every order with lines', async () => {
    const [row] = await db.query<{ bulk: number; orders: number; bare: number; lines: number }>(
      `SELECT (SELECT count(*)::int FROM users WHERE id > 100) AS bulk,
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)) AS bare,
              (SELECT count(*)::int FROM order_lines) AS lines`,
    );
    expect(row).toMatchObject({ bulk: SIZE.accounts, orders: SIZE.orders, bare: 0 });
    expect(row?.lines).toBeGreaterThan(SIZE.orders);
  });

  it('makes totals that add up: lines to goods, goods less promo and bonuses plus delivery to the total', async () => {
    const wrong = await db.query(
      `SELECT o.number FROM orders o
         JOIN (SELECT order_id, sum(price_kopecks * quantity) AS goods, sum(base_price_kopecks * quantity) AS base
                 FROM order_lines GROUP BY order_id) l ON l.order_id = o.id
        WHERE o.goods_kopecks <> l.goods OR o.base_kopecks <> l.base OR o.base_kopecks < o.goods_kopecks
           OR o.total_kopecks <> o.goods_kopecks - o.promo_kopecks - o.bonuses_spent * 100 + o.delivery_kopecks
           OR o.total_kopecks <= 0
           OR o.paid_kopecks <> CASE WHEN o.payment_status IN ('paid', 'refunded') THEN o.total_kopecks ELSE 0 END
           OR (o.promo_code = '') <> (o.promo_kopecks = 0)
           OR (o.delivery_type = 'pickup') <> (o.shop_id IS NOT NULL)
           OR (o.status = 'cancelled') <> (o.cancel_reason_id IS NOT NULL)`,
    );
    expect(wrong).toEqual([]);
  });

  it('is believable: three years of orders, most done and paid, a few on their way, numbers in time order', async () => {
    const [row] = await db.query<{
      first: string;
      last: string;
      done: number;
      cancelled: number;
      active: number;
      guests: number;
      unordered: number;
      statuses: number;
    }>(
      `SELECT min(created_at)::date::text AS first, max(created_at)::date::text AS last,
         avg((status = 'done')::int)::float8 AS done, avg((status = 'cancelled')::int)::float8 AS cancelled,
         count(*) FILTER (WHERE status NOT IN ('done', 'cancelled'))::int AS active,
         avg((user_id IS NULL)::int)::float8 AS guests,
         count(DISTINCT status)::int AS statuses,
         (SELECT count(*)::int FROM (SELECT created_at < lag(created_at) OVER (ORDER BY id) AS back FROM orders) s
           WHERE back) AS unordered
       FROM orders`,
    );
    expect(row?.first.slice(0, 4)).toBe('2023');
    expect(row?.last).toBe('2026-10-01');
    expect(row?.done).toBeGreaterThan(0.8);
    expect(row?.cancelled).toBeGreaterThan(0.04);
    expect(row?.cancelled).toBeLessThan(0.12);
    expect(row?.active).toBeGreaterThan(0);
    expect(row?.statuses).toBe(7);
    expect(row?.guests).toBeGreaterThan(0.15);
    expect(row?.guests).toBeLessThan(0.35);
    expect(row?.unordered).toBe(0);
    const [done] = await db.query<{ unpaid: number }>(
      `SELECT count(*)::int AS unpaid FROM orders WHERE status = 'done' AND payment_status <> 'paid'`,
    );
    expect(done?.unpaid).toBe(0);
  });

  it('gives an account its own orders with its own contacts, and the next checkout a free number', async () => {
    const mismatched = await db.query(
      `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
        WHERE o.f_user_id <> u.f_user_id OR o.phone <> u.phone OR 'operator' = ANY(u.groups)`,
    );
    expect(mismatched).toEqual([]);
    const [next] = await db.query<{ n: string }>(`SELECT nextval('order_numbers')::text AS n`);
    expect(next?.n).toBe(String(100_001 + SIZE.orders));
  });

  it('counts the orders per day, status and payment as the orders themselves say', async () => {
    const diff = await db.query(
      `SELECT day, status, payment_status FROM (
         SELECT moscow_day(created_at) AS day, status, payment_status, count(*) AS n FROM orders GROUP BY 1, 2, 3
       ) o FULL JOIN (
         SELECT day, status, payment_status, sum(n) AS n FROM (
           SELECT * FROM order_counts UNION ALL SELECT * FROM order_count_changes) c GROUP BY 1, 2, 3 HAVING sum(n) <> 0
       ) c USING (day, status, payment_status)
       WHERE o.n IS DISTINCT FROM c.n`,
    );
    expect(diff).toEqual([]);
  });

  it('keeps the counts exact through updates, deletes and a fold, and empties them with the orders', async () => {
    const real = async (where: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${where}`))[0]?.n;
    const counted = (statuses: string[] | null, payments: string[] | null = null) =>
      countedOrders(db, { statuses, payments });
    await db.exec(
      `UPDATE orders SET status = 'cancelled', payment_status = 'refunded' WHERE id IN (2990, 2991)`,
    );
    await db.exec(`UPDATE orders SET comment = 'без изменений в счёте' WHERE id = 2992`);
    await db.exec('DELETE FROM order_lines WHERE order_id = 2993; DELETE FROM orders WHERE id = 2993');
    expect(await counted(['cancelled'], ['refunded'])).toBe(
      await real(`status = 'cancelled' AND payment_status = 'refunded'`),
    );
    expect(await counted(null)).toBe(SIZE.orders - 1);
    await foldOrderCounts(db);
    expect(await counted(['new', 'confirmed'])).toBe(await real(`status IN ('new', 'confirmed')`));
    expect(await counted(null)).toBe(SIZE.orders - 1);
  });

  it('gives the same store for the same seed, and another for another seed', async () => {
    await seed(db, SIZE);
    expect(await digest(db)).toEqual(first);
    await seed(db, { ...SIZE, seed: 8 });
    const other = await digest(db);
    expect(other.orders).not.toBe(first.orders);
    expect(other.users).not.toBe(first.users);
  });

  it('empties the counts when the orders are truncated', async () => {
    await db.exec('TRUNCATE orders CASCADE');
    expect(await countedOrders(db, { statuses: null, payments: null })).toBe(0);
  });

  it('refuses sizes past its bounds with the bound in the message', async () => {
    await expect(seed(db, { products: 10, orders: 1_000_001 })).rejects.toThrow(
      'orders must be an integer from 0 to 1000000, got 1000001',
    );
    await expect(seed(db, { products: 10, accounts: -1 })).rejects.toThrow(
      'accounts must be an integer from 0 to 100000, got -1',
    );
  });
});
