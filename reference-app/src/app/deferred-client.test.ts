import { baseApi, type ClientEvents, type ClientOptions, createClient, memoryTokenStore } from '@verstak/sdk';
import { describe, expect, it, vi } from 'vitest';
import { deferredClient } from './deferred-client';

/** A fetch answering every call with `data` and the release label `version`, and what it was asked. */
function api(version = 'release_2025_08_01') {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new URL(new Request(input, init).url));
    return Response.json({ version, data: { user: null, fUserId: 7 } });
  });
  return { urls, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** A loader of the pipeline that resolves when the test says so, and how often it was asked. */
function pipeline() {
  let resolve: (create: (options: ClientOptions) => Client) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<(options: ClientOptions) => Client>((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return { load, arrive: () => resolve(createClient), fail: (error: unknown) => reject(error) };
}
type Client = ReturnType<typeof createClient>;

describe('the browser’s client, whose pipeline comes later', () => {
  it('answers its token store, city and events at once, and loads nothing until a call or ready()', () => {
    const tokenStore = memoryTokenStore();
    const { load } = pipeline();
    const client = deferredClient({ baseUrl: 'http://shop.test', tokenStore, city: '0000073017' }, load);
    expect(client.tokenStore).toBe(tokenStore);
    expect(client.getCity()).toBe('0000073017');
    const changed = vi.fn();
    client.events.on('cityChanged', changed);
    client.setCity('0000000001');
    expect(client.getCity()).toBe('0000000001');
    expect(changed).toHaveBeenCalledWith('0000000001');
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a call made early once the pipeline is in, with the city and token as they are then', async () => {
    const { urls, fetch } = api();
    const { load, arrive } = pipeline();
    const tokenStore = memoryTokenStore();
    const client = deferredClient(
      { baseUrl: 'http://shop.test', tokenStore, fetch, city: '0000073017' },
      load,
    );
    const answer = baseApi(client).get({});
    client.setCity('0000000002');
    tokenStore.set('t0k3n');
    const second = baseApi(client).get({});
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await expect(answer).resolves.toEqual({ user: null, fUserId: 7 });
    await second;
    expect(urls).toHaveLength(2);
    expect(urls[0]?.searchParams.get('currentCity')).toBe('0000000002');

    // Made: the pipeline's own client answers from now on.
    client.setCity('0000000003');
    expect(client.getCity()).toBe('0000000003');
    await baseApi(client).get({});
    expect(urls[2]?.searchParams.get('currentCity')).toBe('0000000003');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes on the pipeline’s own events (a new release, a city change)', async () => {
    const { fetch } = api('release_2099_01_01');
    const { load, arrive } = pipeline();
    const onVersionMismatch = vi.fn();
    const client = deferredClient(
      { baseUrl: 'http://shop.test', tokenStore: memoryTokenStore(), fetch, onVersionMismatch },
      load,
    );
    const seen: [keyof ClientEvents, unknown][] = [];
    client.events.on('*', (type, payload) => seen.push([type, payload]));
    vi.useFakeTimers();
    try {
      const answered = baseApi(client).get({});
      arrive();
      await answered;
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
    expect(onVersionMismatch).toHaveBeenCalledWith('release_2099_01_01');
    client.setCity('0000000004');
    expect(seen).toEqual([
      ['versionMismatch', 'release_2099_01_01'],
      ['cityChanged', '0000000004'],
    ]);
  });

  it('fails a call whose pipeline cannot be had, and tries again on the next', async () => {
    const { fetch } = api();
    const { load, arrive, fail } = pipeline();
    const client = deferredClient(
      { baseUrl: 'http://shop.test', tokenStore: memoryTokenStore(), fetch },
      load,
    );
    const offline = baseApi(client).get({});
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await expect(offline).rejects.toThrow('Failed to fetch dynamically imported module');
    const again = baseApi(client).get({});
    expect(load).toHaveBeenCalledTimes(2);
    arrive();
    await expect(again).resolves.toEqual({ user: null, fUserId: 7 });
    await expect(client.ready()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
