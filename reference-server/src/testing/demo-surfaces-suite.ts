// The demo surfaces (issue 14 §1), run on PGlite (demo-surfaces.test.ts) and on a real PostgreSQL
// (demo-surfaces.pg.test.ts): the outbox route and the external login sandbox answer only a client on
// this machine, never for a staff account, and the same whether or not the account exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { claimsOf, connection, TestBrowser, tokenOf } from './test-browser';

/** What the suite runs on: a migrated, seeded store. */
export interface DemoStore {
  db: Db;
  dispose(): Promise<void>;
}

const STORE = 'http://localhost:3000';
const RETURN = '/personal/external-auth/vk-id/';
const STAFF = [SEEDED_LOGINS.operator, SEEDED_LOGINS.admin, SEEDED_LOGINS.content, SEEDED_LOGINS.tags];

/** The Node bindings of a connection, as `@hono/node-server` passes them. */
type Bindings = ReturnType<typeof connection> | Record<string, never>;

export function demoSurfacesSuite(name: string, open: () => Promise<DemoStore>): void {
  describe(name, () => {
    let store: DemoStore;
    const now = Date.UTC(2026, 10, 23, 12);
    let api: ReturnType<typeof createApi>;

    /** The three demo requests: the sandbox page, its form (a login) and the outbox. */
    const requests = (headers: Record<string, string> = {}, login: string = SEEDED_LOGINS.person.email) => [
      new Request(`${STORE}/sandbox/auth/vk?redirect_uri=${encodeURIComponent(RETURN)}`, { headers }),
      new Request(`${STORE}/sandbox/auth/vk`, {
        method: 'POST',
        headers: { ...headers, Origin: STORE, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ redirect_uri: RETURN, login }).toString(),
      }),
      new Request(`${STORE}/api/v4/dev/outbox`, { headers }),
      new Request(`${STORE}/sandbox/auth/`, { headers }),
    ];
    /** The statuses the demo requests answer over `bindings` with `headers`. */
    const statuses = async (bindings: Bindings, headers: Record<string, string> = {}) =>
      Promise.all(requests(headers).map(async (request) => (await api.fetch(request, bindings)).status));
    /** The sandbox form's answer for `login`, from this machine. */
    const sandboxLogin = async (login: string) => {
      const answer = await api.fetch(requests({}, login)[1] as Request, connection());
      return { status: answer.status, location: new URL(answer.headers.get('location') ?? '', STORE) };
    };
    /** The outbox as a local client reads it. */
    const outbox = async (to?: string) => {
      const query = to ? `?to=${encodeURIComponent(to)}` : '';
      const answer = await api.fetch(new Request(`${STORE}/api/v4/dev/outbox${query}`), connection());
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { items: Array<{ to: string; text: string }> } }).data.items;
    };

    beforeAll(async () => {
      store = await open();
      api = createApi({ db: store.db, clock: { now: () => now }, demoSurfaces: true, logError: () => {} });
    });
    afterAll(async () => {
      await store.dispose();
    });

    it('answers a client on this machine', async () => {
      expect(await statuses(connection())).toEqual([200, 303, 200, 200]);
      expect(await statuses(connection('::1', '[::1]:3000'))).toEqual([200, 303, 200, 200]);
      expect(await statuses(connection('::ffff:127.0.0.1', 'yaroslavl.localhost:3000'))).toEqual([
        200, 303, 200, 200,
      ]);
    });

    it('answers 404, as for an absent route, to a client that is not on the loopback interface', async () => {
      const absent = await (await api.fetch(new Request(`${STORE}/api/v4/dev/nothing`), connection())).json();
      for (const address of ['192.0.2.10', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1', '0.0.0.0']) {
        expect(await statuses(connection(address)), address).toEqual([404, 404, 404, 404]);
      }
      const answer = await api.fetch(new Request(`${STORE}/api/v4/dev/outbox`), connection('192.0.2.10'));
      expect(await answer.json()).toEqual({
        ...absent,
        errors: { common: 'No API call at GET /api/v4/dev/outbox' },
      });
      // In-process, with no socket at all (server-side rendering that forgot to pass the client's).
      expect(await statuses({})).toEqual([404, 404, 404, 404]);
    });

    it('never takes a forwarding header as proof of a local client', async () => {
      const remote = connection('192.0.2.10');
      for (const headers of [
        { 'X-Forwarded-For': '127.0.0.1' },
        { Forwarded: 'for=127.0.0.1;host=localhost:3000' },
        { 'X-Real-IP': '::1' },
      ])
        expect(await statuses(remote, headers), JSON.stringify(headers)).toEqual([404, 404, 404, 404]);
      // A local proxy (the storefront standing alone) says whom it serves: someone elsewhere.
      for (const headers of [
        { 'X-Forwarded-For': '192.0.2.10' },
        { 'X-Forwarded-For': '127.0.0.1, 192.0.2.10' },
        { 'X-Forwarded-For': 'unknown' },
        { Forwarded: 'for="[2001:db8::1]:4711"' },
        { Forwarded: 'for=127.0.0.1, for=192.0.2.10' },
        { 'X-Real-IP': '192.0.2.10' },
        { 'X-Forwarded-Host': 'evil.example' },
      ])
        expect(await statuses(connection(), headers), JSON.stringify(headers)).toEqual([404, 404, 404, 404]);
    });

    it('refuses a local connection that asked for another host (DNS rebinding)', async () => {
      for (const host of ['evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io:3000'])
        expect(await statuses(connection('127.0.0.1', host)), host).toEqual([404, 404, 404, 404]);
    });

    it('never logs a staff account in, and answers it as it answers any other login', async () => {
      const shopper = await sandboxLogin(SEEDED_LOGINS.person.email);
      const shopperSession = await new TestBrowser(() => api).post('/users/authhash', {
        hash: shopper.location.searchParams.get('code'),
      });
      expect(claimsOf(tokenOf(shopperSession)).role).toBe('authorized');
      for (const account of STAFF) {
        const answer = await sandboxLogin(account.email);
        expect(answer.status, account.email).toBe(303);
        expect(answer.location.pathname).toBe(shopper.location.pathname);
        const code = answer.location.searchParams.get('code') ?? '';
        expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const refused = await new TestBrowser(() => api).post('/users/authhash', { hash: code });
        expect(refused.status, account.email).toBe(400);
        expect(refused.body.errors?.hash).toBe('Ссылка для входа устарела');
      }
    });

    it('answers the same whether or not the account exists', async () => {
      const known = await sandboxLogin(SEEDED_LOGINS.smsOnly.phone);
      const unknown = await sandboxLogin('+7 (999) 123-45-67');
      const nobody = await sandboxLogin('nobody@example.ru');
      for (const answer of [unknown, nobody]) {
        expect(answer.status).toBe(known.status);
        expect(answer.location.pathname).toBe(known.location.pathname);
        expect([...answer.location.searchParams.keys()]).toEqual([...known.location.searchParams.keys()]);
        expect(answer.location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
      expect(known.location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('never shows a message to a staff account in the outbox', async () => {
      const b = new TestBrowser(() => api, { address: '127.0.0.1' });
      for (const account of STAFF) {
        const asked = await b.post('/users/restore-password', { login: account.email });
        expect(asked.status).toBe(200);
        expect(await outbox(account.email), account.email).toEqual([]);
      }
      const all = await outbox();
      for (const account of STAFF) expect(all.map((m) => m.to)).not.toContain(account.email);
      // A shopper's code is still there.
      expect((await b.post('/users/restore-password', { login: SEEDED_LOGINS.person.email })).status).toBe(
        200,
      );
      expect((await outbox(SEEDED_LOGINS.person.email))[0]?.text).toMatch(/\d{6}/);
    });

    it('counts a local client per account only, and anyone else (a forwarding header naming a hop elsewhere included) per address', async () => {
      /** Statuses of six wrong passwords, each for another unknown login, over `bindings`. */
      const guesses = async (run: string, bindings: Bindings, headers: Record<string, string> = {}) => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const answer = await api.fetch(
            new Request(`${STORE}/api/v4/users/login`, {
              method: 'POST',
              headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ login: `${run}-${i}@example.ru`, password: 'wrong-password' }),
            }),
            bindings,
          );
          statuses.push(answer.status);
        }
        return statuses;
      };
      expect(await guesses('local', connection())).not.toContain(429);
      expect(await guesses('remote', connection('192.0.2.77'))).toContain(429);
      // A loopback socket of its own each (the store's own proxy), naming a client elsewhere.
      for (const [run, socket, headers] of [
        ['xff', '127.0.0.2', { 'X-Forwarded-For': '192.0.2.78' }],
        ['fwd', '127.0.0.3', { Forwarded: 'for=192.0.2.79' }],
        ['xfh', '127.0.0.4', { 'X-Forwarded-Host': 'evil.example' }],
      ] as const)
        expect(await guesses(run, connection(socket), headers), run).toContain(429);
      const off = createApi({
        db: store.db,
        clock: { now: () => now },
        demoSurfaces: false,
        logError: () => {},
      });
      const offStatuses: number[] = [];
      for (let i = 0; i < 6; i++)
        offStatuses.push(
          (
            await off.fetch(
              new Request(`${STORE}/api/v4/users/login`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                body: new URLSearchParams({ login: `off-${i}@example.ru`, password: 'wrong-password' }),
              }),
              connection('127.0.0.5'),
            )
          ).status,
        );
      expect(offStatuses).toContain(429);
    });

    it('is absent when switched off, even for a client on this machine', async () => {
      const off = createApi({ db: store.db, clock: { now: () => now }, demoSurfaces: false });
      const answers = await Promise.all(requests().map(async (request) => off.fetch(request, connection())));
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    });
  });
}
