import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogRoutes } from '../api/catalog';
import { defineCallRoute } from '../contract/route';
import { validateWithContract } from '../contract/validate-with-contract';
import { ApiError } from './api-error';
import { createClient } from './create-client';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

function recorder(
  answer: (seen: Seen) => Response = () =>
    Response.json({ version: 'release_2025_08_01', data: { ok: true } }),
) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(entry);
    return answer(entry);
  });
  return { seen, fetch: fetch as unknown as typeof globalThis.fetch };
}

afterEach(() => vi.useRealTimers());

describe('the request pipeline (§7.1)', () => {
  it('calls /api/v4 on the base with the source header, the bearer token and currentCity', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({ baseUrl: 'http://shop.test/', fetch, city: '0000073034' });
    client.tokenStore.set('t0k3n');
    await client.call(catalogRoutes.products, { ids: [3, 1], page: 2 });
    const [first] = seen;
    expect(first?.url.pathname).toBe('/api/v4/catalog/products');
    expect(first?.url.searchParams.getAll('ids[]')).toEqual(['3', '1']);
    expect(first?.url.searchParams.get('page')).toBe('2');
    expect(first?.url.searchParams.get('currentCity')).toBe('0000073034');
    expect(first?.headers.get('X-Source')).toBe('site');
    expect(first?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('adds metaForUri and get_param_* copies of utm_* and from only on /pages/ calls', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      pageUrl: () => 'http://shop.test/catalog/a/?utm_source=ya&from=mail&page=2',
    });
    await client.call(catalogRoutes.section, { path: '/catalog/a/' });
    await client.call(catalogRoutes.products, {});
    const [pages, catalog] = seen;
    expect(pages?.url.searchParams.get('metaForUri')).toBe('/catalog/a/');
    expect(pages?.url.searchParams.get('get_param_utm_source')).toBe('ya');
    expect(pages?.url.searchParams.get('get_param_from')).toBe('mail');
    expect(pages?.url.searchParams.has('get_param_page')).toBe(false);
    expect(catalog?.url.searchParams.has('metaForUri')).toBe(false);
  });

  it('sends form data by default and JSON or plain text when the endpoint says so', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({ baseUrl: 'http://shop.test', fetch });
    type Input = { productIds: number[]; id?: number };
    await client.call(
      defineCallRoute<Input, unknown>({ id: 't.form', method: 'POST', path: '/catalog/basket/remove' }),
      {
        productIds: [5, 7],
      },
    );
    await client.call(
      defineCallRoute<Input, unknown>({
        id: 't.json',
        method: 'PATCH',
        path: '/brands/tag/{id}',
        encoding: 'json',
      }),
      { id: 4, productIds: [1] },
    );
    expect(seen[0]?.body).toBe('productIds%5B%5D=5&productIds%5B%5D=7');
    expect(seen[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(seen[1]?.url.pathname).toBe('/api/v4/brands/tag/4');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ productIds: [1] });
  });

  it('with the contract validator, rejects bad input before any request with an English message naming the field', async () => {
    const { fetch } = recorder();
    const client = createClient({ baseUrl: 'http://shop.test', fetch, validate: validateWithContract });
    const error = await client
      .call(catalogRoutes.section, { path: '/catalog/a/', page: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'validation' });
    expect((error as ApiError).message).toMatch(/^Invalid input for GET \/pages\/catalog\/section: page: /);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads error maps with camelCased keys into one ApiError', async () => {
    const { fetch } = recorder(() =>
      Response.json(
        {
          version: 'release_2025_08_01',
          code: 'order_not_found',
          message: 'Ошибка: заказ №5 не найден.',
          errors: { order_id: 'нет', 'delivery-address': { street_name: 'пусто' } },
        },
        { status: 404 },
      ),
    );
    const client = createClient({ baseUrl: 'http://shop.test', fetch });
    const error = (await client.call(catalogRoutes.products, {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'order_not_found',
      message: 'Ошибка: заказ №5 не найден.',
    });
    expect(error.errors).toEqual({ orderId: 'нет', 'deliveryAddress.streetName': 'пусто' });
  });

  it("keeps each field's machine-readable code, and a price_changed refusal's own code", async () => {
    const { fetch } = recorder(() =>
      Response.json(
        {
          version: 'release_2025_08_01',
          code: 'price_changed',
          errors: { common: 'Цена изменилась: было 6 000 ₽, теперь 6 690 ₽.' },
          codes: { common: 'price_changed', 'items.0.quantity': 'too_small' },
          details: { total: 6690 },
        },
        { status: 409 },
      ),
    );
    const client = createClient({ baseUrl: 'http://shop.test', fetch });
    const error = (await client.call(catalogRoutes.products, {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 409, code: 'price_changed', details: { total: 6690 } });
    expect(error.codes).toEqual({ common: 'price_changed', 'items.0.quantity': 'too_small' });
  });

  it('calls onVersionMismatch 1 s after a response of another release, once per version', async () => {
    vi.useFakeTimers();
    const onVersionMismatch = vi.fn();
    const { fetch } = recorder(() => Response.json({ version: 'release_2026_01_01', data: {} }));
    const client = createClient({ baseUrl: 'http://shop.test', fetch, onVersionMismatch });
    await client.call(catalogRoutes.products, {});
    await client.call(catalogRoutes.products, {});
    expect(onVersionMismatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(onVersionMismatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onVersionMismatch).toHaveBeenCalledOnce();
    expect(onVersionMismatch).toHaveBeenCalledWith('release_2026_01_01');
  });

  it('checks responses against the contract when given the validator, finding the endpoint of a bare route', async () => {
    const { fetch } = recorder(() =>
      Response.json({ version: 'release_2025_08_01', data: { items: 'nope' } }),
    );
    const client = createClient({ baseUrl: 'http://shop.test', fetch, validate: validateWithContract });
    await expect(client.call(catalogRoutes.products, {})).rejects.toThrow(
      /^The response of GET \/catalog\/products does not match the contract: items: /,
    );
  });

  it('without a validator, sends what it is given and leaves the checking to the server', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({ baseUrl: 'http://shop.test', fetch });
    await client.call(catalogRoutes.section, { path: '/catalog/a/', page: 0 });
    expect(seen[0]?.url.searchParams.get('page')).toBe('0');
  });

  it('emits cityChanged and sends the new city', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({ baseUrl: 'http://shop.test', fetch });
    const changed = vi.fn();
    client.events.on('cityChanged', changed);
    client.setCity('42');
    await client.call(catalogRoutes.products, {});
    expect(changed).toHaveBeenCalledWith('42');
    expect(seen[0]?.url.searchParams.get('currentCity')).toBe('42');
  });
});

