// A staff login stays usable past its access token's 15 minutes: `run` in process, its clock and the
// server's one fake clock moved forward, so the expiry is real and nothing sleeps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../cli/src/io';
import { run } from '../../cli/src/program';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { type CliServer, startCliServer } from './cli-server';

let store: CliServer;
let folder: string;
let orderNumber = '';

/** Runs `verstak` in process as `who` (a session file each), on the server's clock. */
async function verstak(who: 'staff' | 'guest', args: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { VERSTAK_API: store.api, VERSTAK_SESSION: join(folder, `${who}.json`) },
    clock: () => store.now(),
    input: { interactive: false, ask: async () => '', readAll: async () => stdin },
  };
  const code = await run(args, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const MINUTE = 60_000;

describe('a staff session past its access token', () => {
  beforeAll(async () => {
    store = await startCliServer(300);
    folder = mkdtempSync(join(tmpdir(), 'verstak-renewal-'));
    const found = JSON.parse((await verstak('guest', ['--json', 'catalog', 'search', 'дрель'])).stdout) as {
      products: Array<{ id: number; isAvailable: boolean }>;
    };
    for (const product of found.products.filter((p) => p.isAvailable).slice(0, 1))
      expect((await verstak('guest', ['basket', 'add', String(product.id)])).code).toBe(0);
    const { items } = JSON.parse((await verstak('guest', ['--json', 'shops'])).stdout) as {
      items: Array<{ id: number; holdsBasket: boolean }>;
    };
    const shop = items.find((s) => s.holdsBasket);
    const placed = await verstak('guest', [
      '--json',
      'checkout',
      '--pickup',
      String(shop?.id),
      '--pay',
      'card',
      '--name',
      'Анна',
      '--phone',
      '+7 900 555-00-01',
    ]);
    expect(placed.code, placed.stderr).toBe(0);
    orderNumber = (JSON.parse(placed.stdout) as { number: string }).number;
    const login = await verstak(
      'staff',
      ['login', '--email', SEEDED_LOGINS.operator.email, '--password-stdin'],
      `${SEED_PASSWORD}\n`,
    );
    expect(login.code, login.stderr).toBe(0);
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
});
