// `VERSTAK_TOKEN`: CI runs the built `verstak` logged in by an access token from its secrets, with no
// session file read or written; a token that is no longer a login is refused like no login at all.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from './cli-server';

let store: CliServer;

describe('verstak with VERSTAK_TOKEN', () => {
  beforeAll(async () => {
    store = await startCliServer(50);
  });
  afterAll(async () => {
    await store.close();
  });

  it('runs logged in by the token alone, and leaves no session file', async () => {
    const login = await store.verstak(
      ['login', '--email', 'operator@verstak.example.ru', '--password-stdin'],
      {},
      'verstak2026\n',
    );
    expect(login.code, login.stderr).toBe(0);
    const { token } = JSON.parse(readFileSync(store.sessionPath, 'utf8')) as { token: string };
    const elsewhere = join(store.sessionPath, '..', 'ci-never-written.json');
    const whoami = await store.verstak(['--json', 'whoami'], {
      VERSTAK_TOKEN: token,
      VERSTAK_SESSION: elsewhere,
    });
    expect(whoami.code, whoami.stderr).toBe(0);
    expect((JSON.parse(whoami.stdout) as { groups: string[] }).groups).toContain('operator');
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('refuses a token that is not a live login as no login, without a stack', async () => {
    const elsewhere = join(store.sessionPath, '..', 'ci-never-written-2.json');
    const whoami = await store.verstak(['--json', 'whoami'], {
      VERSTAK_TOKEN: 'not.a.token',
      VERSTAK_SESSION: elsewhere,
    });
    expect(whoami.code).toBe(1);
    expect((JSON.parse(whoami.stderr) as { error: { code: string } }).error.code).toBe('not_logged_in');
    expect(existsSync(elsewhere)).toBe(false);
    // Nor does a shopper's command go on as a guest with a basket of its own.
    const basket = await store.verstak(['--json', 'basket', 'list'], {
      VERSTAK_TOKEN: 'not.a.token',
      VERSTAK_SESSION: elsewhere,
    });
    expect(basket.code).toBe(1);
    expect(basket.stdout).toBe('');
  });

  it('tells CI that the token is dead, not to run verstak login (whose session file the token overrides)', async () => {
    const env = { VERSTAK_TOKEN: 'not.a.token', VERSTAK_SESSION: join(store.sessionPath, '..', 'ci-3.json') };
    for (const args of [['whoami'], ['order', 'list'], ['customer', 'find', 'ivan']]) {
      const run = await store.verstak(args, env);
      expect(run.code, args.join(' ')).toBe(1);
      expect(run.stderr, args.join(' ')).toMatch(
        /^error: VERSTAK_TOKEN is not a live login to http:\/\/127\.0\.0\.1:\d+ \(expired, or of another store\): log in again and pass the new token\n$/,
      );
    }
  });
});
