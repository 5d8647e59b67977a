import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { countedOrders, foldOrderCounts } from './order-counts';

// Support's list total (migration 014) under races on a real PostgreSQL: checkouts, cancels and folds
// at once over many connections must leave the counts exact, and no writer waits on another's count.

describe('order counts under concurrent writes', () => {
  const schema = uniqueSchema('counts');
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({ url: TEST_URL, schema, statementTimeoutMs: 0, onWarning: () => {} });
    await migrate(db);
    await seed(db, { products: 50, accounts: 50, orders: 200 });
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  /** A new order like order `id` (a checkout), placed now with its own numbers. */
  const checkout = (id: number, n: number) =>
    db.query(
      `INSERT INTO orders
       SELECT (jsonb_populate_record(o, jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('orders', 'id')), 'number', $2::text, 'account_number', $2::text,
         'status', 'new', 'payment_status', 'unpaid', 'created_at', now()))).*
       FROM orders o WHERE o.id = $1`,
      [id, `RACE-${n}`],
    );
  const cancel = (id: number) =>
    db.query(`UPDATE orders SET status = 'cancelled', payment_status = 'refunded' WHERE id = $1`, [id]);
  const real = async (where: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE ${where}`))[0]?.n;

  it('stay exact through twenty checkouts, twenty cancels and twenty folds at once', async () => {
    const ids = (await db.query<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 40')).map(
      (r) => r.id,
    );
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      writes.push(checkout(ids[i] as number, i), cancel(ids[20 + i] as number), foldOrderCounts(db));
    }
    await Promise.all(writes);
    expect(await countedOrders(db, { statuses: null, payments: null })).toBe(await real('true'));
    expect(await countedOrders(db, { statuses: ['new'], payments: ['unpaid'] })).toBe(
      await real(`status = 'new' AND payment_status = 'unpaid'`),
    );
    expect(await countedOrders(db, { statuses: ['cancelled'], payments: null })).toBe(
      await real(`status = 'cancelled'`),
    );
    await foldOrderCounts(db);
    expect(await countedOrders(db, { statuses: null, payments: null })).toBe(await real('true'));
  });
});
