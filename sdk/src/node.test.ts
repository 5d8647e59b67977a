import {
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from './api/account';
import { identityRoutes } from './api/identity';
import { createClient } from './http/create-client';
import { fileSession, fileTokenStore, readRefreshCookie, refreshCookieFetch } from './node';

const dirs: string[] = [];
const fileIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'verstak-session-'));
  dirs.push(dir);
  return join(dir, 'nested', 'session.json');
};
afterEach(() => {
  vi.useRealTimers();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An unsigned JWT whose `exp` is `exp` seconds since the epoch: the client only reads it. */
const jwt = (exp: number, sub = 'u') =>
  ['{"alg":"HS256"}', JSON.stringify({ sub, exp, role: 'authorized' }), 'sig']
    .map((part, i) => (i < 2 ? Buffer.from(part).toString('base64url') : part))
    .join('.');

describe('fileTokenStore', () => {
  it('keeps the token across instances in a file only its owner can read', () => {
    const file = fileIn();
    expect(fileTokenStore(file).get()).toBeNull();
    fileTokenStore(file).set('token-1');
    expect(fileTokenStore(file).get()).toBe('token-1');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps an expired token for the client to renew, where fileSession forgets it', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12) });
    const file = fileIn();
    fileTokenStore(file).set('token-2', Date.now() + 60_000);
    expect(fileTokenStore(file).get()).toBe('token-2');
    vi.setSystemTime(Date.now() + 60_000);
    expect(fileTokenStore(file).get()).toBe('token-2');
    expect(fileSession(file).tokenStore.get()).toBeNull();
  });

  it('clears the file on logout and reads a damaged file as no session', () => {
    const file = fileIn();
    const store = fileTokenStore(file);
    store.set('token-3');
    store.set(null);
    expect(() => readFileSync(file)).toThrow();
    store.set('token-4');
    writeFileSync(file, '{ not json');
    expect(store.get()).toBeNull();
  });

  it("takes a token's expiry from its exp claim when none is given", () => {
    const file = fileIn();
    fileTokenStore(file).set(jwt(2_000_000_000));
    expect(JSON.parse(readFileSync(file, 'utf8')).expiresAt).toBe(2_000_000_000_000);
  });
});

describe('fileSession', () => {
  it('keeps the access token and the refresh credential side by side, 0600 after every rewrite', () => {
    const file = fileIn();
    const session = fileSession(file, () => 1_000);
    session.refreshCredential.set('r-1', 61_000);
    session.tokenStore.set('a-1', 11_000);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A file made readable by others is put back to 0600 when rewritten.
    writeFileSync(file, readFileSync(file), { mode: 0o644 });
    session.refreshCredential.set('r-2', 61_000);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      token: 'a-1',
      expiresAt: 11_000,
      refreshToken: 'r-2',
      refreshExpiresAt: 61_000,
    });
    // No temporary file is left behind.
    expect(readdirSync(dirname(file))).toEqual(['session.json']);
  });

  it('never writes through a link planted under its temporary file’s name', () => {
    const file = fileIn();
    const session = fileSession(file);
    session.tokenStore.set('a-0');
    const victim = join(dirname(file), 'victim.txt');
    writeFileSync(victim, 'keep me');
    symlinkSync(victim, `${file}.${process.pid}.tmp`);
    session.tokenStore.set('a-1');
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(file).isSymbolicLink()).toBe(false);
    expect(session.tokenStore.get()).toBe('a-1');
  });

  it('is a session while either credential lives, and none once both have expired', () => {
    let now = 1_000;
    const session = fileSession(fileIn(), () => now);
    expect(session.hasSession()).toBe(false);
    session.tokenStore.set('a', 5_000);
    session.refreshCredential.set('r', 9_000);
    now = 6_000;
    expect(session.tokenStore.get()).toBeNull();
    expect(session.hasSession()).toBe(true);
    now = 9_000;
    expect(session.refreshCredential.get()).toBeNull();
    expect(session.hasSession()).toBe(false);
  });

  it('ends the whole session when the SDK clears the token (a refused refresh)', () => {
    const file = fileIn();
    const session = fileSession(file);
    session.refreshCredential.set('r');
    session.tokenStore.set('a');
    session.tokenStore.set(null);
    expect(session.hasSession()).toBe(false);
    expect(() => readFileSync(file)).toThrow();
  });

  it('removes the file when the last credential is deleted, and clear() removes it whole', () => {
    const file = fileIn();
    const session = fileSession(file);
    session.refreshCredential.set('r');
    session.refreshCredential.set(null);
    expect(() => readFileSync(file)).toThrow();
    session.tokenStore.set('a');
    session.refreshCredential.set('r');
    session.clear();
    expect(() => readFileSync(file)).toThrow();
  });
});

