// The identity commands through `run`, against a fake API that plays the server's session rules:
// the end-to-end suite in tests/cli runs the built binary against the real one.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Io, Terminal } from './io';
import { run } from './program';

const PASSWORD = 'verstak2026';
const CODE = '482913';

/** A fake API: one account, SMS codes, rotating refresh credentials, an outbox. */
function fakeApi() {
  const state = {
    refresh: new Set<string>(),
    access: new Set<string>(),
    counter: 0,
    logins: 0,
    codeSent: false,
    bodies: [] as string[],
    cookies: [] as Array<{ path: string; cookie: string | null }>,
  };
  const json = (status: number, body: unknown, setCookie?: string) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (setCookie) headers.append('set-cookie', setCookie);
    return new Response(JSON.stringify(body), { status, headers });
  };
  const open = () => {
    state.counter += 1;
    const access = `access.${state.counter}.x`;
    const refresh = `refresh-${state.counter}`;
    state.access.add(access);
    state.refresh.add(refresh);
    return json(
      200,
      { status: 'ok', data: { accessToken: access, expiresAt: Date.now() + 900_000 } },
      `refreshToken=${refresh}; Path=/api/v4/users; Max-Age=2592000; HttpOnly; SameSite=Strict`,
    );
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.replace('/api/v4', '');
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : String(init?.body ?? '');
    state.bodies.push(body);
    state.cookies.push({ path, cookie: headers.get('cookie') });
    const form = new URLSearchParams(body);
    const bearer = headers.get('authorization')?.replace('Bearer ', '') ?? '';
    const cookie = /refreshToken=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1] ?? '';
    if (path === '/users/login') {
      state.logins += 1;
      const login = form.get('login');
      if (login === 'locked@example.ru') {
        const locked = json(429, {
          status: 'error',
          code: 'too_many_attempts',
          message: 'Слишком много попыток входа. Попробуйте снова через 15 минут',
        });
        locked.headers.set('Retry-After', '900');
        return locked;
      }
      if (login === 'ivan.petrov@example.ru' && form.get('password') === PASSWORD) return open();
      if (login === '+7 900 000-00-01' && state.codeSent && form.get('code') === CODE) return open();
      return json(401, { status: 'error', code: 'unauthorized', message: 'Неверный логин или пароль' });
    }
    if (path === '/users/authentication') {
      state.codeSent = true;
      return json(200, { data: { sentTo: '+7 (900) ***-**-01', retryAfter: 60, expiresIn: 300 } });
    }
    if (path === '/users/refresh') {
      if (!state.refresh.delete(cookie))
        return json(401, { code: 'unauthorized', message: 'Сессия завершена' });
      return open();
    }
    if (path === '/users/logout') {
      state.refresh.delete(cookie);
      return json(
        200,
        { data: { accessToken: 'guest.1.x', expiresAt: Date.now() + 900_000 } },
        'refreshToken=; Max-Age=0; Path=/api/v4/users',
      );
    }
    if (path === '/users/personal') {
      if (!state.access.has(bearer))
        return json(401, { code: 'unauthorized', message: 'Войдите, чтобы продолжить' });
      return json(200, {
        data: {
          user: {
            id: 7,
            name: 'Иван Петров',
            phone: '+7 (900) 000-00-01',
            email: 'ivan.petrov@example.ru',
            type: 'person',
            isB2B: false,
            groups: [],
          },
          bankDetails: [],
        },
      });
    }
    if (path === '/dev/outbox')
      return json(200, {
        data: {
          items: [
            {
              id: 1,
              channel: 'sms',
              to: '+7 (900) 000-00-01',
              text: `Код для входа: ${CODE}`,
              createdAt: 'now',
            },
            { id: 2, channel: 'email', to: 'a@b.ru', subject: 'Код', text: 'Код: 1111', createdAt: 'now' },
          ],
        },
      });
    return json(404, { code: 'not_found', message: 'Страница не найдена' });
  };
  return {
    state,
    fetch,
    /** Makes every access token stale, as its expiry would. */
    expireAccess: () => state.access.clear(),
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A CLI run against the fake API, with a session file of its own and a given stdin. */
function harness() {
  const api = fakeApi();
  const dir = mkdtempSync(join(tmpdir(), 'verstak-identity-'));
  dirs.push(dir);
  const sessionPath = join(dir, 'session.json');
  const cli = async (argv: string[], input: Partial<Terminal> & { answers?: string[] } = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const answers = [...(input.answers ?? [])];
    const io: Io = {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      env: { VERSTAK_API: 'http://shop.test', VERSTAK_SESSION: sessionPath },
      fetch: api.fetch as typeof fetch,
      input: {
        interactive: input.interactive ?? false,
        ask: input.ask ?? (async () => answers.shift() ?? ''),
        readAll: input.readAll ?? (async () => ''),
      },
    };
    const code = await run(argv, io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const session = () => JSON.parse(readFileSync(sessionPath, 'utf8')) as Record<string, unknown>;
  return { api, cli, session, sessionPath };
}

describe('verstak login, whoami, logout', () => {
  it('logs in with a password from stdin, keeps both credentials 0600, and shows who it is', async () => {
    const { cli, session, sessionPath } = harness();
    const login = await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => `${PASSWORD}\n`,
    });
    expect(login).toEqual({
      code: 0,
      out: 'Logged in to http://shop.test as Иван Петров (ivan.petrov@example.ru)',
      err: '',
    });
    expect(session()).toMatchObject({ token: 'access.1.x', refreshToken: 'refresh-1' });
    expect(statSync(sessionPath).mode & 0o777).toBe(0o600);

    const who = await cli(['whoami']);
    expect(who.out).toBe(
      [
        'name    Иван Петров',
        'phone   +7 (900) 000-00-01',
        'e-mail  ivan.petrov@example.ru',
        'type    private person',
        'groups  —',
      ].join('\n'),
    );
    const json = await cli(['whoami', '--json']);
    expect(JSON.parse(json.out)).toEqual({
      id: 7,
      name: 'Иван Петров',
      phone: '+7 (900) 000-00-01',
      email: 'ivan.petrov@example.ru',
      type: 'person',
      isB2B: false,
      groups: [],
    });
    expect(json.out).not.toMatch(/access\.|refresh-/);
  });

  it('asks for the password on a terminal', async () => {
    const { cli } = harness();
    const asked: Array<[string, boolean]> = [];
    const result = await cli(['login', '--email', 'ivan.petrov@example.ru'], {
      interactive: true,
      ask: async (question, options) => {
        asked.push([question, options?.secret ?? false]);
        return PASSWORD;
      },
    });
    expect(result.code).toBe(0);
    expect(asked).toEqual([['Password: ', true]]);
  });

  it("refuses a wrong password with the server's message, once, and keeps the old session", async () => {
    const { api, cli, session } = harness();
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => PASSWORD,
    });
    const logins = api.state.logins;
    const wrong = await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => 'wrong-secret',
    });
    expect(wrong).toEqual({ code: 1, out: '', err: 'error: Неверный логин или пароль' });
    // A 401 of the login is not refreshed and retried: the password went out once.
    expect(api.state.logins - logins).toBe(1);
    expect(session()).toMatchObject({ token: 'access.1.x', refreshToken: 'refresh-1' });
  });

  it('ends the previous session on the server when a new login replaces it', async () => {
    const { api, cli, session } = harness();
    const stdin = { readAll: async () => PASSWORD };
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], stdin);
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], stdin);
    expect(session()).toMatchObject({ refreshToken: 'refresh-2' });
    expect([...api.state.refresh]).toEqual(['refresh-2']);
  });

  it('says when a locked account may try again, and never prints the password', async () => {
    const { cli } = harness();
    const result = await cli(['--json', 'login', '--email', 'locked@example.ru', '--password-stdin'], {
      readAll: async () => 'secret-pass-1',
    });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.err).error.code).toBe('too_many_attempts');
    expect(JSON.parse(result.err).error).toEqual({
      code: 'too_many_attempts',
      message: 'Слишком много попыток входа. Попробуйте снова через 15 минут',
      retryAfter: 900,
    });
    expect(result.err + result.out).not.toContain('secret-pass-1');
  });

  it('logs in by SMS: --send-code, then --code; or --sms asking for the code', async () => {
    const { cli, session } = harness();
    const sent = await cli(['login', '--phone', '+7 900 000-00-01', '--send-code', '--json']);
    expect(JSON.parse(sent.out)).toEqual({ sentTo: '+7 (900) ***-**-01', expiresIn: 300, retryAfter: 60 });
    const outbox = await cli(['dev', 'outbox', '--to', '89000000001', '--json']);
    const {
      items: [message],
    } = JSON.parse(outbox.out) as { items: Array<{ text: string }>; total: number };
    const code = /\d{4,6}/.exec(message?.text ?? '')?.[0] ?? '';
    const login = await cli(['login', '--phone', '+7 900 000-00-01', '--code', code]);
    expect(login.code).toBe(0);
    expect(login.out + login.err).not.toContain(code);
    expect(session()).toMatchObject({ refreshToken: 'refresh-1' });

    const sms = await cli(['login', '--phone', '+7 900 000-00-01', '--sms'], {
      interactive: true,
      answers: [CODE],
    });
    expect(sms).toMatchObject({ code: 0, err: 'Code sent to +7 (900) ***-**-01: valid for 5 min' });
  });

  it('refreshes an expired session with the stored credential and keeps each rotated one', async () => {
    const { api, cli, session } = harness();
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => PASSWORD,
    });
    for (const round of [2, 3]) {
      api.expireAccess();
      const who = await cli(['whoami', '--json']);
      expect(who.code, who.err).toBe(0);
      expect(session()).toMatchObject({ token: `access.${round}.x`, refreshToken: `refresh-${round}` });
    }
    expect(api.state.cookies.filter((c) => c.cookie !== null)).toEqual([
      { path: '/users/refresh', cookie: 'refreshToken=refresh-1' },
      { path: '/users/refresh', cookie: 'refreshToken=refresh-2' },
    ]);
  });

  it('logs out on the server with the credential, removes the file, and is then not logged in', async () => {
    const { api, cli, sessionPath } = harness();
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => PASSWORD,
    });
    const out = await cli(['logout']);
    expect(out).toEqual({ code: 0, out: 'Logged out of http://shop.test', err: '' });
    expect(api.state.cookies.at(-1)).toEqual({ path: '/users/logout', cookie: 'refreshToken=refresh-1' });
    expect(api.state.refresh.size).toBe(0);
    expect(() => statSync(sessionPath)).toThrow();
    expect(await cli(['whoami'])).toMatchObject({
      code: 1,
      err: 'error: Not logged in to http://shop.test: run verstak login --phone <phone> or --email <email>',
    });
    expect(await cli(['logout'])).toEqual({ code: 0, out: 'Not logged in to http://shop.test', err: '' });
  });

  it('reads a session the server has ended as not logged in', async () => {
    const { api, cli, sessionPath } = harness();
    await cli(['login', '--email', 'ivan.petrov@example.ru', '--password-stdin'], {
      readAll: async () => PASSWORD,
    });
    api.expireAccess();
    api.state.refresh.clear();
    const who = await cli(['whoami', '--json']);
    expect(who.code).toBe(1);
    expect(JSON.parse(who.err).error.code).toBe('not_logged_in');
    expect(() => statSync(sessionPath)).toThrow();
  });

  it('never sends or prints a password given where it does not belong', async () => {
    const { cli } = harness();
    const result = await cli(['login', '--email', 'a@b.ru', '--password', 'hunter2-secret']);
    expect(result.code).toBe(2);
    expect(result.err).not.toContain('hunter2-secret');
    expect(result.err.split('\n')).toHaveLength(1);
  });
});

describe('verstak dev outbox', () => {
  it('lists the messages, to one recipient in any notation', async () => {
    const { cli } = harness();
    const all = await cli(['dev', 'outbox']);
    expect(all.out.split('\n')).toHaveLength(3);
    const one = await cli(['dev', 'outbox', '--to', 'A@B.ru']);
    expect(one.out).toContain('Код: Код: 1111');
    expect(one.out).not.toContain('+7 (900)');
  });

  it('says in one line that a server with a real provider has no outbox', async () => {
    const err: string[] = [];
    const code = await run(['dev', 'outbox'], {
      out: () => {},
      err: (t) => err.push(t),
      env: { VERSTAK_API: 'http://shop.test', VERSTAK_SESSION: '/nonexistent/session.json' },
      fetch: (async () => new Response('{"message":"Страница не найдена"}', { status: 404 })) as typeof fetch,
    });
    expect(code).toBe(1);
    expect(err).toEqual([
      "error: The API at http://shop.test has no development outbox for this machine: it answers only on the store's own machine, while SMS and e-mail go to the outbox and DEMO_SURFACES is on",
    ]);
  });
});
