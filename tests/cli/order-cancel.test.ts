// `order cancel` changes what cannot be changed back: on a terminal it shows what it will do and
// asks, `--dry-run` only shows, and a script must say `--yes`. Run in process, where a terminal can
// answer; the binary's own refusal without a terminal is checked too.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliServer, startCliServer } from './cli-server';
import { type InProcessVerstak, inProcess, logInOperator, placePickupOrder } from './in-process';

let store: CliServer;
let folder: string;
let verstak: InProcessVerstak;
let orderNumber = '';

const statusOf = async (number: string) =>
  (await store.db.query<{ status: string }>('SELECT status FROM orders WHERE number = $1', [number]))[0]
    ?.status;

describe('verstak order cancel, safely', () => {
  beforeAll(async () => {
    store = await startCliServer(300);
    folder = mkdtempSync(join(tmpdir(), 'verstak-cancel-'));
    verstak = inProcess(store, folder);
    orderNumber = await placePickupOrder(verstak, 'guest');
    await logInOperator(verstak);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('refuses to run without a terminal and without --yes: a usage error, exit code 2, nothing sent', async () => {
    const before = store.authorizations.length;
    const result = await store.verstak(['order', 'cancel', orderNumber, '--reason', '1'], {
      VERSTAK_SESSION: join(folder, 'staff.json'),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'error: order cancel cannot be undone: confirm it with --yes (or see what it would do with --dry-run); without a terminal there is no one to ask\n',
    );
    expect(store.authorizations.length).toBe(before);
    expect(await statusOf(orderNumber)).toBe('new');
  });

  it('--dry-run shows what would go back and changes nothing, as text and as JSON', async () => {
    const text = await verstak('staff', ['order', 'cancel', orderNumber, '--reason', '1', '--dry-run']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Would cancel \(nothing changed: --dry-run\):$/m);
    expect(text.stdout).toMatch(new RegExp(`^order +${orderNumber} \\(new\\), [\\d ]+ ₽$`, 'm'));
    expect(text.stdout).toMatch(/^reason +1: .+$/m);
    expect(text.stdout).toMatch(/^stock back +1 unit\(s\)$/m);
    const json = await verstak('staff', [
      '--json',
      'order',
      'cancel',
      orderNumber,
      '--reason',
      '1',
      '--dry-run',
    ]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      dryRun: true,
      plan: { number: orderNumber, status: 'new', unitsReturned: 1, refund: 0, reason: { id: 1 } },
    });
    expect(await statusOf(orderNumber)).toBe('new');
  });

  it('on a terminal shows the plan and asks; anything but yes leaves the order as it was', async () => {
    const declined = await verstak('staff', ['order', 'cancel', orderNumber, '--reason', '1'], {
      interactive: true,
      answers: ['n'],
    });
    expect(declined.asked).toEqual([`Cancel order ${orderNumber}? Type yes to confirm: `]);
    expect(declined.stderr).toMatch(/^stock back +1 unit\(s\)$/m);
    expect(declined.code).toBe(1);
    expect(declined.stderr).toMatch(/^error: Order .+ was not cancelled: the answer was not yes$/m);
    expect(await statusOf(orderNumber)).toBe('new');

    const confirmed = await verstak('staff', ['order', 'cancel', orderNumber, '--reason', '1'], {
      interactive: true,
      answers: ['yes'],
    });
    expect(confirmed.code, confirmed.stderr).toBe(0);
    expect(confirmed.stdout).toMatch(new RegExp(`^Order ${orderNumber} cancelled: `));
    expect(await statusOf(orderNumber)).toBe('cancelled');
  });

  it('says "already cancelled" with its own code, also for --dry-run, without asking', async () => {
    for (const flag of ['--yes', '--dry-run']) {
      const again = await verstak(
        'staff',
        ['--json', 'order', 'cancel', orderNumber, '--reason', '1', flag],
        {
          interactive: true,
        },
      );
      expect(again.code).toBe(1);
      expect(again.asked).toEqual([]);
      expect(JSON.parse(again.stderr).error.code).toBe('order_already_cancelled');
    }
    // The server says so too, with its own code (a cancel that raced another reaches the CLI as it).
    const { token } = JSON.parse(readFileSync(join(folder, 'staff.json'), 'utf8')) as { token: string };
    const response = await fetch(
      `${store.api}/api/v4/support/orders/${encodeURIComponent(orderNumber)}/cancel`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'reason=1',
      },
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'order_already_cancelled' });
  });
});
