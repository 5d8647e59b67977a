import type { CallDef, CallFormInput } from '@verstak/sdk/contract';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import type { SandboxTimers } from '../payment-sandbox/notification-sender';
import { TEST_CARD_FIELDS } from '../payment-sandbox/pay-page';
import { type RunningPaymentSandbox, startPaymentSandbox } from '../payment-sandbox/start-payment-sandbox';
import { NOTIFICATIONS_PATH } from '../payments/notification-route';
import { accountKit } from './account-kit';

// What the payment tests share: the account kit's API in-process over a seeded database, with the
// sandbox provider on a real port (its pay page is driven over HTTP), the sandbox's notifications
// handed straight to the API, its retry timers held by the test, and orders placed directly in the
// tables.

/** The fixed instant the tests start at. */
export const NOW = Date.UTC(2026, 10, 23, 12);
/** The secret both ends share in the tests. */
export const SECRET = 'test-secret-0123456789abcdef';
/** The origin the sandbox notifies (routed to the in-process API). */
const STORE = 'http://store.test';

/** Retries the test fires itself. */
export interface HeldTimers extends SandboxTimers {
  pending(): number;
  /** Runs every retry waiting now, and waits for them. */
  fire(): Promise<void>;
}

/** Timers that never fire by themselves. */
export function heldTimers(): HeldTimers {
  const waiting = new Map<number, () => Promise<void>>();
  let next = 0;
  return {
    setTimeout(run) {
      next += 1;
      waiting.set(next, run);
      return next;
    },
    clearTimeout(handle) {
      waiting.delete(handle as number);
    },
    pending: () => waiting.size,
    async fire() {
      const runs = [...waiting.values()];
      waiting.clear();
      await Promise.all(runs.map((run) => run()));
    },
  };
}

/**
 * The shopper's decision on the sandbox's pay page, over HTTP, with the card form as the page fills
 * it in (`form` overrides fields): the answer's status and the redirect's Location.
 */
export async function decideOnPayPage(
  payUrl: string,
  decision: 'success' | 'failure',
  form: Record<string, string> = {},
): Promise<{ status: number; location: string }> {
  const response = await fetch(payUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, ...TEST_CARD_FIELDS, ...form }).toString(),
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** An order as the tests place it. */
export interface TestOrder {
  id: number;
  number: string;
  fUserId: string;
  userId: number | null;
  totalKopecks: number;
}

let orders = 0;

/** Places an order directly (what checkout leaves behind): `new`, unpaid, paid by card online. */
export async function placeOrder(
  db: Db,
  owner: { fUserId: string; userId?: number | null },
  totalKopecks = 1_234_550,
): Promise<TestOrder> {
  orders += 1;
  const [city] = await db.query<{ id: number }>('SELECT id FROM cities ORDER BY id LIMIT 1');
  const [row] = await db.query<{ id: number; number: string }>(
    `INSERT INTO orders (number, account_number, f_user_id, user_id, pay_system, delivery_type, city_id,
       delivery_date, goods_kopecks, base_kopecks, total_kopecks, name, phone)
     VALUES ($1, $2, $3, $4, 'raiff-acquiring', 'courier', $5, '2026-11-25', $6, $6, $6, 'Иван', '+79000000001')
     RETURNING id, number`,
    [
      `T-${process.pid}-${Date.now()}-${orders}`,
      `A-${process.pid}-${Date.now()}-${orders}`,
      owner.fUserId,
      owner.userId ?? null,
      city?.id ?? 1,
      totalKopecks,
    ],
  );
  if (!row) throw new Error('No order');
  return {
    id: row.id,
    number: row.number,
    fUserId: owner.fUserId,
    userId: owner.userId ?? null,
    totalKopecks,
  };
}

