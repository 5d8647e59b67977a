import { ApiError, createClient } from '@verstak/sdk';
import { catalogRoutes } from '@verstak/sdk/routes';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Faults a real server cannot be made to produce on cue: concurrent 401s, a failing refresh, 5xx,
// a network that is down, and a release change.
const BASE = 'http://api.test';
const server = setupServer();
const ok = (data: unknown) => HttpResponse.json({ version: 'release_2025_08_01', data });
const pagination = { page: 1, pageCount: 0, perPage: 24, total: 0 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('the pipeline under faults', () => {
  it('answers N concurrent 401s with exactly one refresh, then retries each request once', async () => {
    let refreshes = 0;
    let requests = 0;
    server.use(
      http.post(`${BASE}/api/v4/users/refresh`, async () => {
        refreshes++;
        return ok({ accessToken: 'fresh' });
      }),
      http.get(`${BASE}/api/v4/catalog/products`, ({ request }) => {
        requests++;
        return request.headers.get('Authorization') === 'Bearer fresh'
          ? ok({ items: [], pagination })
          : HttpResponse.json({ code: 'unauthorized', errors: {} }, { status: 401 });
      }),
    );
    const client = createClient({ baseUrl: BASE });
    client.tokenStore.set('stale');
    const N = 8;
    const results = await Promise.all(
      Array.from({ length: N }, () => client.call(catalogRoutes.products, {})),
    );
    expect(results).toHaveLength(N);
    expect(refreshes).toBe(1);
    expect(requests).toBe(2 * N);
    expect(client.tokenStore.get()).toBe('fresh');
  });

  it('throws a second 401 instead of refreshing again', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/api/v4/users/refresh`, () => {
        refreshes++;
        return ok({ accessToken: 'still-bad' });
      }),
      http.get(`${BASE}/api/v4/catalog/products`, () =>
        HttpResponse.json({ code: 'unauthorized', errors: { common: 'Нужен вход' } }, { status: 401 }),
      ),
    );
    const client = createClient({ baseUrl: BASE });
    const error = await client.call(catalogRoutes.products, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(refreshes).toBe(1);
  });

  it('rejects every waiting request with the refresh’s error when the refresh fails', async () => {
    server.use(
      http.post(`${BASE}/api/v4/users/refresh`, () =>
        HttpResponse.json({ code: 'unauthorized', errors: { fingerprint: 'unknown' } }, { status: 401 }),
      ),
      http.get(`${BASE}/api/v4/catalog/products`, () =>
        HttpResponse.json({ code: 'unauthorized' }, { status: 401 }),
      ),
    );
    const client = createClient({ baseUrl: BASE });
    const errors = await Promise.all(
      [1, 2, 3].map(() => client.call(catalogRoutes.products, {}).catch((e: unknown) => e)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual({ fingerprint: 'unknown' });
    }
  });

  it('turns a proxy’s HTML 5xx into an ApiError with its status and code not_api (no answer of the API)', async () => {
    server.use(
      http.get(
        `${BASE}/api/v4/catalog/products`,
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await createClient({ baseUrl: BASE })
      .call(catalogRoutes.products, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'not_api' });
  });

  it('reports a network that is down as code network, never a raw fetch error', async () => {
    server.use(http.get(`${BASE}/api/v4/catalog/products`, () => HttpResponse.error()));
    const error = await createClient({ baseUrl: BASE })
      .call(catalogRoutes.products, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect((error as ApiError).message).toMatch(/^Cannot reach the API at http:\/\/api\.test\/api\/v4/);
  });

  it('reports an aborted call as code aborted', async () => {
    server.use(http.get(`${BASE}/api/v4/catalog/products`, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = createClient({ baseUrl: BASE })
      .call(catalogRoutes.products, {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'aborted', status: 0 });
  });

  it('calls onVersionMismatch one second after a response of another release', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${BASE}/api/v4/catalog/products`, () =>
        HttpResponse.json({ version: 'release_2030_01_01', data: { items: [], pagination } }),
      ),
    );
    const onVersionMismatch = vi.fn();
    await createClient({ baseUrl: BASE, onVersionMismatch }).call(catalogRoutes.products, {});
    vi.advanceTimersByTime(999);
    expect(onVersionMismatch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onVersionMismatch).toHaveBeenCalledWith('release_2030_01_01');
  });
});
