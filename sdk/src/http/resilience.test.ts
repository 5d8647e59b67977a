import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketRoutes } from '../api/basket';
import { catalogRoutes } from '../api/catalog';
import { ordersApi } from '../api/orders';
import type { Clock } from './clock';
import { createClient, DEFAULT_TIMEOUT_MS, IDEMPOTENCY_HEADER } from './create-client';
import { retryPolicy } from './retry-policy';

// The default timeout and the opt-in retry policy (issue 20, SDK item 3), on fake time: a wait is
// recorded and passed at once, never slept.
const BASE = 'http://api.test';
const NOW = Date.UTC(2026, 10, 26, 12);
const server = setupServer();
const ok = (data: unknown) => HttpResponse.json({ version: 'release_2025_08_01', data });
const products = { items: [], pagination: { page: 1, pageCount: 0, perPage: 24, total: 0 } };
const busy = (status: number, retryAfter?: string) =>
  HttpResponse.json(
    { code: status === 429 ? 'too_many_attempts' : 'unavailable', errors: {} },
    { status, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A clock whose every wait passes at once, moving time on by it, and is recorded. */
function passingClock() {
  const waits: number[] = [];
  let now = NOW;
  const clock: Clock = {
    setTimeout: (fn, ms) => {
      waits.push(ms);
      now += ms;
      queueMicrotask(fn);
      return waits.length;
    },
    clearTimeout: () => {},
    now: () => now,
  };
  return { clock, waits };
}

/** A clock whose timers fire only when the test says so. */
function heldClock() {
  const timers = new Map<number, { fn: () => void; ms: number }>();
  let next = 0;
  const clock: Clock = {
    setTimeout: (fn, ms) => {
      timers.set(++next, { fn, ms });
      return next;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
    now: () => NOW,
  };
  return {
    clock,
    pending: () => [...timers.values()].map((t) => t.ms),
    fireAll: () => {
      for (const [id, timer] of [...timers]) {
        timers.delete(id);
        timer.fn();
      }
    },
  };
}

/** A fetch that never answers, until its signal aborts; `sent` resolves once it has been called. */
function silentFetch() {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    markSent();
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** Counts the requests to `path`, answering the n-th (0-based) with `answer(n, request)`. */
function answer(
  method: 'get' | 'post',
  path: string,
  respond: (n: number, request: Request) => Response | Promise<Response>,
) {
  const requests: Request[] = [];
  server.use(
    http[method](`${BASE}/api/v4${path}`, ({ request }) => {
      requests.push(request);
      return respond(requests.length - 1, request);
    }),
  );
  return requests;
}

describe('the request timeout', () => {
  it(`fails a call that gets no answer with code timeout after ${DEFAULT_TIMEOUT_MS} ms by default`, async () => {
    const time = heldClock();
    const silent = silentFetch();
    const client = createClient({ baseUrl: BASE, clock: time.clock, fetch: silent.fetch });
    const call = client.call(catalogRoutes.products, {});
    await silent.sent;
    expect(time.pending()).toEqual([30_000]);
    time.fireAll();
    await expect(call).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });

  it('takes another limit, or none with 0, and keeps a caller’s abort an abort', async () => {
    const time = heldClock();
    const silent = silentFetch();
    const client = createClient({ baseUrl: BASE, clock: time.clock, fetch: silent.fetch, timeout: 5_000 });
    const controller = new AbortController();
    const call = client.call(catalogRoutes.products, {}, { signal: controller.signal });
    await silent.sent;
    expect(time.pending()).toEqual([5_000]);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(time.pending()).toEqual([]);

    const unlimited = createClient({
      baseUrl: BASE,
      clock: time.clock,
      fetch: silentFetch().fetch,
      timeout: 0,
    });
    void unlimited.call(catalogRoutes.products, {}).catch(() => {});
    expect(time.pending()).toEqual([]);
  });
});

describe('the retry policy', () => {
  it('is off by default: a 503 is answered at once', async () => {
    const requests = answer('get', '/catalog/products', () => busy(503, '1'));
    const client = createClient({ baseUrl: BASE, clock: passingClock().clock, timeout: 0 });
    await expect(client.call(catalogRoutes.products, {})).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('retries a GET on 503 and 429, waiting what Retry-After says, in seconds or as a date', async () => {
    const requests = answer('get', '/catalog/products', (n) =>
      n === 0
        ? busy(503, '2')
        : n === 1
          ? busy(429, new Date(NOW + 2_000 + 7_000).toUTCString())
          : ok(products),
    );
    const time = passingClock();
    const client = createClient({
      baseUrl: BASE,
      clock: time.clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 3, baseDelay: 100, random: () => 0.5 }),
    });
    await expect(client.call(catalogRoutes.products, {})).resolves.toEqual(products);
    expect(requests).toHaveLength(3);
    // 2 s and 50 ms of jitter; then until the date (9 s after the start, 6 950 ms on) and 50 ms more.
    expect(time.waits).toEqual([2_050, 7_000]);
  });

  it('retries network failures with jittered backoff, and gives up after `attempts`', async () => {
    const requests = answer('get', '/catalog/products', () => HttpResponse.error());
    const time = passingClock();
    const client = createClient({
      baseUrl: BASE,
      clock: time.clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 4, baseDelay: 100, random: () => 0.5 }),
    });
    await expect(client.call(catalogRoutes.products, {})).rejects.toMatchObject({ code: 'network' });
    expect(requests).toHaveLength(4);
    expect(time.waits).toEqual([50, 100, 200]);
  });

  it('answers a 429 whose Retry-After is beyond maxDelay at once, with its status', async () => {
    const requests = answer('get', '/catalog/products', () => busy(429, '900'));
    const client = createClient({
      baseUrl: BASE,
      clock: passingClock().clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 5 }),
    });
    await expect(client.call(catalogRoutes.products, {})).rejects.toMatchObject({ status: 429 });
    expect(requests).toHaveLength(1);
  });

  it('never sends a write without an Idempotency-Key twice: not on 503, not on a lost answer', async () => {
    const refused = answer('post', '/catalog/basket/add', () => busy(503, '0'));
    const client = createClient({
      baseUrl: BASE,
      clock: passingClock().clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 5 }),
    });
    await expect(client.call(basketRoutes.add, { productId: 1 })).rejects.toMatchObject({ status: 503 });
    expect(refused).toHaveLength(1);
    server.resetHandlers();
    const lost = answer('post', '/catalog/basket/add', () => HttpResponse.error());
    await expect(client.call(basketRoutes.add, { productId: 1 })).rejects.toMatchObject({ code: 'network' });
    expect(lost).toHaveLength(1);
  });

  it('retries a keyed write (an order) with the same Idempotency-Key each time', async () => {
    const requests = answer('post', '/catalog/orders/make-fast', (n) =>
      n < 2 ? (n === 0 ? HttpResponse.error() : busy(503)) : ok({ order: { id: 7, number: 'В-7' } }),
    );
    const client = createClient({
      baseUrl: BASE,
      clock: passingClock().clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 3 }),
    });
    await ordersApi(client).makeFast({ productId: 1, name: 'Иван', phone: '+7 (900) 000-00-01' });
    const keys = requests.map((r) => r.headers.get(IDEMPOTENCY_HEADER));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBeTruthy();
  });

  it('stops waiting, and sends nothing more, when the caller aborts during a wait', async () => {
    const requests = answer('get', '/catalog/products', () => busy(503, '5'));
    const time = heldClock();
    const client = createClient({
      baseUrl: BASE,
      clock: time.clock,
      timeout: 0,
      retry: retryPolicy({ attempts: 3 }),
    });
    const controller = new AbortController();
    const call = client.call(catalogRoutes.products, {}, { signal: controller.signal });
    // Wait until the first answer has come and the client waits to retry.
    while (time.pending().length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(requests).toHaveLength(1);
    expect(time.pending()).toEqual([]);
  });
});