/** The API and the sandbox over `db`, with a clock the test moves. */
export async function paymentsKit(db: Db) {
  const clock = { at: NOW, now: () => clock.at };
  const timers = heldTimers();
  // The API's address as the sandbox reaches it: handed to the API in-process.
  let api: Hono | undefined;
  /** Every notification the sandbox sent, with the API's status. */
  const delivered: Array<{ body: string; status: number }> = [];
  /** When set, the store "is down": notifications fail as a refused connection would. */
  const store = { down: false };
  const sandbox: RunningPaymentSandbox = await startPaymentSandbox({
    port: 0,
    secret: SECRET,
    clock,
    timers,
    log: () => {},
    fetch: async (input, init) => {
      if (store.down || !api) throw new TypeError('fetch failed: connect ECONNREFUSED');
      const response = await api.fetch(new Request(input, init));
      delivered.push({ body: String(init?.body ?? ''), status: response.status });
      return response;
    },
  });
  /**
   * The store's calls to the provider: while `down` they fail as a refused connection would; while
   * `held` is set they wait for it (`reached` says one is waiting). `fault(path)` injects one call's
   * fault by the provider's path: `down` (refused before reaching it), `error` (it answers 500 without
   * acting) or `lost` (it acts, and the answer is lost on the way back).
   */
  const provider = {
    down: false,
    held: null as Promise<void> | null,
    reached: 0,
    fault: (_path: string): 'down' | 'error' | 'lost' | undefined => undefined,
  };
  /** The settler's retries (cancels and refunds owed to the provider), fired by the test. */
  const settlerTimers = heldTimers();
  const kit = accountKit(db, clock.now, {
    payments: {
      providerUrl: sandbox.url,
      secret: SECRET,
      notifyUrl: `${STORE}${NOTIFICATIONS_PATH}`,
      timers: settlerTimers,
      fetch: async (input, init) => {
        provider.reached += 1;
        const fault = provider.fault(new URL(String(input)).pathname);
        if (provider.down || fault === 'down') throw new TypeError('fetch failed: connect ECONNREFUSED');
        if (fault === 'error') return new Response('{"error":"internal"}', { status: 500 });
        if (provider.held) await provider.held;
        const response = await fetch(input, init);
        if (fault === 'lost') {
          await response.body?.cancel();
          throw new TypeError('fetch failed: socket hang up');
        }
        return response;
      },
    },
  });
  api = kit.api;
  /** The call `row` as the shopper of `token`, with `headers` (an Idempotency-Key, say). */
  const call = <Row extends CallDef>(
    row: Row,
    token: string,
    input: CallFormInput<Row>,
    headers: Record<string, string> = {},
  ) => kit.call(row, input, { token, headers });
  /** Posts a raw notification to the API as the provider would. */
  const notify = async (body: string, headers: Record<string, string>) => {
    const response = await kit.api.fetch(
      new Request(`${STORE}${NOTIFICATIONS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
    );
    return {
      status: response.status,
      body: (await response.json()) as { ok: boolean; result?: string; code?: string },
    };
  };
  /** The order's payment columns and history. */
  const orderState = async (orderId: number) => {
    const [order] = await db.query<{
      payment_status: string;
      paid_kopecks: number;
      status: string;
      pay_system: string;
    }>(
      'SELECT payment_status, paid_kopecks::float8 AS paid_kopecks, status, pay_system FROM orders WHERE id = $1',
      [orderId],
    );
    const events = await db.query<{ kind: string }>(
      'SELECT kind FROM order_events WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    const payments = await db.query<{ id: string; status: string }>(
      'SELECT id, status FROM payments WHERE order_id = $1 ORDER BY created_at, id',
      [orderId],
    );
    return { ...order, events: events.map((e) => e.kind), payments };
  };
  /** The order's captures and refunds at the provider, and the money it holds of the shopper's. */
  const charges = async (orderId: number) => {
    const ids = new Set(
      (await db.query<{ id: string }>('SELECT id FROM payments WHERE order_id = $1', [orderId])).map(
        (p) => p.id,
      ),
    );
    const movements = sandbox.movements().filter((m) => ids.has(m.storePaymentId));
    const sum = (kind: 'capture' | 'refund') =>
      movements.filter((m) => m.kind === kind).reduce((total, m) => total + m.amountKopecks, 0);
    return {
      captures: movements.filter((m) => m.kind === 'capture').length,
      refunds: movements.filter((m) => m.kind === 'refund').length,
      net: sum('capture') - sum('refund'),
    };
  };
  return {
    api: kit.api,
    clock,
    timers,
    sandbox,
    store,
    provider,
    delivered,
    settlerTimers,
    /** Runs the cancels and refunds owed now (what the settler's timers would), and waits for them. */
    settle: () => settlerTimers.fire(),
    charges,
    guestToken: kit.guestToken,
    call,
    raw: kit.raw,
    notify,
    decide: decideOnPayPage,
    orderState,
    close: () => sandbox.close(),
  };
}
