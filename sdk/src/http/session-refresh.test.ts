import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogRoutes } from '../api/catalog';
import { ApiError } from './api-error';
import { createClient } from './create-client';

// Refresh faults a real server cannot be made to produce on cue: a refresh that never answers,
// one that is refused, a 5xx and a network that is down while refreshing.
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

/** Products answer 200 to the token `fresh` (or `valid`) and 401 to anything else; refreshes are counted. */
function products(refresh: () => Response | Promise<Response>) {
  const seen = { refreshes: 0 };
  server.use(
    http.post(`${BASE}/api/v4/users/refresh`, () => {
      seen.refreshes++;
      return refresh();
    }),
    http.get(`${BASE}/api/v4/catalog/products`, ({ request }) =>
      ['Bearer fresh', 'Bearer valid'].includes(request.headers.get('Authorization') ?? '')
        ? ok({ items: [], pagination })
        : HttpResponse.json({ code: 'unauthorized', errors: { common: 'Нужен вход' } }, { status: 401 }),
    ),
  );
  return seen;
}

const fail = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: unknown) => error as ApiError,
  );

describe('the session refresh (§4.1)', () => {
  it('fails the waiting calls with code timeout when the refresh never answers, and keeps the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = products(() => new Promise<never>(() => undefined));
    const client = createClient({ baseUrl: BASE });
    client.tokenStore.set('stale');
    const loggedOut = vi.fn();
    client.events.on('loggedOut', loggedOut);
    let settled = 0;
    const calls = [1, 2, 3].map(() => fail(client.call(catalogRoutes.products, {})).finally(() => settled++));
    await vi.waitFor(() => expect(seen.refreshes).toBe(1), { interval: 1 });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(settled).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    for (const error of await Promise.all(calls)) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'timeout', status: 0 });
      expect(error.message).toBe('The session refresh did not answer in 10000 ms');
    }
    expect(seen.refreshes).toBe(1);
    expect(client.tokenStore.get()).toBe('stale');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('takes its time limit from refreshTimeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = products(() => new Promise<never>(() => undefined));
    const client = createClient({ baseUrl: BASE, refreshTimeout: 500 });
    const pending = fail(client.call(catalogRoutes.products, {}));
    await vi.waitFor(() => expect(seen.refreshes).toBe(1), { interval: 1 });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ code: 'timeout' });
  });

  it.each([401, 403])(
    'ends the session when the refresh is refused with %i: clears the token, emits loggedOut, and later 401s fail at once',
    async (status) => {
      const seen = products(() =>
        HttpResponse.json({ code: 'unauthorized', errors: { fingerprint: 'unknown' } }, { status }),
      );
      const client = createClient({ baseUrl: BASE });
      client.tokenStore.set('stale');
      const loggedOut = vi.fn();
      client.events.on('loggedOut', loggedOut);

      const first = await fail(client.call(catalogRoutes.products, {}));
      expect(first).toMatchObject({ status, errors: { fingerprint: 'unknown' } });
      expect(client.tokenStore.get()).toBeNull();
      expect(loggedOut).toHaveBeenCalledOnce();

      // Today's defect: five calls after the refusal started five more refreshes.
      for (let i = 0; i < 5; i++) {
        expect(await fail(client.call(catalogRoutes.products, {}))).toMatchObject({
          status: 401,
          code: 'unauthorized',
        });
      }
      expect(seen.refreshes).toBe(1);
      expect(loggedOut).toHaveBeenCalledOnce();
    },
  );

  it('refreshes again once a new token is stored after the session ended', async () => {
    let refuse = true;
    const seen = products(() =>
      refuse ? HttpResponse.json({ code: 'unauthorized' }, { status: 401 }) : ok({ accessToken: 'fresh' }),
    );
    const client = createClient({ baseUrl: BASE });
    await fail(client.call(catalogRoutes.products, {}));
    refuse = false;
    client.tokenStore.set('expired-login-token');
    await expect(client.call(catalogRoutes.products, {})).resolves.toMatchObject({ items: [] });
    expect(seen.refreshes).toBe(2);
    expect(client.tokenStore.get()).toBe('fresh');
  });

  it('keeps the session after a 5xx refresh and refreshes again on the next 401', async () => {
    let down = true;
    const seen = products(() =>
      down ? new HttpResponse('Bad gateway', { status: 502 }) : ok({ accessToken: 'fresh' }),
    );
    const client = createClient({ baseUrl: BASE });
    client.tokenStore.set('stale');
    const loggedOut = vi.fn();
    client.events.on('loggedOut', loggedOut);
    expect(await fail(client.call(catalogRoutes.products, {}))).toMatchObject({
      status: 502,
      code: 'not_api',
    });
    expect(client.tokenStore.get()).toBe('stale');
    down = false;
    await expect(client.call(catalogRoutes.products, {})).resolves.toMatchObject({ items: [] });
    expect(seen.refreshes).toBe(2);
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('keeps the session when the network is down during the refresh', async () => {
    products(() => HttpResponse.error());
    const client = createClient({ baseUrl: BASE });
    client.tokenStore.set('stale');
    const loggedOut = vi.fn();
    client.events.on('loggedOut', loggedOut);
    expect(await fail(client.call(catalogRoutes.products, {}))).toMatchObject({ status: 0, code: 'network' });
    expect(client.tokenStore.get()).toBe('stale');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('sends the refresh like any call: POST /users/refresh with the source header, the city and the old token', async () => {
    let refresh: Request | undefined;
    products(() => ok({ accessToken: 'fresh' }));
    server.use(
      http.post(`${BASE}/api/v4/users/refresh`, ({ request }) => {
        refresh = request;
        return ok({ accessToken: 'fresh' });
      }),
    );
    const client = createClient({ baseUrl: BASE, city: '0000073034' });
    client.tokenStore.set('stale');
    await client.call(catalogRoutes.products, {});
    expect(refresh?.headers.get('X-Source')).toBe('site');
    expect(refresh?.headers.get('Authorization')).toBe('Bearer stale');
    expect(new URL(refresh?.url ?? '').searchParams.get('currentCity')).toBe('0000073034');
  });
});
