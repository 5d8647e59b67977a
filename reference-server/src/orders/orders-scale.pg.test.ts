import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, SqlParam } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { findOrderRow } from '../support/find-order-row';
import { listSupportOrders, type SupportOrderFilter } from '../support/support-orders';
import { foldOrderCounts } from './order-counts';
import { listOrders } from './order-list';

// Orders at scale (issue 16 §4) on a real PostgreSQL: at 20,000 orders the planner already prefers
// a scan to a poor index, so the plans asserted here are the ones tests/bench/orders-at-scale.mjs
// shows at a million: every list, lookup and buyer's page reads an index, never every order.

interface Statement {
  sql: string;
  params: readonly SqlParam[];
}

/** `db` that keeps the statements run through it. */
function recording(db: Db, into: Statement[]): Db {
  return {
    ...db,
    kind: db.kind,
    inTransaction: db.inTransaction,
    query: (sql, params = []) => {
      into.push({ sql, params: [...params] });
      return db.query(sql, params);
    },
  };
}

describe('orders at scale on a real PostgreSQL', () => {
  const schema = uniqueSchema('scale');
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({ url: TEST_URL, schema, statementTimeoutMs: 0, onWarning: () => {} });
    await migrate(db);
    await seed(db, { products: 200, accounts: 2000, orders: 20_000 });
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  /** The text plans of the SELECTs `run` makes. */
  async function plansOf(run: (db: Db) => Promise<unknown>): Promise<string[]> {
    const statements: Statement[] = [];
    await run(recording(db, statements));
    const plans: string[] = [];
    for (const { sql, params } of statements) {
      if (!/^\s*SELECT/i.test(sql)) continue;
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  const support = (filter: SupportOrderFilter) => (recorded: Db) => listSupportOrders(recorded, filter);

  it.each([
    ['no filter', {}, 'orders_created'],
    ['status active', { status: 'active' }, 'orders_active'],
    ['a status, a later page', { status: 'cancelled', page: 3 }, 'orders_status'],
    ['not paid since a day', { payment: 'not_paid', from: '2026-06-01' }, 'orders_not_paid'],
    [
      'a payment status within days',
      { payment: 'refunded', from: '2025-01-01', to: '2025-12-31' },
      'orders_payment',
    ],
  ] as const)(
    'support lists orders (%s) from %s, never scanning the orders',
    async (_title, filter, index) => {
      const plans = await plansOf(support(filter));
      expect(plans.join('\n')).toContain(index);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on orders/);
    },
  );

  it("support lists a customer's orders by their phone's and account's indexes", async () => {
    const [busy] = await db.query<{ phone: string }>(
      'SELECT phone FROM orders WHERE user_id IS NOT NULL GROUP BY phone ORDER BY count(*) DESC LIMIT 1',
    );
    const plans = (await plansOf(support({ customer: busy?.phone }))).join('\n');
    expect(plans).toContain('orders_phone');
    expect(plans).toContain('orders_user');
    expect(plans).not.toMatch(/Seq Scan on orders|orders_created/);
  });

  it("a customer's total counts their orders and their account's, on a page past the last too", async () => {
    const [busy] = await db.query<{ phone: string; n: number }>(
      `SELECT u.phone, (SELECT count(*)::int FROM orders o WHERE o.phone = u.phone OR o.user_id = u.id) AS n
         FROM users u WHERE u.id = (SELECT user_id FROM orders WHERE user_id IS NOT NULL
                                     GROUP BY user_id ORDER BY count(*) DESC LIMIT 1)`,
    );
    const first = await listSupportOrders(db, { customer: busy?.phone, limit: 5 });
    expect(first.total).toBe(busy?.n);
    expect(first.items).toHaveLength(5);
    const past = await listSupportOrders(db, { customer: busy?.phone, limit: 5, page: 10_000 });
    expect(past).toEqual({ total: busy?.n, items: [] });
  });

  it.each([
    ['no filter', {}, ''],
    ['not paid', { payment: 'not_paid' }, "WHERE payment_status IN ('unpaid', 'pending', 'failed')"],
  ] as const)(
    'a deep page (%s) is the same orders an OFFSET gives, read from the day it starts on',
    async (_t, filter, where) => {
      const deep = await listSupportOrders(db, { ...filter, limit: 100, page: 30 });
      const expected = await db.query<{ number: string }>(
        `SELECT number FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 2900`,
      );
      expect(deep.items.map((o) => o.number)).toEqual(expected.map((o) => o.number));
      const plans = (await plansOf(support({ ...filter, limit: 100, page: 30 }))).join('\n');
      expect(plans).not.toMatch(/Seq Scan on orders/);
      const past = await listSupportOrders(db, { ...filter, limit: 200, page: 10_000 });
      expect(past).toEqual({ total: deep.total, items: [] });
    },
  );

  it('support finds an order by its digits through the digits index', async () => {
    const plans = (await plansOf((recorded) => findOrderRow(recorded, '112345'))).join('\n');
    expect(plans).toContain('orders_number_digits');
    expect(plans).not.toMatch(/Seq Scan on orders/);
  });

  it("a buyer's orders page reads the buyer's orders by index, not every order newest first", async () => {
    const [busy] = await db.query<{ user_id: number; f_user_id: string }>(
      'SELECT user_id, min(f_user_id) AS f_user_id FROM orders WHERE user_id IS NOT NULL GROUP BY user_id ORDER BY count(*) DESC LIMIT 1',
    );
    const visitor = { fUserId: busy?.f_user_id ?? '', userId: busy?.user_id ?? null };
    const plans = (
      await plansOf((recorded) => listOrders(recorded, visitor, { page: 2, status: 'all' }))
    ).join('\n');
    expect(plans).toContain('orders_visitor');
    expect(plans).not.toMatch(/Seq Scan on orders|orders_created/);
  });

  it("the list's total is the number of matching orders, through writes of every kind", async () => {
    const filters: SupportOrderFilter[] = [
      {},
      { status: 'active' },
      { status: 'cancelled', payment: 'refunded' },
      { payment: 'not_paid', from: '2026-03-01', to: '2026-09-30' },
    ];
    const where = (f: SupportOrderFilter) =>
      [
        f.status === 'active'
          ? "status NOT IN ('done', 'cancelled')"
          : f.status
            ? `status = '${f.status}'`
            : '',
        f.payment === 'not_paid'
          ? "payment_status IN ('unpaid', 'pending', 'failed')"
          : f.payment
            ? `payment_status = '${f.payment}'`
            : '',
        f.from ? `created_at >= '${f.from}T00:00:00+03:00'` : '',
        f.to ? `created_at < '${f.to}T00:00:00+03:00'::timestamptz + interval '1 day'` : '',
      ]
        .filter(Boolean)
        .join(' AND ') || 'true';
    const check = async () => {
      for (const filter of filters) {
        const [real] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM orders WHERE ${where(filter)}`,
        );
        expect((await listSupportOrders(db, { ...filter, limit: 1 })).total, JSON.stringify(filter)).toBe(
          real?.n,
        );
      }
    };
    await check();
    // A cancel with a refund, a payment, a delete, a move across days, and a new order.
    await db.exec(
      `UPDATE orders SET status = 'cancelled', payment_status = 'refunded' WHERE id IN (19990, 19991)`,
    );
    await db.exec(`UPDATE orders SET payment_status = 'paid' WHERE id = 19995`);
    await db.exec(`DELETE FROM order_lines WHERE order_id = 19980; DELETE FROM orders WHERE id = 19980`);
    await db.exec(`UPDATE orders SET created_at = created_at - interval '200 days' WHERE id = 19970`);
    await db.exec(
      `INSERT INTO orders (number, account_number, f_user_id, pay_system, delivery_type, city_id, delivery_date,
         goods_kopecks, base_kopecks, total_kopecks, name, phone, created_at)
       VALUES ('В-999999', 'СЧ-999999', 'scale-test', 'card', 'courier', 1, '2026-07-02', 100, 100, 100, 'Тест',
         '+7 (999) 000-00-00', '2026-07-01T12:00:00Z')`,
    );
    await check();
    await foldOrderCounts(db);
    const [pending] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_count_changes');
    expect(pending?.n).toBe(0);
    await check();
  });
});
