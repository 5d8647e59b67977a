import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { basketRoutes } from '../api/basket';
import { ordersApi, ordersRoutes } from '../api/orders';
import { paymentsApi } from '../api/payments';
import { ApiError } from './api-error';
import { createClient, IDEMPOTENCY_HEADER } from './create-client';

// The Idempotency-Key of order and payment creation (issue 9): one per user action, the same on the
// action's own retries, none on other calls.
const BASE = 'http://api.test';
const server = setupServer();
const ok = (data: unknown) => HttpResponse.json({ version: 'release_2025_08_01', data });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = { order: { id: 7, number: 'В-7' } };
const fastInput = { productId: 1, name: 'Иван', phone: '+7 (900) 000-00-01' };

/** Records the key of every request to `path` and answers with `answer(n)` for the n-th (0-based). */
function record(method: 'post' | 'get', path: string, answer: (n: number) => Response = () => ok(order)) {
  const keys: (string | null)[] = [];
  server.use(
    http[method](`${BASE}/api/v4${path}`, ({ request }) => {
      keys.push(request.headers.get(IDEMPOTENCY_HEADER));
      return answer(keys.length - 1);
    }),
  );
  return keys;
}

describe('Idempotency-Key', () => {
  it('is a fresh UUID per call of an idempotent route, and absent on other routes', async () => {
    const keys = record('post', '/catalog/orders/make-fast');
    const basketKeys = record('post', '/catalog/basket/add', () => ok({}));
    const client = createClient({ baseUrl: BASE });
    await ordersApi(client).makeFast(fastInput);
    await ordersApi(client).makeFast(fastInput);
    await client.call(basketRoutes.add, { productId: 1 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
    expect(basketKeys).toEqual([null]);
  });

  it('uses the key the caller gives', async () => {
    const keys = record('post', '/catalog/payments/create', () => ok({ paymentId: 'p', url: 'u' }));
    const client = createClient({ baseUrl: BASE });
    await paymentsApi(client).create({ orderId: 7 } as never, { idempotencyKey: 'action-42' });
    expect(keys).toEqual(['action-42']);
  });

  it('sends the same key again on the retry after a 401 and a session refresh (§4.1)', async () => {
    const keys = record('post', '/catalog/orders/make-fast', (n) =>
      n === 0 ? HttpResponse.json({ code: 'unauthorized', errors: {} }, { status: 401 }) : ok(order),
    );
    const client = createClient({
      baseUrl: BASE,
      refreshSession: async () => client.tokenStore.set('fresh'),
    });
    client.tokenStore.set('stale');
    await ordersApi(client).makeFast(fastInput);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends the same key once more when the answer was lost (network), and the server sees one action', async () => {
    const keys = record('post', '/catalog/orders/make-fast', (n) =>
      n === 0 ? HttpResponse.error() : ok(order),
    );
    const client = createClient({ baseUrl: BASE, idempotencyKey: () => 'k-1' });
    const answer = await ordersApi(client).makeFast(fastInput);
    expect(answer).toEqual(order);
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('gives up after one resend, and never resends a call without a key', async () => {
    const keys = record('post', '/catalog/orders/make-fast', () => HttpResponse.error());
    const plain = record('post', '/catalog/basket/add', () => HttpResponse.error());
    const client = createClient({ baseUrl: BASE, idempotencyKey: () => 'k-2' });
    const error = await ordersApi(client)
      .makeFast(fastInput)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('network');
    expect(keys).toEqual(['k-2', 'k-2']);
    await client.call(basketRoutes.add, { productId: 1 }).catch(() => undefined);
    expect(plain).toEqual([null]);
  });

  it('does not resend after an HTTP error answer: the server answered', async () => {
    const keys = record('post', '/catalog/orders/make-fast', () =>
      HttpResponse.json({ code: 'validation', errors: { phone: 'Введите телефон' } }, { status: 400 }),
    );
    const client = createClient({ baseUrl: BASE });
    await ordersApi(client)
      .makeFast(fastInput)
      .catch(() => undefined);
    expect(keys).toHaveLength(1);
    expect(ordersRoutes.makeFast.idempotent).toBe(true);
  });
});
