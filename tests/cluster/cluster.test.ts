import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../reference-server/src/db/database';
import {
  type RunningPaymentSandbox,
  startPaymentSandbox,
} from '../../reference-server/src/payment-sandbox/start-payment-sandbox';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { guestTokenOf } from '../../reference-server/src/testing/account-kit';
import { decideOnPayPage, heldTimers, placeOrder } from '../../reference-server/src/testing/payments-kit';
import { type ClusterRun, type FreshDatabase, freshDatabase, runClusterCommand } from './cluster-command';

// Two store processes behind nginx on one PostgreSQL (a database of its own, dropped after), started
// as an operator starts them (`npm run start:cluster`, scripts/start-cluster.mjs), configured as a
// store reachable from outside is (TRUST_PROXY=1, a provider of its own): what one process does,
// the other knows. Requests go to one process or the other directly (as nginx would send them, with
// the client's address in X-Forwarded-For) and through nginx. Ctrl-C (SIGINT) stops it all.

const SECRET = 'cluster-test-secret-0123456789';

/** One answer: status, parsed body, the refresh cookie it set (null: cleared; undefined: untouched). */
interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads answers by path
  body: any;
  refreshToken: string | null | undefined;
}

/** Calls `${base}/api/v4${path}` over HTTP; an object body goes as a form, a string as plain text. */
async function call(
  base: string,
  path: string,
  options: {
    method?: string;
    body?: Record<string, string> | string;
    token?: string;
    refreshToken?: string;
    address?: string;
    key?: string;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.refreshToken) headers.Cookie = `refreshToken=${options.refreshToken}`;
  if (options.address) headers['X-Forwarded-For'] = options.address;
  if (options.key) headers['Idempotency-Key'] = options.key;
  let body: string | undefined;
  if (typeof options.body === 'string') {
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    body = options.body;
  } else if (options.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.body).toString();
  }
  const response = await fetch(`${base}/api/v4${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body === undefined ? {} : { body }),
  });
  let refreshToken: string | null | undefined;
  for (const line of response.headers.getSetCookie()) {
    const match = /^refreshToken=([^;]*)/.exec(line);
    if (match) refreshToken = match[1] === '' || /Max-Age=0(;|$)/.test(line) ? null : match[1];
  }
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, refreshToken };
}

/** The role a token's claims carry. */
const roleOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).role as string;

describe('two store processes behind nginx on one PostgreSQL', () => {
  let database: FreshDatabase;
  let db: Db;
  let sandbox: RunningPaymentSandbox;
  let cluster: ClusterRun;
  /** nginx, and the two processes. */
  let lb = '';
  let a = '';
  let b = '';
  /** The notifications the provider sent, kept here instead of delivered: the test delivers them. */
  const notifications: Array<{ url: string; headers: Headers; body: string }> = [];

  beforeAll(async () => {
    database = await freshDatabase('cluster');
    db = database.db;
    sandbox = await startPaymentSandbox({
      port: 0,
      secret: SECRET,
      timers: heldTimers(),
      log: () => {},
      fetch: async (input, init) => {
        notifications.push({
          url: String(input),
          headers: new Headers(init?.headers),
          body: String(init?.body ?? ''),
        });
        return new Response('held by the test', { status: 503 });
      },
    });
    cluster = await runClusterCommand(2, database.url, {
      TRUST_PROXY: '1',
      MESSAGE_TRANSPORT: 'outbox',
      PAYMENT_SANDBOX_URL: sandbox.url,
      PAYMENT_NOTIFY_SECRET: SECRET,
      PUBLIC_ORIGIN: undefined,
      DEMO_SURFACES: undefined,
      PAYMENT_NOTIFY_URL: undefined,
    });
    ({ lb } = cluster);
    [a = '', b = ''] = cluster.stores;
    expect(cluster.pids).toHaveLength(2);
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    await sandbox?.close();
    await database?.drop();
  }, 60_000);

  /** An order of a guest's, paid on the provider's page: the notification the provider sent for it. */
  async function paidOnSandbox(totalKopecks: number) {
    const fUserId = randomUUID();
    const token = await guestTokenOf(db, fUserId, Date.now());
    const order = await placeOrder(db, { fUserId }, totalKopecks);
    const created = await call(lb, '/catalog/payments/create', {
      body: { orderId: String(order.id) },
      token,
    });
    expect(created.status).toBe(200);
    const before = notifications.length;
    expect((await decideOnPayPage(created.body.data.url, 'success')).status).toBe(303);
    const notification = await vi.waitFor(
      () => {
        const sent = notifications[before];
        if (!sent) throw new Error('no notification yet');
        return sent;
      },
      { timeout: 10_000, interval: 20 },
    );
    return { order, notification };
  }

  it('a session opened on one process refreshes on the other, and a reused credential is still caught', async () => {
    const login = await call(a, '/users/login', {
      body: { login: SEEDED_LOGINS.person.email, password: SEED_PASSWORD, fingerprint: 'browser-one' },
      address: '10.16.1.1',
    });
    expect(login.status).toBe(200);
    const opened = login.refreshToken as string;
    // The access token one signs, the other accepts: one key per database.
    expect((await call(b, '/users/personal', { token: login.body.data.accessToken })).status).toBe(200);

    const onB = await call(b, '/users/refresh', { body: 'browser-one', refreshToken: opened });
    expect(onB.status).toBe(200);
    expect(roleOf(onB.body.data.accessToken)).toBe('authorized');
    const throughNginx = await call(lb, '/users/refresh', {
      body: 'browser-one',
      refreshToken: onB.refreshToken as string,
    });
    expect(throughNginx.status).toBe(200);
    expect(roleOf(throughNginx.body.data.accessToken)).toBe('authorized');

    // The first credential, rotated on B, comes back to A from another browser: a copy. The family
    // goes, and the newest credential stops working on either process.
    const reuse = await call(a, '/users/refresh', { body: 'browser-two', refreshToken: opened });
    expect(reuse.status).toBe(401);
    const newest = throughNginx.refreshToken as string;
    expect((await call(b, '/users/refresh', { body: 'browser-one', refreshToken: newest })).status).toBe(401);
    expect((await call(a, '/users/refresh', { body: 'browser-one', refreshToken: newest })).status).toBe(401);
  });

  it('five wrong passwords spread over both processes lock the account on both and through nginx', async () => {
    const login = SEEDED_LOGINS.content.email;
    for (let i = 0; i < 5; i++) {
      // Each from an address of its own: only the account's count can lock.
      const wrong = await call(i % 2 === 0 ? a : b, '/users/login', {
        body: { login, password: `Wrong${i}pass` },
        address: `10.17.0.${i + 1}`,
      });
      expect(wrong.status).toBe(400);
    }
    for (const [base, address] of [
      [a, '10.17.1.1'],
      [b, '10.17.1.2'],
      [lb, undefined],
    ] as const) {
      const right = await call(base, '/users/login', {
        body: { login, password: SEED_PASSWORD },
        ...(address ? { address } : {}),
      });
      expect(right.status).toBe(429);
      expect(right.body.errors.common).toMatch(/^Слишком много попыток/);
    }
  });

  it('an Idempotency-Key answered by one process is answered the same by the other, also when both get it at once', async () => {
    const fUserId = randomUUID();
    const token = await guestTokenOf(db, fUserId, Date.now());
    const first = await placeOrder(db, { fUserId }, 512_300);
    const key = randomUUID();
    const onA = await call(a, '/catalog/payments/create', {
      body: { orderId: String(first.id) },
      token,
      key,
    });
    expect(onA.status).toBe(200);
    const onB = await call(b, '/catalog/payments/create', {
      body: { orderId: String(first.id) },
      token,
      key,
    });
    expect(onB.status).toBe(200);
    expect(onB.body.data).toEqual(onA.body.data);

    const second = await placeOrder(db, { fUserId }, 512_300);
    const both = randomUUID();
    const answers = await Promise.all(
      [a, b].map((base) =>
        call(base, '/catalog/payments/create', { body: { orderId: String(second.id) }, token, key: both }),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(answers[1]?.body.data).toEqual(answers[0]?.body.data);
    const payments = await db.query('SELECT id FROM payments WHERE order_id = ANY($1::int[])', [
      [first.id, second.id],
    ]);
    expect(payments).toHaveLength(2);
  });

  it('a payment notification delivered to both processes at once, then through nginx, pays the order once', async () => {
    const { order, notification } = await paidOnSandbox(777_700);
    // The provider was told to notify nginx (PAYMENT_NOTIFY_URL), not the process that made the payment.
    expect(notification.url).toBe(`${lb.replace('localhost', '127.0.0.1')}/api/v4/payments/notifications`);
    const deliver = async (base: string) => {
      const response = await fetch(`${base}/api/v4/payments/notifications`, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
      });
      return { status: response.status, result: ((await response.json()) as { result?: string }).result };
    };
    const atOnce = await Promise.all([deliver(a), deliver(b)]);
    expect(atOnce.map((x) => x.status)).toEqual([200, 200]);
    expect(atOnce.map((x) => x.result).sort()).toEqual(['duplicate', 'paid']);
    expect(await deliver(lb)).toEqual({ status: 200, result: 'duplicate' });

    const [row] = await db.query<{ payment_status: string; paid_kopecks: number }>(
      'SELECT payment_status, paid_kopecks::float8 AS paid_kopecks FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({ payment_status: 'paid', paid_kopecks: 777_700 });
    const paid = await db.query("SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'payment_paid'", [
      order.id,
    ]);
    expect(paid).toHaveLength(1);
  });

  it('a catalogue write is served by both processes within 1 s, though each had the old one cached', async () => {
    const titleOn = async (base: string, id: number) => {
      const answer = await call(base, '/catalog/sections');
      expect(answer.status).toBe(200);
      return (answer.body.data.items as Array<{ id: number; title: string }>).find((s) => s.id === id)?.title;
    };
    const [section] = await db.query<{ id: number; title: string }>(
      'SELECT id, title FROM sections WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1',
    );
    if (!section) throw new Error('No section seeded');
    expect(await titleOn(a, section.id)).toBe(section.title);
    expect(await titleOn(b, section.id)).toBe(section.title);
    // A staff edit (no API call writes the catalogue): another connection, as psql or a tool makes it.
    const title = `${section.title} (правка ${Date.now()})`;
    await db.query('UPDATE sections SET title = $2 WHERE id = $1', [section.id, title]);
    // Read again and again until both serve it; the clock only bounds the wait.
    await vi.waitFor(
      async () => {
        expect(await Promise.all([titleOn(a, section.id), titleOn(b, section.id)])).toEqual([title, title]);
      },
      { timeout: 1000, interval: 10 },
    );
  });

  it('send limits are shared: ten codes from one address through nginx, whatever X-Forwarded-For it sends, then neither process sends an eleventh', async () => {
    for (let i = 0; i < 10; i++) {
      // A client rotating X-Forwarded-For: nginx replaces it with the address it saw (127.0.0.1).
      const sent = await call(lb, '/users/authentication', {
        body: { phone: `+7900555${String(1000 + i)}` },
        address: `198.51.100.${i + 1}`,
      });
      expect(sent.status).toBe(200);
    }
    for (const base of [a, b]) {
      const refused = await call(base, '/users/authentication', {
        body: { phone: '+79005552000' },
        address: '127.0.0.1',
      });
      expect(refused.status).toBe(429);
      expect(refused.body.errors.common).toMatch(/^Слишком много запросов кода/);
    }
    const [phone] = await db.query('SELECT 1 FROM one_time_codes WHERE target = $1', ['+7 (900) 555-20-00']);
    expect(phone).toBeUndefined();
  });

  it('a body bigger than nginx keeps in memory reaches a process (nginx can write its temporary files)', async () => {
    // 200 KB of form: nginx spools it to its folder first, which its workers (`nobody` under root) must reach.
    const answer = await call(lb, '/users/login', { body: { login: '', password: 'x'.repeat(200_000) } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation');
  });

  it('twenty checkouts at once over both processes and nginx: one basket is ordered once, the last unit is sold once', async () => {
    const [one, last] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_available ORDER BY id DESC LIMIT 2',
    );
    if (!one || !last) throw new Error('No products seeded');
    await db.query('UPDATE products SET delivery_stock = 1000 WHERE id = ANY($1::int[])', [
      [one.id, last.id],
    ]);
    const buyer = async (productId: number) => {
      const fUserId = randomUUID();
      const token = await guestTokenOf(db, fUserId, Date.now());
      const added = await call(lb, '/catalog/basket/add', { body: { productId: String(productId) }, token });
      expect(added.status).toBe(200);
      return { fUserId, token, version: added.body.data.version as string };
    };
    const checkout = async (base: string, { token, version }: { token: string; version: string }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        deliveryType: 'courier',
        address: 'ул. Ленина, д. 1',
        paySystem: 'card',
        name: 'Покупатель',
        phone: '+7 (911) 222-33-44',
        basketVersion: version,
      }))
        form.set(name, value);
      const response = await fetch(`${base}/api/v4/catalog/orders/make`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
        body: form,
      });
      const body = (await response.json()) as { code?: string };
      return response.status === 200 ? 'placed' : `${response.status} ${body.code}`;
    };
    const spread = [a, b, lb];
    const ordersOf = async (fUserIds: string[]) =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM orders WHERE f_user_id = ANY($1::text[])',
          [fUserIds],
        )
      )[0]?.n;

    // One shopper's basket, sent twenty times at once (another key each time: twenty clicks, not retries).
    const shopper = await buyer(one.id);
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) => checkout(spread[i % 3] as string, shopper)),
    );
    expect(same.filter((x) => x === 'placed')).toHaveLength(1);
    expect(same.filter((x) => x.startsWith('5'))).toEqual([]);
    expect(await ordersOf([shopper.fUserId])).toBe(1);

    // Twenty shoppers with the product in their baskets, one unit left.
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(last.id)));
    await db.query('UPDATE products SET delivery_stock = 1 WHERE id = $1', [last.id]);
    const rush = await Promise.all(buyers.map((x, i) => checkout(spread[i % 3] as string, x)));
    expect(rush.filter((x) => x === 'placed')).toHaveLength(1);
    expect(rush.filter((x) => !x.startsWith('409'))).toEqual(['placed']);
    expect(await ordersOf(buyers.map((x) => x.fUserId))).toBe(1);
    const [stock] = await db.query<{ left: number }>(
      'SELECT delivery_stock AS left FROM products WHERE id = $1',
      [last.id],
    );
    expect(stock?.left).toBe(0);
  });

  it('one payment notification delivered twenty times at once over both processes and nginx pays once; a tampered copy is refused', async () => {
    const { order, notification } = await paidOnSandbox(250_000);
    const deliver = async (base: string, body = notification.body) => {
      const response = await fetch(`${base}/api/v4/payments/notifications`, {
        method: 'POST',
        headers: notification.headers,
        body,
      });
      return `${response.status} ${((await response.json()) as { result?: string; code?: string }).result ?? ''}`;
    };
    // Another amount under the same signature: a forged notification, refused before it is read.
    const tampered = notification.body.replace(/"amount":\d+/, '"amount":1');
    expect(tampered).not.toBe(notification.body);
    expect(await deliver(lb, tampered)).toBe('401 ');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deliver([a, b, lb][i % 3] as string)),
    );
    expect(answers.filter((x) => x === '200 paid')).toHaveLength(1);
    expect(answers.filter((x) => x === '200 duplicate')).toHaveLength(19);
    const [row] = await db.query<{ payment_status: string; paid_kopecks: number }>(
      'SELECT payment_status, paid_kopecks::float8 AS paid_kopecks FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row).toEqual({ payment_status: 'paid', paid_kopecks: 250_000 });
  });

  it('Ctrl-C stops nginx and every store process', async () => {
    const { child } = cluster;
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const pid of cluster.pids) expect(() => process.kill(pid, 0)).toThrow();
    await expect(fetch(`${lb}/robots.txt`)).rejects.toThrow();
  });
});