describe('lifecycle hooks', () => {
  /** Products answer 401 until the token is `fresh`; the refresh hands out `fresh`. */
  function withRefresh() {
    return recorder(({ url, headers }) => {
      if (url.pathname === '/api/v4/users/refresh')
        return Response.json({ version: 'release_2025_08_01', data: { accessToken: 'fresh' } });
      return headers.get('Authorization') === 'Bearer fresh'
        ? Response.json({ version: 'release_2025_08_01', data: { items: [] } })
        : Response.json({ code: 'unauthorized', errors: {} }, { status: 401 });
    });
  }

  it('runs onRequest and onResponse around every request, the refresh and the retry included', async () => {
    const { fetch } = withRefresh();
    const log: string[] = [];
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      onRequest: ({ route, request }) => {
        log.push(`→ ${route.id} ${request.method} ${request.path} ${request.headers.Authorization ?? '-'}`);
      },
      onResponse: ({ request, response }) => {
        log.push(`← ${request.routeId} ${response.status}`);
      },
    });
    client.tokenStore.set('stale');
    await client.call(catalogRoutes.products, {});
    expect(log).toEqual([
      '→ catalog.products GET /catalog/products Bearer stale',
      '← catalog.products 401',
      '→ identity.refresh POST /users/refresh Bearer stale',
      '← identity.refresh 200',
      '→ catalog.products GET /catalog/products Bearer fresh',
      '← catalog.products 200',
    ]);
  });

  it('lets onRequest add a header, e.g. a trace id', async () => {
    const { seen, fetch } = recorder();
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      onRequest: ({ request }) => {
        request.headers.traceparent = '00-abc-def-01';
      },
    });
    await client.call(catalogRoutes.products, {});
    expect(seen[0]?.headers.get('traceparent')).toBe('00-abc-def-01');
  });

  it('awaits an async onResponse before the call resolves, with the parsed body', async () => {
    const { fetch } = recorder();
    const bodies: unknown[] = [];
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      onResponse: async ({ response }) => {
        await Promise.resolve();
        bodies.push(response.body);
      },
    });
    await client.call(catalogRoutes.products, {});
    expect(bodies).toEqual([{ version: 'release_2025_08_01', data: { ok: true } }]);
  });

  it('runs onError once per failed call with the ApiError and the last request, and not on success', async () => {
    const { fetch } = recorder(({ url }) =>
      url.pathname === '/api/v4/users/refresh'
        ? Response.json({ code: 'unauthorized' }, { status: 401 })
        : Response.json({ code: 'unauthorized', errors: {} }, { status: 401 }),
    );
    const onError = vi.fn();
    const client = createClient({ baseUrl: 'http://shop.test', fetch, onError });
    const error = await client.call(catalogRoutes.products, {}).catch((e: unknown) => e);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      route: { id: 'catalog.products' },
      request: { routeId: 'catalog.products', method: 'GET' },
      error,
    });
    const { fetch: okFetch } = recorder();
    const quiet = vi.fn();
    await createClient({ baseUrl: 'http://shop.test', fetch: okFetch, onError: quiet }).call(
      catalogRoutes.products,
      {},
    );
    expect(quiet).not.toHaveBeenCalled();
  });

  it('runs onError without a request when the input fails validation before sending', async () => {
    const { fetch } = recorder();
    const onError = vi.fn();
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      validate: validateWithContract,
      onError,
    });
    await client.call(catalogRoutes.section, { path: '/catalog/a/', page: 0 }).catch(() => undefined);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ request: undefined, error: expect.objectContaining({ code: 'validation' }) }),
    );
  });

  it('fails the call with the error of a hook that throws', async () => {
    const { fetch } = recorder();
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      onRequest: () => {
        throw new Error('tracer is down');
      },
    });
    await expect(client.call(catalogRoutes.products, {})).rejects.toThrow('tracer is down');
    expect(fetch).not.toHaveBeenCalled();
  });
});
