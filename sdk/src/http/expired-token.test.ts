import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../api/account';
import { basketRoutes } from '../api/basket';
import { identityRoutes } from '../api/identity';
import { memoryTokenStore } from '../session/token-store';
import type { Clock } from './clock';
import { createClient } from './create-client';
import { retryPolicy } from './retry-policy';

// An expired token and a refresh that answers a guest (issue 20, SDK item 2), on a fake clock: the
// server reads an expired token as no session, and answers a refresh without a live credential with
// a guest's token, not a 401.
const NOW = Date.UTC(2026, 10, 26, 12);
const MINUTE = 60_000;

/** An unsigned JWT: the client only reads it. */
const jwt = (role: 'authorized' | 'unauthorized', expMs: number, n = 0) =>
  ['{"alg":"HS256"}', JSON.stringify({ role, exp: Math.floor(expMs / 1000), n }), 'sig']
    .map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part))
    .join('.');

/** A fake API on `serverNow`: the refresh answers a user's token while `live`, else a guest's. */
function fakeApi(serverNow: () => number) {
  const paths: string[] = [];
  const state = { live: true, issued: 0 };
  const json = (status: number, body: unknown) =>
    Response.json({ version: 'release_2025_08_01', ...(body as object) }, { status });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/v4', '');
    paths.push(path);
    if (path === '/users/refresh') {
      state.issued += 1;
      const role = state.live ? 'authorized' : 'unauthorized';
      return json(200, { data: { accessToken: jwt(role, serverNow() + 15 * MINUTE, state.issued) } });
    }
    if (path === '/users/login')
      return json(200, { data: { accessToken: jwt('authorized', serverNow() + 15 * MINUTE) } });
    const token = request.headers.get('authorization')?.replace('Bearer ', '');
    let payload: { exp: number; role: string } | null = null;
    try {
      payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString());
    } catch {
      // Not a JWT: no session.
    }
    if (!payload || payload.exp * 1000 <= serverNow())
      return json(401, { code: 'unauthorized', errors: { common: 'No session' } });
    return json(200, { data: { role: payload.role } });
  }) as typeof globalThis.fetch;
  return { fetch, paths, state };
}

function setUp(options: { clockAhead?: number; token?: string } = {}) {
  let now = NOW;
  const clock: Clock = {
    setTimeout: () => 0,
    clearTimeout: () => {},
    now: () => now + (options.clockAhead ?? 0),
  };
  const api = fakeApi(() => now);
  const tokenStore = memoryTokenStore(options.token ?? jwt('authorized', NOW + 15 * MINUTE));
  const client = createClient({ baseUrl: 'http://shop.test', clock, tokenStore, fetch: api.fetch });
  let loggedOut = 0;
  client.events.on('loggedOut', () => {
    loggedOut += 1;
  });
  return {
    client,
    api,
    tokenStore,
    loggedOut: () => loggedOut,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('a token past its expiry', () => {
  it('is renewed before the call, once for calls made together, with no 401 on the way', async () => {
    const t = setUp();
    t.advance(16 * MINUTE);
    const answers = await Promise.all([1, 2, 3].map(() => t.client.call(basketRoutes.get, {})));
    expect(answers).toEqual([{ role: 'authorized' }, { role: 'authorized' }, { role: 'authorized' }]);
    expect(t.api.paths).toEqual(['/users/refresh', '/catalog/basket', '/catalog/basket', '/catalog/basket']);
  });

  it('is renewed at most once a minute when the machine’s clock runs ahead of the server’s', async () => {
    const t = setUp({ clockAhead: 20 * MINUTE });
    for (let i = 0; i < 3; i++) await t.client.call(basketRoutes.get, {});
    expect(t.api.paths).toEqual(['/users/refresh', '/catalog/basket', '/catalog/basket', '/catalog/basket']);
    t.advance(MINUTE);
    await t.client.call(basketRoutes.get, {});
    expect(t.api.paths.filter((p) => p === '/users/refresh')).toHaveLength(2);
  });

  it('of a guest is renewed into a guest’s without a loggedOut', async () => {
    const t = setUp({ token: jwt('unauthorized', NOW + MINUTE) });
    t.api.state.live = false;
    t.advance(2 * MINUTE);
    await expect(t.client.call(basketRoutes.get, {})).resolves.toEqual({ role: 'unauthorized' });
    expect(t.loggedOut()).toBe(0);
  });
});

describe('a logged-in session whose refresh answers a guest', () => {
  it('ends: loggedOut once, the token cleared, the call a 401 saying to log in again, no refresh after', async () => {
    const t = setUp();
    t.api.state.live = false;
    t.advance(16 * MINUTE);
    const error = await t.client.call(basketRoutes.get, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: expect.stringMatching(/log in again/),
    });
    await expect(t.client.call(accountRoutes.personalData, {})).rejects.toMatchObject({ status: 401 });
    expect(t.loggedOut()).toBe(1);
    expect(t.tokenStore.get()).toBeNull();
    expect(t.api.paths.filter((p) => p === '/users/refresh')).toHaveLength(1);
  });

  it('ends the same way after a 401 to a token the client thought live (its clock runs behind)', async () => {
    const t = setUp({ clockAhead: -20 * MINUTE });
    t.api.state.live = false;
    t.advance(16 * MINUTE);
    await expect(t.client.call(accountRoutes.personalData, {})).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(t.api.paths).toEqual(['/users/personal', '/users/refresh']);
    expect(t.loggedOut()).toBe(1);
  });

  it('keeps the guest’s token when no user was known (an unreadable token)', async () => {
    const t = setUp({ token: 'not-a-jwt' });
    t.api.state.live = false;
    await expect(t.client.call(basketRoutes.get, {})).resolves.toEqual({ role: 'unauthorized' });
    expect(t.loggedOut()).toBe(0);
  });

  it('still lets a login through, which opens a new session', async () => {
    const t = setUp();
    t.api.state.live = false;
    t.advance(16 * MINUTE);
    const { accessToken } = await t.client.call(identityRoutes.login, { login: 'a@b.ru', password: 'x' });
    expect(t.loggedOut()).toBe(1);
    t.tokenStore.set(accessToken);
    await expect(t.client.call(accountRoutes.personalData, {})).resolves.toEqual({ role: 'authorized' });
  });
});

describe('options a developer can get wrong', () => {
  it('refuses a negative or non-numeric timeout, and retry attempts or delays that make no sense', () => {
    for (const timeout of [-1, Number.NaN])
      expect(() => createClient({ baseUrl: '', timeout })).toThrow(RangeError);
    for (const attempts of [0, 1.5, Number.POSITIVE_INFINITY, Number.NaN])
      expect(() => retryPolicy({ attempts })).toThrow(/attempts must be a whole number/);
    expect(() => retryPolicy({ attempts: 2, maxDelay: -1 })).toThrow(RangeError);
  });
});
