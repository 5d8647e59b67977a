import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../reference-server/src/db/database';
import { openDatabase } from '../../reference-server/src/db/open-database';
import { guestTokenOf } from '../../reference-server/src/testing/account-kit';
import { checkoutForm } from '../../reference-server/src/testing/orders-kit';
import { killStartedApis, startApi } from '../support/start-api';

// Crash safety of checkout: the API runs as a child process (as `verstak-server` runs it) with
// VERSTAK_FAULT_POINT naming a point of checkout where it kills itself with SIGKILL. After each kill
// the server is started again and the test asserts that either the whole order exists with its
// reservations or nothing of it does and the stock is intact, and that a retry with the same
// Idempotency-Key then gives exactly one order. On PGlite (a data folder) and, with
// TEST_DATABASE_URL, on a real PostgreSQL (a database of its own).

/**
 * Where checkout is cut, and whether the order was committed by then: mid-transaction with the stock
 * already taken, with everything written but not committed, and committed with the answer lost.
 * (The fault hook has more points — after the key's claim, after the order's rows — which are
 * the same case as the first for the database: an open transaction.)
 */
const POINTS = [
  { point: 'checkout:after-reserve', committed: false },
  { point: 'checkout:before-commit', committed: false },
  { point: 'checkout:after-commit', committed: true },
] as const;

/** The warehouse units the product starts with. */
const INITIAL_STOCK = 100;
/** Units each order takes. */
const QUANTITY = 2;

const folders: string[] = [];

/** An answer's body. */
// biome-ignore lint/suspicious/noExplicitAny: the drill reads answers by path
type Body = { data: any; code?: string };

/** A shopper's calls to one running server. */
function shopperOn(port: number, token: string) {
  const base = `http://localhost:${port}/api/v4`;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get(path: string) {
      const response = await fetch(`${base}${path}`, { headers });
      return { status: response.status, body: (await response.json()) as Body };
    },
    async post(path: string, body: URLSearchParams | FormData, key?: string) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { ...headers, ...(key ? { 'Idempotency-Key': key } : {}) },
        body,
      });
      return { status: response.status, body: (await response.json()) as Body };
    },
  };
}

/**
 * A guest with the product in their basket, made while no server runs: the line goes straight into
 * the table, and the guest's token is signed with the store's own session key.
 */
async function guestWithBasket(db: Db, productId: number): Promise<string> {
  const fUserId = randomUUID();
  await db.query('INSERT INTO basket_lines (f_user_id, product_id, quantity) VALUES ($1, $2, $3)', [
    fUserId,
    productId,
    QUANTITY,
  ]);
  return guestTokenOf(db, fUserId, Date.now());
}

/** The product the orders buy: the first available one, given a known warehouse stock and no shop stock. */
async function prepareProduct(db: Db): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE is_available ORDER BY id LIMIT 1',
  );
  const id = row?.id as number;
  await db.query('UPDATE products SET delivery_stock = $2 WHERE id = $1', [id, INITIAL_STOCK]);
  await db.query('DELETE FROM stock WHERE product_id = $1', [id]);
  return id;
}

/** The invariants after every crash and restart: stock + holds = the start, holds = ordered lines. */
async function assertConsistent(db: Db, productId: number, orders: number): Promise<void> {
  const [stock] = await db.query<{ left: number; held: number; ordered: number; orders: number }>(
    `SELECT p.delivery_stock AS left,
       (SELECT coalesce(sum(quantity), 0)::int FROM order_reservations WHERE product_id = p.id) AS held,
       (SELECT coalesce(sum(quantity), 0)::int FROM order_lines WHERE product_id = p.id) AS ordered,
       (SELECT count(*)::int FROM orders) AS orders
     FROM products p WHERE p.id = $1`,
    [productId],
  );
  expect(stock).toEqual({
    left: INITIAL_STOCK - orders * QUANTITY,
    held: orders * QUANTITY,
    ordered: orders * QUANTITY,
    orders,
  });
  // No order without its lines and holds, none half-written.
  const partial = await db.query(
    `SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)
       OR NOT EXISTS (SELECT 1 FROM order_reservations r WHERE r.order_id = o.id)
       OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.kind = 'placed')`,
  );
  expect(partial).toEqual([]);
}

/**
 * The crash drill on one store: `env` points the server at it, `openStore` opens it directly while
 * no server runs.
 */
async function drill(env: Record<string, string>, openStore: () => Promise<Db>): Promise<void> {
  // First start: migrate and seed; then give the product a known stock.
  const setup = startApi(env);
  await setup.listening();
  await setup.stop();
  let db = await openStore();
  const productId = await prepareProduct(db);
  await db.close();

  let placed = 0;
  for (const { point, committed } of POINTS) {
    db = await openStore();
    const token = await guestWithBasket(db, productId);
    await db.close();
    const doomed = startApi({ ...env, VERSTAK_FAULT_POINT: point });
    const port = await doomed.listening();
    const shopper = shopperOn(port, token);
    const version = (await shopper.get('/pages/personal/orders/make')).body.data.basket.version as string;
    const key = randomUUID();
    // The process dies mid-checkout: the connection drops without an answer.
    await expect(shopper.post('/catalog/orders/make', checkoutForm(version), key)).rejects.toThrow();
    expect(await doomed.exited).toBe('SIGKILL');

    db = await openStore();
    await assertConsistent(db, productId, placed + (committed ? 1 : 0));
    await db.close();

    // The shopper retries with the same key on the restarted server: exactly one order.
    const again = startApi(env);
    const retryPort = await again.listening();
    const retrier = shopperOn(retryPort, token);
    const retry = await retrier.post('/catalog/orders/make', checkoutForm(version), key);
    expect(retry.status, `${point}: ${JSON.stringify(retry.body)}`).toBe(200);
    const twice = await retrier.post('/catalog/orders/make', checkoutForm(version), key);
    expect(twice.body.data.order.id).toBe(retry.body.data.order.id);
    const mine = await retrier.get('/pages/personal/orders');
    expect(mine.body.data.items.map((o: { id: number }) => o.id)).toEqual([retry.body.data.order.id]);
    await again.stop();
    placed += 1;

    db = await openStore();
    await assertConsistent(db, productId, placed);
    await db.close();
  }
}

afterEach(killStartedApis);
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('checkout survives SIGKILL at any point', { timeout: 600_000 }, () => {
  it('on PGlite: a killed checkout leaves a whole order or none, and a retry with its key makes exactly one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verstak-crash-'));
    folders.push(dir);
    const dataDir = join(dir, 'store');
    await drill({ DATA_DIR: dataDir }, () => openDatabase({ dataDir }));
  });

  // With TEST_DATABASE_URL (CI's local server), the same drill on PostgreSQL.
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl)
    it('on PostgreSQL: the same, with the server killed mid-transaction', async () => {
      const name = `verstak_crash_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(pgUrl as string);
      url.pathname = `/${name}`;
      try {
        await drill({ DATABASE_URL: url.toString() }, () =>
          openDatabase({ url: url.toString(), onWarning: () => {} }),
        );
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
});
