import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../reference-server/src/db/database';
import { migrate } from '../../reference-server/src/db/migrate';
import { openDatabase } from '../../reference-server/src/db/open-database';
import { startPaymentSandbox } from '../../reference-server/src/payment-sandbox/start-payment-sandbox';
import { seed } from '../../reference-server/src/seed/seed';
import { guestTokenOf } from '../../reference-server/src/testing/account-kit';
import {
  decideOnPayPage,
  heldTimers,
  placeOrder,
  type TestOrder,
} from '../../reference-server/src/testing/payments-kit';
import { freePort } from '../support/free-port';
import { killStartedApis, startApi } from '../support/start-api';

// A store killed (SIGKILL, VERSTAK_FAULT_POINT) while it handles the provider's notification loses
// nothing and pays nothing twice: the sandbox (in this process, its retries fired by the test) retries
// after the restart and the order ends paid exactly once. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

const SECRET = 'fault-test-secret-0123456789';
const PG_URL = process.env.TEST_DATABASE_URL;

const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verstak-payment-crash-'));
  folders.push(dir);
  return dir;
}

/** Where the store's data is, for the test and for the store process. */
interface Engine {
  name: string;
  /** Opens the store's database in this process. */
  open(): Promise<Db>;
  /** The store process's environment for the same database. */
  env(): Record<string, string>;
  dispose(): Promise<void>;
}

function pgliteEngine(): Engine {
  const dir = folder();
  return {
    name: 'PGlite',
    open: () => openDatabase({ dataDir: join(dir, 'pglite') }),
    env: () => ({ DATA_DIR: join(dir, 'pglite') }),
    dispose: async () => {},
  };
}

