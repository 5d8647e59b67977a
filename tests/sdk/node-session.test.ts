// A Node program's login against the real reference API (in process, PGlite in memory), on one fake
// clock the API and the SDK share: issue 20, SDK item 2 (a bot's expired token became a guest).
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountApi, basketApi, type Clock, createClient, createSession } from '@verstak/sdk';
import { fileTokenStore, nodeSession } from '@verstak/sdk/node';
import { createApi, type Db, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const IVAN = 'ivan.petrov@example.ru';
const PASSWORD = 'verstak2026';
const MINUTE = 60_000;

let db: Db;
let now = Date.now();
let api: ReturnType<typeof createApi>;
const dirs: string[] = [];
/** Every request the API got: its path and whether it carried the refresh cookie. */
let seen: Array<{ path: string; cookie: boolean }> = [];

/** The SDK's timers on the same fake time: nothing here waits on a timer. */
const clock: Clock = { setTimeout: () => 0, clearTimeout: () => {}, now: () => now };
const apiFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  seen.push({ path: new URL(request.url).pathname, cookie: request.headers.has('cookie') });
  return api.fetch(request);
};

function sessionFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verstak-bot-'));
  dirs.push(dir);
  return join(dir, 'bot', 'session.json');
}

/** A bot process: a client wired with `nodeSession` on `file`, a session over it, and its loggedOut count. */
function bot(file: string) {
  const client = createClient({
    baseUrl: 'http://shop.test',
    clock,
    ...nodeSession({ file, fetch: apiFetch, now: () => now }),
  });
  const session = createSession({ client });
  const loggedOut = { count: 0 };
  client.events.on('loggedOut', () => {
    loggedOut.count += 1;
  });
  return { client, session, loggedOut };
}

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seed(db, { products: 20 });
  api = createApi({ db, clock: { now: () => now }, logError: () => {} });
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await db.close?.();
});

describe('a Node bot wired with nodeSession', () => {
  it('stays logged in past its token’s 15 minutes, renewing it with the refresh cookie kept in the file', async () => {
    const file = sessionFile();
    const { client, session, loggedOut } = bot(file);
    await session.login({ login: IVAN, password: PASSWORD });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    for (const round of [1, 2]) {
      now += 16 * MINUTE;
      seen = [];
      const { user } = await accountApi(client).personalData({});
      expect(user.email).toBe(IVAN);
      // The expired token was renewed before the call (no 401, no guest basket), with the cookie.
      expect(seen).toEqual([
        { path: '/api/v4/users/refresh', cookie: true },
        { path: '/api/v4/users/personal', cookie: false },
      ]);
      const basket = await basketApi(client).get({});
      expect(basket).toBeDefined();
      expect(session.sync().status, `round ${round}`).toBe('authorized');
    }
    expect(loggedOut.count).toBe(0);
  });

  it('emits loggedOut once when its refresh credential is revoked, and fails its calls until it logs in again', async () => {
    const file = sessionFile();
    const { client, session, loggedOut } = bot(file);
    await session.login({ login: IVAN, password: PASSWORD });
    // A copy of the session logs out elsewhere: the server revokes the credential both hold.
    const copy = `${file}.copy`;
    copyFileSync(file, copy);
    await bot(copy).session.logout();

    now += 16 * MINUTE;
    seen = [];
    await expect(basketApi(client).get({})).rejects.toMatchObject({ status: 401 });
    await expect(basketApi(client).get({})).rejects.toMatchObject({ status: 401 });
    await expect(accountApi(client).personalData({})).rejects.toMatchObject({ status: 401 });
    // One refresh, refused; the calls after it fail at once, without refreshing again.
    expect(seen.filter((s) => s.path.endsWith('/users/refresh'))).toHaveLength(1);
    expect(loggedOut.count).toBe(1);
    expect(session.getSnapshot().status).toBe('guest');
    expect(existsSync(file)).toBe(false);
    // Logging in again opens a new session in the same file.
    await session.login({ login: IVAN, password: PASSWORD });
    await expect(accountApi(client).personalData({})).resolves.toMatchObject({ user: { email: IVAN } });
  });

  it('emits loggedOut once when the refresh answers a guest (the credential has expired)', async () => {
    const file = sessionFile();
    const { client, session, loggedOut } = bot(file);
    await session.login({ login: IVAN, password: PASSWORD });

    now += 31 * 24 * 60 * MINUTE;
    seen = [];
    const error = await basketApi(client)
      .get({})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: expect.stringMatching(/log in again/),
    });
    await expect(basketApi(client).get({})).rejects.toMatchObject({ status: 401 });
    expect(seen[0]).toEqual({ path: '/api/v4/users/refresh', cookie: false });
    expect(loggedOut.count).toBe(1);
    expect(session.getSnapshot().status).toBe('guest');
    expect(existsSync(file)).toBe(false);
  });

  it('with fileTokenStore alone (no refresh cookie), an expired login ends with loggedOut, not a silent guest', async () => {
    const file = sessionFile();
    const { session } = bot(file);
    await session.login({ login: IVAN, password: PASSWORD });
    const client = createClient({
      baseUrl: 'http://shop.test',
      clock,
      tokenStore: fileTokenStore(file),
      fetch: apiFetch,
    });
    let loggedOut = 0;
    client.events.on('loggedOut', () => {
      loggedOut += 1;
    });
    now += 16 * MINUTE;
    await expect(basketApi(client).get({})).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(loggedOut).toBe(1);
  });
});