describe('readRefreshCookie', () => {
  const now = Date.UTC(2026, 10, 23, 12);

  it('reads the value and expiry of the refreshToken cookie among others', () => {
    expect(
      readRefreshCookie(
        [
          'accessToken=a.b.c; Path=/; Max-Age=900; SameSite=Lax',
          'refreshToken=opaque-1; Path=/api/v4/users; Max-Age=2592000; HttpOnly; SameSite=Strict',
        ],
        now,
      ),
    ).toEqual({ value: 'opaque-1', expiresAt: now + 2_592_000_000 });
    expect(
      readRefreshCookie(['refreshToken=opaque-2; Expires=Wed, 23 Dec 2026 12:00:00 GMT; HttpOnly'], now),
    ).toEqual({ value: 'opaque-2', expiresAt: Date.UTC(2026, 11, 23, 12) });
    expect(readRefreshCookie(['refreshToken=opaque-3; HttpOnly'], now)).toEqual({
      value: 'opaque-3',
      expiresAt: null,
    });
  });

  it('reads a deletion as null and an answer that sets no refresh cookie as undefined', () => {
    expect(readRefreshCookie(['refreshToken=; Max-Age=0; Path=/'], now)).toEqual({
      value: null,
      expiresAt: null,
    });
    expect(
      readRefreshCookie(['refreshToken=old; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], now)?.value,
    ).toBeNull();
    expect(readRefreshCookie(['accessToken=a; Path=/', 'refreshTokenX=1'], now)).toBeUndefined();
    expect(readRefreshCookie([], now)).toBeUndefined();
  });
});

describe('refreshCookieFetch', () => {
  /** Tokens the fake answers stay valid: expiry is not what these tests are about. */
  const FAR_FUTURE = Date.UTC(2100, 0, 1);
  /** A fake API: a login that sets the credential, a refresh that rotates it, a profile that wants a live token. */
  function fakeApi() {
    const cookies: Array<{ path: string; cookie: string | null }> = [];
    let live = 'r-1';
    let token = 'access-1';
    let counter = 1;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const cookie = new Headers(init?.headers).get('cookie');
      cookies.push({ path: url.pathname, cookie });
      const json = (status: number, data: unknown, setCookie?: string) => {
        const headers = new Headers({ 'content-type': 'application/json' });
        if (setCookie) headers.append('set-cookie', setCookie);
        return new Response(JSON.stringify(data), { status, headers });
      };
      if (url.pathname.endsWith('/users/login'))
        return json(
          200,
          { data: { accessToken: token, expiresAt: FAR_FUTURE } },
          `refreshToken=${live}; HttpOnly`,
        );
      if (url.pathname.endsWith('/users/refresh')) {
        if (cookie !== `refreshToken=${live}`) return json(401, { message: 'Сессия завершена' });
        counter += 1;
        live = `r-${counter}`;
        token = `access-${counter}`;
        return json(
          200,
          { data: { accessToken: token, expiresAt: FAR_FUTURE } },
          `refreshToken=${live}; HttpOnly`,
        );
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === `Bearer ${token}`
        ? json(200, { data: { name: 'Иван' } })
        : json(401, { message: 'Нужно войти' });
    });
    return {
      fetch,
      cookies,
      expire: () => {
        token = `expired-${counter}`;
      },
    };
  }

  it('stores the login credential, sends it on refresh only, and keeps each rotated one', async () => {
    const api = fakeApi();
    const session = fileSession(fileIn());
    const client = createClient({
      baseUrl: 'http://shop.test',
      tokenStore: session.tokenStore,
      fetch: refreshCookieFetch(session.refreshCredential, api.fetch as typeof fetch),
    });
    const { accessToken } = await client.call(identityRoutes.login, { login: 'a@b.ru', password: 'x' });
    session.tokenStore.set(accessToken);
    expect(session.refreshCredential.get()).toBe('r-1');

    for (const round of [2, 3]) {
      api.expire();
      await expect(client.call(accountRoutes.personalData, {})).resolves.toEqual({ name: 'Иван' });
      expect(session.refreshCredential.get()).toBe(`r-${round}`);
      expect(session.tokenStore.get()).toBe(`access-${round}`);
    }
    // The credential went out on the refreshes alone, each time the one last set.
    expect(api.cookies.filter((c) => c.cookie !== null)).toEqual([
      { path: '/api/v4/users/refresh', cookie: 'refreshToken=r-1' },
      { path: '/api/v4/users/refresh', cookie: 'refreshToken=r-2' },
    ]);
  });

  it('sends the credential on POST /users/logout, never on other calls, and drops a deleted one', async () => {
    const store = { value: 'r-9' as string | null, get: () => store.value, set: vi.fn() };
    const seen: Array<string | null> = [];
    const inner = vi.fn(async (_: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('cookie'));
      return new Response('{}', { headers: { 'set-cookie': 'refreshToken=; Max-Age=0' } });
    });
    const fetch = refreshCookieFetch(store, inner as typeof globalThis.fetch);
    await fetch('http://shop.test/api/v4/users/logout', { method: 'POST', headers: { Accept: 'x' } });
    await fetch('http://shop.test/api/v4/users/personal', { method: 'GET' });
    await fetch('http://shop.test/api/v4/users/login', { method: 'POST' });
    await fetch('http://shop.test/api/v4/users/refresh', { method: 'GET' });
    expect(seen).toEqual(['refreshToken=r-9', null, null, null]);
    expect(store.set).toHaveBeenCalledWith(null, null);
  });

  it('lets two processes on one session file refresh at once without presenting the same credential twice', async () => {
    // A server that reads a second use of a rotated credential as theft and ends the family.
    let live: string | null = 'r-0';
    let token = 'access-0';
    let rotations = 0;
    const seen: string[] = [];
    const api = async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const headers = new Headers(init?.headers);
      if (path.endsWith('/users/refresh')) {
        const presented = headers.get('cookie')?.replace('refreshToken=', '') ?? '';
        seen.push(presented);
        // Answer after other work has had its turn, so that two unserialized refreshes overlap.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
        if (presented !== live) {
          live = null;
          return Response.json({ message: 'Сессия завершена' }, { status: 401 });
        }
        rotations += 1;
        live = `r-${rotations}`;
        token = `access-${rotations}`;
        return Response.json(
          { data: { accessToken: token, expiresAt: FAR_FUTURE } },
          { headers: { 'set-cookie': `refreshToken=${live}; HttpOnly` } },
        );
      }
      return headers.get('authorization') === `Bearer ${token}`
        ? Response.json({ data: { name: 'Иван' } })
        : Response.json({ message: 'Нужно войти' }, { status: 401 });
    };
    const file = fileIn();
    fileSession(file).refreshCredential.set('r-0');
    fileSession(file).tokenStore.set('stale');
    // Two CLI processes: each its own session object and client on the same file.
    const clients = [0, 1].map(() => {
      const session = fileSession(file);
      return createClient({
        baseUrl: 'http://shop.test',
        tokenStore: session.tokenStore,
        fetch: refreshCookieFetch(session.refreshCredential, api as typeof fetch),
      });
    });
    const answers = await Promise.all(clients.map((c) => c.call(accountRoutes.personalData, {})));
    expect(answers).toEqual([{ name: 'Иван' }, { name: 'Иван' }]);
    // The second refresh, if any, presented the credential the first one left.
    expect(new Set(seen).size).toBe(seen.length);
    expect(live).not.toBeNull();
    expect(fileSession(file).refreshCredential.get()).toBe(live);
    expect(readdirSync(dirname(file))).toEqual(['session.json']);
  });
});
