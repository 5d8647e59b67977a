import { ordersCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { newKey, ordersKit } from '../testing/orders-kit';
import { ORDERS_NOW } from '../testing/orders-suite';

// A PostgreSQL connection dropped in the middle of a checkout (the server restarted, an operator's
// pg_terminate_backend, a network cut): the request in flight fails as "unavailable" and loses
// nothing, and the shopper's retry with the same Idempotency-Key places the order exactly once.

/** `db`, whose transactions lose their connection just before a statement matching `at`, once armed. */
function droppingAt(db: Db, at: RegExp) {
  const fault = { armed: false, fired: 0 };
  const wrap = (inner: Db): Db => ({
    ...inner,
    kind: inner.kind,
    inTransaction: inner.inTransaction,
    query: async (sql, params) => {
      if (inner.inTransaction && fault.armed && at.test(sql)) {
        fault.armed = false;
        fault.fired++;
        // The transaction's own backend is ended, as pg_terminate_backend from elsewhere would.
        await inner.query('SELECT pg_terminate_backend(pg_backend_pid())');
      }
      return inner.query(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    withLock: (name, fn) => inner.withLock(name, fn),
    watchCatalog: (onChange) => inner.watchCatalog(onChange),
    close: () => inner.close(),
  });
  return { db: wrap(db), fault };
}

describe('a checkout whose PostgreSQL connection drops mid-transaction', () => {
  const schema = uniqueSchema('checkout_faults');
  let db: Db;
  /** Each case its own product. */
  let skip = 0;

  beforeAll(async () => {
    db = await openDatabase({ url: TEST_URL, schema, poolSize: 4, onWarning: () => {} });
    await migrate(db);
    await seed(db, { products: 60 });
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  for (const [where, at] of [
    ['after the stock is taken', /INSERT INTO order_lines/],
    ['after the ordered lines leave the basket', /UPDATE basket_state SET promo_code = ''/],
    ['while the answer is kept under its key', /UPDATE idempotency_keys SET status/],
  ] as const) {
    it(`${where}: 503, nothing kept, and the retry with the key places one order`, async () => {
      const { db: faulty, fault } = droppingAt(db, at);
      const kit = ordersKit(faulty, () => ORDERS_NOW);
      const p = await kit.stockedProduct({ delivery: 5, price: 1990, skip: skip++ });
      const shopper = await kit.guest();
      await kit.fillBasket(shopper.fUserId, [{ id: p.id, quantity: 2 }]);
      const version = await kit.basketVersion(shopper);
      const key = newKey();
      const place = () =>
        kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), { token: shopper.token, key });

      fault.armed = true;
      const dropped = await place();
      expect(fault.fired).toBe(1);
      expect(dropped).toMatchObject({ status: 503, code: 'unavailable' });
      expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      expect(await kit.stockOf(p.id)).toBe(5);
      expect(
        await kit.count('SELECT 1 FROM basket_lines WHERE f_user_id = $1 AND quantity = 2', [
          shopper.fUserId,
        ]),
      ).toBe(1);
      expect(await kit.count('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toBe(0);

      const retried = await place();
      expect(retried.status, JSON.stringify(retried.errors)).toBe(200);
      const again = await place();
      expect(again.data.order.id).toBe(retried.data.order.id);
      expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(1);
      expect(await kit.stockOf(p.id)).toBe(3);
      expect(await kit.count('SELECT 1 FROM basket_lines WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
    });
  }
});
