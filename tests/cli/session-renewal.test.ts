// A staff login stays usable past its access token's 15 minutes: `run` in process, its clock and the
// server's one fake clock moved forward, so the expiry is real and nothing sleeps.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { type CliServer, startCliServer } from './cli-server';
import { type InProcessVerstak, inProcess, logInOperator, placePickupOrder } from './in-process';

let store: CliServer;
let folder: string;
let verstak: InProcessVerstak;
let orderNumber = '';

const MINUTE = 60_000;

describe('a staff session past its access token', () => {
  beforeAll(async () => {
    store = await startCliServer(300);
    folder = mkdtempSync(join(tmpdir(), 'verstak-renewal-'));
    verstak = inProcess(store, folder);
    orderNumber = await placePickupOrder(verstak, 'guest');
    await logInOperator(verstak);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('checks an order status by number alone 14 and 16 minutes after login, and an hour after', async () => {
    for (const minutes of [14, 2, 45]) {
      store.advanceClock(minutes * MINUTE);
      const result = await verstak('staff', ['order', 'status', orderNumber]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(new RegExp(`^order +${orderNumber}$`, 'm'));
    }
  });

  it('says the login has ended when the server ended it, instead of going on as a guest', async () => {
    await store.db.query('UPDATE refresh_credentials SET revoked_at = now()');
    store.advanceClock(16 * MINUTE);
    const result = await verstak('staff', ['order', 'status', orderNumber]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: The login to .+ has ended \(.+\): run verstak login again$/);
    expect((await verstak('staff', ['whoami'])).stderr).toMatch(/^error: Not logged in/);
  });

  it('logs out cleanly of a login the server has ended', async () => {
    await logInOperator(verstak);
    await store.db.query('UPDATE refresh_credentials SET revoked_at = now()');
    store.advanceClock(16 * MINUTE);
    const out = await verstak('staff', ['logout']);
    expect(out).toMatchObject({ code: 0, stdout: `Logged out of ${store.api}`, stderr: '' });
  });

  it('stops at an expired VERSTAK_TOKEN, which nothing renews, instead of going on as a guest', async () => {
    const login = await verstak(
      'staff',
      ['login', '--email', SEEDED_LOGINS.operator.email, '--password-stdin'],
      { stdin: `${SEED_PASSWORD}\n` },
    );
    expect(login.code, login.stderr).toBe(0);
    const { token } = JSON.parse(readFileSync(join(folder, 'staff.json'), 'utf8')) as { token: string };
    const ci = { env: { VERSTAK_TOKEN: token } };
    expect((await verstak('ci', ['order', 'status', orderNumber], ci)).code).toBe(0);
    store.advanceClock(16 * MINUTE);
    const result = await verstak('ci', ['--json', 'order', 'status', orderNumber], ci);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(JSON.parse(result.stderr)).toMatchObject({
      error: { code: 'not_logged_in', message: expect.stringContaining('its access token has expired') },
    });
  });
});