function postgresEngine(url: string): Engine {
  const schema = `verstak_paycrash_${process.pid}_${Date.now()}`;
  const separator = url.includes('?') ? '&' : '?';
  return {
    name: 'PostgreSQL',
    open: () => openDatabase({ url, schema }),
    env: () => ({
      DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    }),
    dispose: async () => {
      const db = await openDatabase({ url, schema });
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** Starts the API process on `port`, in a folder of its own; resolves once it listens. */
async function startStore(port: number, env: Record<string, string>) {
  const store = startApi({ PORT: String(port), PAYMENT_NOTIFY_SECRET: SECRET, ...env }, folder());
  await store.listening();
  return store;
}

afterEach(killStartedApis);
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const engines: Array<() => Engine> = [pgliteEngine, ...(PG_URL ? [() => postgresEngine(PG_URL)] : [])];

describe.each(engines.map((make) => ({ make, name: make === pgliteEngine ? 'PGlite' : 'PostgreSQL' })))(
  'a store killed while it takes a payment notification, on $name',
  ({ make }) => {
    const engine = make();
    const fUserId = '20000000-0000-4000-8000-000000000001';
    let orders: TestOrder[] = [];
    let token = '';

    // One store's data for all kill points: the catalogue and four orders of a guest, placed first.
    beforeAll(async () => {
      const db = await engine.open();
      await migrate(db);
      await seed(db, { products: 30 });
      orders = [];
      for (let i = 0; i < 4; i++) orders.push(await placeOrder(db, { fUserId }, 777_700));
      token = await guestTokenOf(db, fUserId, Date.now());
      await db.close();
    }, 300_000);
    afterAll(() => engine.dispose());

    it.each([
      { point: 'payment-notification:before-commit', index: 0 },
      { point: 'payment-notification:after-commit', index: 1 },
    ])(
      'killed at $point: after the restart the sandbox retries and the order is paid exactly once',
      async ({ point, index }) => {
        const order = orders[index] as TestOrder;
        const timers = heldTimers();
        const sandboxDir = folder();
        let sandbox = await startPaymentSandbox({
          port: 0,
          secret: SECRET,
          dataDir: sandboxDir,
          timers,
          log: () => {},
        });
        const port = await freePort();
        const env = { ...engine.env(), PAYMENT_SANDBOX_URL: sandbox.url };
        const store = await startStore(port, { ...env, VERSTAK_FAULT_POINT: point });

        const created = await fetch(`http://localhost:${port}/api/v4/catalog/payments/create`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `orderId=${order.id}`,
        });
        expect(created.status).toBe(200);
        const payment = ((await created.json()) as { data: { id: string; url: string } }).data;
        expect((await fetch(payment.url)).status).toBe(200);

        // The shopper pays; the store dies while it handles the notification.
        const decision = await decideOnPayPage(payment.url, 'success');
        expect(decision.status).toBe(303);
        expect(decision.location).toContain('success=Y');
        expect(await store.exited).toBe('SIGKILL');
        expect(timers.pending()).toBe(1);

        // The sandbox restarts too: its undelivered notification is on disk, and it carries on.
        await sandbox.close();
        sandbox = await startPaymentSandbox({
          port: 0,
          secret: SECRET,
          dataDir: sandboxDir,
          timers,
          log: () => {},
        });

        let db = await engine.open();
        const [before] = await db.query<{ payment_status: string }>(
          'SELECT payment_status FROM orders WHERE id = $1',
          [order.id],
        );
        // Killed before the commit, nothing of the notification stayed; after it, all of it did.
        expect(before?.payment_status).toBe(point.endsWith('before-commit') ? 'unpaid' : 'paid');
        await db.close();

        const restarted = await startStore(port, env);
        await timers.fire();
        expect(timers.pending()).toBe(0);
        await restarted.stop();
        await sandbox.close();

        db = await engine.open();
        try {
          const [after] = await db.query<{ payment_status: string; paid_kopecks: number }>(
            'SELECT payment_status, paid_kopecks::float8 AS paid_kopecks FROM orders WHERE id = $1',
            [order.id],
          );
          expect(after).toEqual({ payment_status: 'paid', paid_kopecks: 777_700 });
          const paidEvents = await db.query(
            "SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'payment_paid'",
            [order.id],
          );
          expect(paidEvents).toHaveLength(1);
          const notifications = await db.query('SELECT 1 FROM payment_notifications WHERE payment_id = $1', [
            payment.id,
          ]);
          expect(notifications).toHaveLength(1);
          const [row] = await db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [
            payment.id,
          ]);
          expect(row?.status).toBe('paid');
        } finally {
          await db.close();
        }
      },
      300_000,
    );

    it.each([
      { point: 'payment-create:before-provider', index: 2 },
      { point: 'payment-create:after-provider', index: 3 },
    ])(
      'killed at $point: the retry with the same key places that one payment, paid once',
      async ({ point, index }) => {
        const order = orders[index] as TestOrder;
        const sandbox = await startPaymentSandbox({ port: 0, secret: SECRET, log: () => {} });
        const port = await freePort();
        const env = { ...engine.env(), PAYMENT_SANDBOX_URL: sandbox.url };
        const create = () =>
          fetch(`http://localhost:${port}/api/v4/catalog/payments/create`, {
            method: 'POST',
            headers: {
              Authorization: `Bearer ${token}`,
              'Content-Type': 'application/x-www-form-urlencoded',
              'Idempotency-Key': `crash-${point}`,
            },
            body: `orderId=${order.id}`,
          });
        const store = await startStore(port, { ...env, VERSTAK_FAULT_POINT: point });
        await create().catch(() => undefined);
        expect(await store.exited).toBe('SIGKILL');

        const restarted = await startStore(port, env);
        const retried = await create();
        expect(retried.status).toBe(200);
        const payment = ((await retried.json()) as { data: { id: string; url: string } }).data;
        const decision = await decideOnPayPage(payment.url, 'success');
        expect(decision.status).toBe(303);
        // Paid by the provider's notification; read through the API (the store holds a PGlite folder).
        await vi.waitFor(
          async () => {
            const answer = await fetch(
              `http://localhost:${port}/api/v4/catalog/payments/order-id?paymentId=${payment.id}`,
              { headers: { Authorization: `Bearer ${token}` } },
            );
            expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('paid');
          },
          { timeout: 30_000, interval: 200 },
        );
        await restarted.stop();
        await sandbox.close();

        const db = await engine.open();
        try {
          // One payment, one page at the provider, paid once.
          const payments = await db.query<{ id: string; status: string }>(
            'SELECT id, status FROM payments WHERE order_id = $1',
            [order.id],
          );
          expect(payments).toEqual([{ id: payment.id, status: 'paid' }]);
          const created = await db.query(
            "SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'payment_created'",
            [order.id],
          );
          expect(created).toHaveLength(1);
        } finally {
          await db.close();
        }
      },
      300_000,
    );
  },
);
