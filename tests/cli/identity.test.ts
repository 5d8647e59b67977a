// The identity commands of the built `verstak` binary against the real reference API, seeded with
// its documented accounts (README: Seeded logins).
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from './cli-server';

const PASSWORD = 'verstak2026';
const IVAN = 'ivan.petrov@example.ru';
/** The seeded account without a password: it logs in by SMS code only. */
const SMS_ONLY = '+7 900 000-00-02';

let store: CliServer;

const session = () => JSON.parse(readFileSync(store.sessionPath, 'utf8')) as Record<string, unknown>;
const loginWithPassword = (login: string, password = PASSWORD) =>
  store.verstak(['login', '--email', login, '--password-stdin'], {}, `${password}\n`);

/** Every value the session file holds that is a secret: no output may show one. */
const secretsOf = (saved: Record<string, unknown>) =>
  [saved.token, saved.refreshToken].filter((v): v is string => typeof v === 'string');

describe('verstak login, whoami, logout against the reference API', () => {
  beforeAll(async () => {
    store = await startCliServer(50);
  });
  afterAll(async () => {
    await store.close();
  });

  it('is not logged in at first, and says how to log in', async () => {
    const result = await store.verstak(['whoami']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `error: Not logged in to ${store.api}: run verstak login --phone <phone> or --email <email>\n`,
    );
  });

  it('logs in with a password from stdin into a 0600 file holding both credentials, and shows who', async () => {
    const login = await loginWithPassword(IVAN);
    expect(login.stderr).toBe('');
    expect(login.stdout).toBe(`Logged in to ${store.api} as Иван Петров (${IVAN})\n`);
    const saved = session();
    expect(saved).toEqual({
      token: expect.any(String),
      expiresAt: expect.any(Number),
      refreshToken: expect.any(String),
      refreshExpiresAt: expect.any(Number),
    });
    expect(statSync(store.sessionPath).mode & 0o777).toBe(0o600);

    const who = await store.verstak(['whoami']);
    expect(who.code, who.stderr).toBe(0);
    expect(who.stdout).toMatch(/^name {4}Иван Петров$/m);
    expect(who.stdout).toMatch(/^phone {3}\+7 \(900\) 000-00-01$/m);
    expect(who.stdout).toMatch(/^type {4}private person$/m);
    const json = await store.verstak(['whoami', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      name: 'Иван Петров',
      email: IVAN,
      type: 'person',
      groups: [],
    });
    for (const secret of secretsOf(saved))
      expect(login.stdout + who.stdout + json.stdout).not.toContain(secret);
  });

  it('refreshes after the access token expires, storing each rotated credential', async () => {
    for (let round = 0; round < 2; round++) {
      const before = session();
      // Past the 15 minutes of a user token: the server refuses it, the CLI refreshes and retries.
      store.advanceClock(16 * 60_000);
      const who = await store.verstak(['whoami', '--json']);
      expect(who.code, who.stderr).toBe(0);
      expect(JSON.parse(who.stdout)).toMatchObject({ email: IVAN });
      const after = session();
      expect(after.token).not.toBe(before.token);
      expect(after.refreshToken).not.toBe(before.refreshToken);
      expect(statSync(store.sessionPath).mode & 0o777).toBe(0o600);
    }
  });

  it('lets commands run at once on an expired session all refresh, none ending it by reuse', async () => {
    store.advanceClock(16 * 60_000);
    const runs = await Promise.all([0, 1, 2].map(() => store.verstak(['whoami', '--json'])));
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    expect((await store.verstak(['whoami'])).code).toBe(0);
  });

  it('logs out on the server: the credential is revoked, the file removed', async () => {
    const { refreshToken } = session();
    const out = await store.verstak(['logout']);
    expect(out).toMatchObject({ code: 0, stdout: `Logged out of ${store.api}\n` });
    expect(() => statSync(store.sessionPath)).toThrow();
    // The revoked credential no longer opens a session.
    const refresh = await fetch(`${store.api}/api/v4/users/refresh`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${String(refreshToken)}` },
    });
    expect(refresh.status).toBe(401);
    expect((await store.verstak(['whoami'])).code).toBe(1);
  });

  it('logs in by phone in any notation with a password, and shows a B2B buyer as such', async () => {
    const login = await store.verstak(
      ['login', '--phone', '8 (900) 000-00-10', '--password-stdin'],
      {},
      PASSWORD,
    );
    expect(login.code, login.stderr).toBe(0);
    const who = await store.verstak(['whoami']);
    expect(who.stdout).toMatch(/^type {4}legal entity, B2B buyer$/m);
    expect((await store.verstak(['logout'])).code).toBe(0);
  });

  it('logs a staff member in the same way, with their group', async () => {
    const login = await store.verstak(
      ['--json', 'login', '--email', 'operator@verstak.example.ru', '--password-stdin'],
      {},
      PASSWORD,
    );
    expect(login.code, login.stderr).toBe(0);
    expect(JSON.parse(login.stdout)).toMatchObject({ loggedIn: true, user: { groups: ['operator'] } });
    for (const secret of [PASSWORD, ...secretsOf(session())]) expect(login.stdout).not.toContain(secret);
    const who = await store.verstak(['--json', 'whoami']);
    expect(JSON.parse(who.stdout).groups).toContain('operator');
    expect((await store.verstak(['logout'])).code).toBe(0);
  });

  it('logs in by SMS code: --send-code, the code read from the outbox, then --code', async () => {
    const sent = await store.verstak(['--json', 'login', '--phone', SMS_ONLY, '--send-code']);
    expect(sent.code, sent.stderr).toBe(0);
    const answer = JSON.parse(sent.stdout) as { sentTo: string; expiresIn: number };
    expect(answer.sentTo).toMatch(/\*/);
    expect(answer.expiresIn).toBe(300);

    const outbox = await store.verstak(['dev', 'outbox', '--to', '89000000002', '--json']);
    expect(outbox.code, outbox.stderr).toBe(0);
    const {
      items: [latest],
      total,
    } = JSON.parse(outbox.stdout) as {
      items: Array<{ channel: string; to: string; text: string }>;
      total: number;
    };
    expect(total).toBeGreaterThan(0);
    expect(latest).toMatchObject({ channel: 'sms', to: '+7 (900) 000-00-02' });
    const code = /\b\d{4,6}\b/.exec(latest?.text ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
    // --debug logs the outbox exchange, never the codes its answer holds.
    const debugged = await store.verstak(['--debug', 'dev', 'outbox', '--to', '89000000002']);
    expect(debugged.stderr).toMatch(/^debug: ← 200 GET \/api\/v4\/dev\/outbox$/m);
    expect(debugged.stderr).not.toContain(code);

    const login = await store.verstak(['login', '--phone', SMS_ONLY, '--code', code]);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout + login.stderr).not.toContain(code);
    const who = await store.verstak(['--json', 'whoami']);
    expect(JSON.parse(who.stdout)).toMatchObject({ phone: '+7 (900) 000-00-02' });
    // The code was used up: the same one does not log in again.
    const again = await store.verstak(['login', '--phone', SMS_ONLY, '--code', code]);
    expect(again.code).toBe(1);
    expect(again.stderr).not.toContain(code);
    expect((await store.verstak(['logout'])).code).toBe(0);
  });

  it('logs each HTTP exchange on stderr under --debug, and no password, token or cookie', async () => {
    const login = await store.verstak(
      ['--debug', 'login', '--email', IVAN, '--password-stdin'],
      {},
      `${PASSWORD}\n`,
    );
    expect(login.code, login.stderr).toBe(0);
    const who = await store.verstak(['--debug', 'whoami']);
    expect(who.code, who.stderr).toBe(0);
    // Output stays on stdout; the log is stderr only.
    expect(who.stdout).not.toMatch(/debug:/);
    expect(login.stderr).toMatch(
      new RegExp(`^debug: → POST ${store.api}/api/v4/users/login {2}login=${IVAN} password=\\*\\*\\*$`, 'm'),
    );
    expect(login.stderr).toMatch(
      /^debug: ← 200 POST \/api\/v4\/users\/login \(\d+ ms\) {2}data: accessToken, expiresAt$/m,
    );
    expect(who.stderr).toMatch(/^debug: → GET .+\/api\/v4\/users\/personal/m);
    expect(who.stderr).toMatch(/^debug: ← 200 GET \/api\/v4\/users\/personal /m);
    const logged = login.stderr + who.stderr;
    for (const secret of [PASSWORD, ...secretsOf(session())]) expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/Bearer|refreshToken=|eyJ/);
    expect((await store.verstak(['logout'])).code).toBe(0);
  });

  it("refuses a wrong password with the server's Russian message on one line, and keeps no secret in it", async () => {
    const wrong = await loginWithPassword(IVAN, 'not-the-password-1');
    expect(wrong).toEqual({ code: 1, stdout: '', stderr: 'error: Неверный телефон, e-mail или пароль\n' });
    expect(() => statSync(store.sessionPath)).toThrow();
  });

  it('says when a locked account may retry, and refuses even the right password then', async () => {
    const target = 'b2b@stroyresurs.example.ru';
    let last = { code: 0, stdout: '', stderr: '' };
    for (let attempt = 0; attempt < 6; attempt++)
      last = await loginWithPassword(target, `wrong-${attempt}-x`);
    const right = await store.verstak(
      ['--json', 'login', '--email', target, '--password-stdin'],
      {},
      PASSWORD,
    );
    for (const refused of [last, right]) expect(refused.code).toBe(1);
    const { error } = JSON.parse(right.stderr) as { error: { code: string; message: string } };
    expect(error.code).toBe('too_many_attempts');
    expect(error.message).toMatch(/Повторите через \d+ минут/);
    expect(right.stderr).not.toContain(PASSWORD);
    // The lock ends: later tests of this server would log in again.
    store.advanceClock(16 * 60_000);
  });
});
