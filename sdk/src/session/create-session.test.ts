import { describe, expect, it, vi } from 'vitest';
import { accountApi } from '../api/account';
import { createClient } from '../http/create-client';
import { createUserStore } from '../stores/user-store';
import { cookieTokenStore } from './cookie-token-store';
import { createSession, type Session } from './create-session';
import type { SessionChannel, SessionLocks, SessionMessage } from './session-sync';

// Two "tabs" are two clients and two sessions over one cookie jar, as two tabs of one browser
// share their cookies. The server is a fake with the rules that matter here (the identity server is
// built in parallel): refresh credentials in an HttpOnly cookie, rotated on every refresh, a reused
// one revoking the family; access tokens checked on /users/personal and /base.

const BASE = 'http://api.test';
const NOW = 1_800_000_000_000;

/** An unsigned JWT: the SDK only reads claims. */
function jwt(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

/** A cookie jar behaving like `document.cookie`, with the writes kept. */
function cookieJar() {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0/.test(line)) values.delete(pair.slice(0, eq));
      else values.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

const profile = {
  name: 'Анна Петрова',
  firstName: 'Анна',
  email: 'anna@example.ru',
  phone: '79151234567',
  bonus: [],
  b2bCategory: '',
  isB2B: false,
  countOrganization: 0,
  groups: [],
};

/** The fake server, with the browser's HttpOnly refresh cookie (shared by the tabs) inside it. */
function fakeServer(options = { guestOnRefusal: false }) {
  let serial = 0;
  const valid = new Set<string>();
  const liveRefresh = new Set<string>();
  const rotated = new Set<string>();
  const browser = { refresh: null as string | null };
  const seen = {
    refreshes: 0,
    revoked: false,
    requests: [] as { path: string; body: string; auth: string }[],
  };

  function issue(role: 'authorized' | 'unauthorized') {
    const accessToken = jwt({ role, groups: [], exp: NOW / 1000 + 600, jti: ++serial });
    valid.add(accessToken);
    const refresh = `r${serial}`;
    liveRefresh.add(refresh);
    browser.refresh = refresh;
    return { accessToken, expiresAt: NOW + 600_000 };
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const ok = (data: unknown) => json(200, { version: 'release_2025_08_01', data });
  const refused = () => json(401, { code: 'unauthorized', errors: { common: 'Нужен вход' } });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v4', '');
    const body = typeof init?.body === 'string' ? init.body : init?.body ? String(init.body) : '';
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    seen.requests.push({ path, body, auth });
    const token = auth.replace(/^Bearer /, '');
    switch (path) {
      case '/users/login':
        return new URLSearchParams(body).get('password') === 'верный-пароль'
          ? ok(issue('authorized'))
          : json(400, { code: 'validation', errors: { password: 'Неверный логин или пароль' } });
      case '/users/authhash':
        return ok(issue('authorized'));
      case '/users/send-password-from-sms':
      case '/user/guest/registration/':
      case '/user/guest/reset-password':
        return ok(issue('authorized'));
      case '/users/refresh': {
        seen.refreshes++;
        const credential = browser.refresh;
        if (credential && rotated.has(credential)) {
          seen.revoked = true;
          liveRefresh.clear();
          return refused();
        }
        if (!credential || !liveRefresh.has(credential))
          return options.guestOnRefusal ? ok(issue('unauthorized')) : refused();
        liveRefresh.delete(credential);
        rotated.add(credential);
        return ok(issue(token && decodeRole(token) === 'unauthorized' ? 'unauthorized' : 'authorized'));
      }
      case '/users/logout':
        if (browser.refresh) liveRefresh.delete(browser.refresh);
        browser.refresh = null;
        return ok({
          accessToken: jwt({ role: 'unauthorized', groups: [], exp: NOW / 1000 + 600 }),
          expiresAt: NOW + 600_000,
        });
      case '/users/personal':
        return valid.has(token) ? ok({ user: profile, bankDetails: [] }) : refused();
      case '/base':
        return valid.has(token) ? ok({ user: profile, fUserId: 'f-1' }) : ok({ user: null, fUserId: 'f-1' });
      default:
        return json(404, { code: 'not_found', errors: {} });
    }
  };
  return { fetch, seen, valid, browser, issue, options };
}
const decodeRole = (token: string) =>
  JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).role;

