import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestTokenOf } from '../../reference-server/src/testing/account-kit';
import { decideOnPayPage, placeOrder } from '../../reference-server/src/testing/payments-kit';
import { freePort } from '../support/free-port';
import { type ClusterRun, type FreshDatabase, freshDatabase, runClusterCommand } from './cluster-command';

// `npm run start:cluster` as a newcomer runs it on their machine: nothing but DATABASE_URL set. The
// demo surfaces answer this machine through nginx as they do under `npm start`, and the sandbox the
// command starts takes a payment whose notification reaches the store through nginx.

/** A GET through nginx with the `Host` given (fetch does not let a caller set it); its status. */
function statusWithHost(port: number, path: string, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('start:cluster on this machine, as it starts by default', () => {
  let database: FreshDatabase;
  let cluster: ClusterRun;
  let port = 0;

  beforeAll(async () => {
    database = await freshDatabase('local_cluster');
    cluster = await runClusterCommand(2, database.url, {
      PAYMENT_SANDBOX_PORT: String(await freePort()),
      // The sandbox keeps its payments in memory, not in the repository's .data/.
      DATA_DIR: ':memory:',
      TRUST_PROXY: undefined,
      PUBLIC_ORIGIN: undefined,
      DEMO_SURFACES: undefined,
      MESSAGE_TRANSPORT: undefined,
      PAYMENT_SANDBOX_URL: undefined,
      PAYMENT_NOTIFY_SECRET: undefined,
      PAYMENT_NOTIFY_URL: undefined,
    });
    port = Number(new URL(cluster.lb).port);
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  }, 60_000);

  it('answers the outbox to this machine through nginx, and not for a host that is not local', async () => {
    expect((await fetch(`${cluster.lb}/dev/outbox/`)).status).toBe(200);
    expect((await fetch(`${cluster.lb}/api/v4/dev/outbox`)).status).toBe(200);
    expect(await statusWithHost(port, '/dev/outbox/', `localhost:${port}`)).toBe(200);
    expect(await statusWithHost(port, '/dev/outbox/', 'shop.example.ru')).toBe(404);
    expect(await statusWithHost(port, '/api/v4/dev/outbox', 'shop.example.ru')).toBe(404);
  });

  it('takes a payment on the sandbox it started, whose notification pays the order through nginx', async () => {
    expect(cluster.sandboxUrl).not.toBeNull();
    const fUserId = randomUUID();
    const { db } = database;
    const token = await guestTokenOf(db, fUserId, Date.now());
    const order = await placeOrder(db, { fUserId }, 345_600);
    const created = await fetch(`${cluster.lb}/api/v4/catalog/payments/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `orderId=${order.id}`,
    });
    expect(created.status).toBe(200);
    const payment = ((await created.json()) as { data: { url: string } }).data;
    expect(payment.url.startsWith(`${cluster.sandboxUrl}/`)).toBe(true);
    expect((await decideOnPayPage(payment.url, 'success')).status).toBe(303);
    // The sandbox notifies on its own; read until the order is paid, the clock only bounding the wait.
    await vi.waitFor(
      async () => {
        const [row] = await db.query<{ payment_status: string }>(
          'SELECT payment_status FROM orders WHERE id = $1',
          [order.id],
        );
        expect(row?.payment_status).toBe('paid');
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('Ctrl-C stops the sandbox too', async () => {
    const { child } = cluster;
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await expect(fetch(`${cluster.sandboxUrl}/`)).rejects.toThrow();
    await expect(fetch(`${cluster.lb}/robots.txt`)).rejects.toThrow();
  });
});