/** A BroadcastChannel hub: a message reaches every other channel, structured-cloned, as the real one does. */
function channelHub() {
  const channels = new Set<{ listeners: Set<(event: { data: unknown }) => void> }>();
  const posted: SessionMessage[] = [];
  return {
    posted,
    channel(): SessionChannel {
      const own = { listeners: new Set<(event: { data: unknown }) => void>() };
      channels.add(own);
      return {
        postMessage(message) {
          posted.push(message);
          for (const other of channels)
            if (other !== own)
              for (const listener of other.listeners) listener({ data: structuredClone(message) });
        },
        addEventListener: (_type, listener) => own.listeners.add(listener),
        removeEventListener: (_type, listener) => own.listeners.delete(listener),
      };
    },
  };
}

/** Web Locks with one holder at a time per name, queued in order, as `navigator.locks` grants them. */
function sharedLocks(): SessionLocks & { granted: number } {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    granted: 0,
    request<T>(name: string, _options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => {
        locks.granted++;
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  return locks;
}

/** One tab: a client and a session over the shared jar, fake server, channel hub and locks. */
function openTab(env: {
  jar: ReturnType<typeof cookieJar>;
  server: ReturnType<typeof fakeServer>;
  hub: ReturnType<typeof channelHub>;
  locks: SessionLocks | null;
}) {
  const tokenStore = cookieTokenStore({ document: env.jar });
  let session: Session | undefined;
  const client = createClient({
    baseUrl: BASE,
    tokenStore,
    fetch: env.server.fetch,
    refreshSession: (signal) => (session as Session).refreshSession(signal),
  });
  const user = createUserStore({ client });
  session = createSession({
    client,
    fingerprint: () => 'fp-1234567890',
    channel: env.hub.channel(),
    locks: env.locks,
  });
  const loggedOut = vi.fn();
  const loggedIn = vi.fn();
  client.events.on('loggedOut', loggedOut);
  client.events.on('loggedIn', loggedIn);
  return { client, session, user, loggedOut, loggedIn };
}

function world(locks: SessionLocks | null = sharedLocks()) {
  const env = { jar: cookieJar(), server: fakeServer(), hub: channelHub(), locks };
  return { ...env, tab: () => openTab(env) };
}

describe('the session (§4.1)', () => {
  it('logs in, storing the token in the accessToken cookie until the answered expiry, and tells the user store', async () => {
    const w = world();
    const a = w.tab();
    const state = await a.session.login({ login: '+7 915 123-45-67', password: 'верный-пароль' });
    expect(state).toMatchObject({ status: 'authorized', serverAuthorised: false });
    expect(w.jar.writes.at(-1)).toContain(`expires=${new Date(NOW + 600_000).toUTCString()}`);
    expect(w.server.seen.requests[0]?.body).toContain('fingerprint=fp-1234567890');
    expect(a.loggedIn).toHaveBeenCalledWith({ reason: 'login', authorized: true, remote: false });
    await vi.waitFor(() =>
      expect(a.user.getSnapshot()).toMatchObject({ status: 'authorized', fUserId: 'f-1' }),
    );
  });

  it('rejects a wrong password with the field message, storing nothing', async () => {
    const a = world().tab();
    await expect(a.session.login({ login: 'anna@example.ru', password: 'нет' })).rejects.toMatchObject({
      status: 400,
      errors: { password: 'Неверный логин или пароль' },
    });
    expect(a.session.getSnapshot()).toMatchObject({ status: 'guest', token: null });
    expect(a.loggedIn).not.toHaveBeenCalled();
  });

  it('exchanges the h query of a login link and flags the page server-authorised', async () => {
    const w = world();
    const a = w.tab();
    const state = await a.session.exchangeAuthHash('abcdefghijklmnopqrstuvwxyz012345');
    expect(state).toMatchObject({ status: 'authorized', serverAuthorised: true });
    expect((await a.session.refresh()).serverAuthorised).toBe(true);
    expect((await a.session.logout()).serverAuthorised).toBe(false);
    const sent = new URLSearchParams(w.server.seen.requests[0]?.body);
    expect(Object.fromEntries(sent)).toEqual({
      hash: 'abcdefghijklmnopqrstuvwxyz012345',
      fingerprint: 'fp-1234567890',
    });
  });

  it('opens a session from the /user/guest/ e-mail flow, sending JSON with the fingerprint', async () => {
    const w = world();
    const a = w.tab();
    await a.session.registerByEmail({
      type: 'legal',
      firstName: 'Олег',
      email: 'zakupki@stroyresurs.ru',
      code: '123456',
      password: 'Надёжный-пароль-1',
      agreement: 'Y',
    });
    expect(a.session.getSnapshot().status).toBe('authorized');
    await a.session.resetPassword({
      email: 'zakupki@stroyresurs.ru',
      resetToken: 'abcdefghijklmnopqrstuvwxyz',
      password: 'Новый-пароль-2',
    });
    const [registration, reset] = w.server.seen.requests.filter((r) => r.path.startsWith('/user/guest/'));
    expect(JSON.parse(registration?.body ?? '{}')).toMatchObject({
      email: 'zakupki@stroyresurs.ru',
      fingerprint: 'fp-1234567890',
    });
    expect(JSON.parse(reset?.body ?? '{}')).toMatchObject({
      resetToken: 'abcdefghijklmnopqrstuvwxyz',
      fingerprint: 'fp-1234567890',
    });
    expect(a.loggedIn).toHaveBeenCalledTimes(2);
  });

  it('drops empty values before send-password-from-sms (§5)', async () => {
    const w = world();
    await w.tab().session.sendPasswordFromSms({ phone: '79151234567', code: '1234', password: '' });
    expect(Object.fromEntries(new URLSearchParams(w.server.seen.requests[0]?.body))).toEqual({
      phone: '79151234567',
      code: '1234',
      fingerprint: 'fp-1234567890',
    });
  });

  it('logs out: the server revokes, the user clears and loggedOut goes to the commerce stores', async () => {
    const a = world().tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    await vi.waitFor(() => expect(a.user.getSnapshot().status).toBe('authorized'));
    const state = await a.session.logout();
    expect(state.status).toBe('guest');
    expect(a.loggedOut).toHaveBeenCalledTimes(1);
    expect(a.user.getSnapshot()).toMatchObject({ status: 'guest', user: null, fUserId: 'f-1' });
  });

  it('logs out locally even when the logout call fails, and still reports the failure', async () => {
    const w = world();
    const a = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    const down = openTabWithFetch(w, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.session.logout()).rejects.toMatchObject({ code: 'network' });
    expect(down.session.getSnapshot()).toMatchObject({ status: 'guest', token: null });
    expect(down.loggedOut).toHaveBeenCalledTimes(1);
  });

  it('ends the session when a refresh is refused: guest, loggedOut once, and the other tabs told', async () => {
    const w = world();
    const a = w.tab();
    const b = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    w.server.valid.clear();
    w.server.browser.refresh = 'unknown';
    await expect(accountApi(a.client).personalData()).rejects.toMatchObject({ status: 401 });
    // The refusal of /users/refresh is not itself answered with another refresh.
    expect(w.server.seen.refreshes).toBe(1);
    expect(a.session.getSnapshot()).toMatchObject({ status: 'guest', token: null });
    expect(a.loggedOut).toHaveBeenCalledTimes(1);
    expect(b.session.getSnapshot().status).toBe('guest');
    expect(b.loggedOut).toHaveBeenCalledTimes(1);
    expect(w.hub.posted.at(-1)?.reason).toBe('ended');
  });

  it('keeps the session when a proxy, not the API, answers the refresh 403 (a WAF page)', async () => {
    const w = world();
    const a = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    const waf = openTabWithFetch(
      w,
      async () =>
        new Response('<html>Access denied</html>', { status: 403, headers: { 'Content-Type': 'text/html' } }),
    );
    const before = waf.session.getSnapshot();
    await expect(waf.session.refresh()).rejects.toMatchObject({ status: 403, code: 'not_api' });
    // Before, the page ended the session: the token cleared, the other tabs told.
    expect(waf.session.getSnapshot()).toEqual(before);
    expect(before.token).not.toBeNull();
    expect(waf.loggedOut).not.toHaveBeenCalled();
    expect(a.loggedOut).not.toHaveBeenCalled();
  });

  it('takes a guest token answered to a refresh of a dead session as a logout', async () => {
    const w = world();
    const a = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    w.server.options.guestOnRefusal = true;
    w.server.browser.refresh = 'revoked';
    const state = await a.session.refresh();
    expect(state.status).toBe('guest');
    expect(a.loggedOut).toHaveBeenCalledTimes(1);
    expect(a.user.getSnapshot().user).toBeNull();
  });
});

describe('sessions across tabs', () => {
  it('refreshes once when two tabs hit 401 at once, the second taking the token the first stored', async () => {
    const w = world();
    const a = w.tab();
    const b = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    w.server.valid.clear(); // every access token has expired on the server
    const [fromA, fromB] = await Promise.all([
      accountApi(a.client).personalData(),
      accountApi(b.client).personalData(),
    ]);
    expect(fromA.user.firstName).toBe('Анна');
    expect(fromB.user.firstName).toBe('Анна');
    expect(w.server.seen.refreshes).toBe(1);
    expect(w.server.seen.revoked).toBe(false);
    expect(b.session.getSnapshot().token).toBe(a.session.getSnapshot().token);
  });

  it('without Web Locks, still shares one refresh among the calls of one tab', async () => {
    const w = world(null);
    const a = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    w.server.valid.clear();
    const api = accountApi(a.client);
    await Promise.all([api.personalData(), api.personalData(), a.session.refresh()]);
    expect(w.server.seen.refreshes).toBe(1);
  });

  it('carries a login and a logout to the other tab: its user store fills, then clears', async () => {
    const w = world();
    const a = w.tab();
    const b = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    expect(b.session.getSnapshot().status).toBe('authorized');
    expect(b.loggedIn).toHaveBeenCalledWith({ reason: 'login', authorized: true, remote: true });
    await vi.waitFor(() => expect(b.user.getSnapshot().user?.firstName).toBe('Анна'));
    await a.session.logout();
    expect(b.session.getSnapshot().status).toBe('guest');
    expect(b.loggedOut).toHaveBeenCalledTimes(1);
    expect(b.user.getSnapshot()).toMatchObject({ status: 'guest', user: null });
  });

  it('posts no token or other secret on the channel, and ignores foreign messages', async () => {
    const w = world();
    const a = w.tab();
    const b = w.tab();
    await a.session.login({ login: 'anna@example.ru', password: 'верный-пароль' });
    await a.session.refresh();
    const token = a.session.getSnapshot().token ?? '';
    for (const message of w.hub.posted) {
      expect(Object.keys(message).sort()).toEqual(['from', 'reason', 'type']);
      expect(JSON.stringify(message)).not.toContain(token.split('.')[1]);
      expect(JSON.stringify(message)).not.toContain('fp-1234567890');
    }
    const intruder = w.hub.channel();
    intruder.postMessage({ type: 'verstak-session', reason: 'bogus', from: 'x' } as never);
    intruder.postMessage('logout' as never);
    expect(b.session.getSnapshot().status).toBe('authorized');
  });
});

function openTabWithFetch(w: ReturnType<typeof world>, fetch: typeof globalThis.fetch) {
  return openTab({ ...w, server: { ...w.server, fetch } });
}

describe('session.ensure (§4.1 at start)', () => {
  it('refreshes without a token or with an expired one, and leaves a live token alone', async () => {
    const w = world();
    const a = w.tab();
    w.server.issue('unauthorized'); // the browser holds a guest's refresh cookie, no access token
    await a.session.ensure(NOW);
    expect(w.server.seen.refreshes).toBe(1);
    expect(a.session.getSnapshot().token).not.toBeNull();
    await a.session.ensure(NOW);
    expect(w.server.seen.refreshes).toBe(1);
    await a.session.ensure(NOW + 601_000);
    expect(w.server.seen.refreshes).toBe(2);
  });
});
