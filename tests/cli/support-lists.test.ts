// What support staff look up: orders a page at a time past any limit, by the Moscow days they were
// placed on and by payment; customers by name and organisation with a total and pages; a customer's
// basket; the pickup points and courier windows `checkout` takes. Run in process on one server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { type CliServer, startCliServer } from './cli-server';
import { addHeldDrill, type InProcessVerstak, inProcess, placePickupOrder } from './in-process';

let store: CliServer;
let folder: string;
let verstak: InProcessVerstak;
/**
 * The orders placed, oldest first, and when: the first a second before a Moscow midnight (20:59:59
 * UTC), the second at it, the third days later.
 */
const placed: Array<{ number: string; at: string }> = [
  { number: '', at: '2026-11-01T20:59:59Z' },
  { number: '', at: '2026-11-01T21:00:00Z' },
  { number: '', at: '2026-11-05T10:00:00Z' },
];
const PHONE = '+7 900 555-44-33';

const json = <T>(result: { code: number; stdout: string; stderr: string }): T => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const login = async (who: string, email: string) =>
  expect(
    (await verstak(who, ['login', '--email', email, '--password-stdin'], { stdin: `${SEED_PASSWORD}\n` }))
      .code,
  ).toBe(0);

describe('support look-ups', () => {
  beforeAll(async () => {
    store = await startCliServer(300);
    folder = mkdtempSync(join(tmpdir(), 'verstak-lists-'));
    verstak = inProcess(store, folder);
    // Three orders of one buyer, dated as above (the database stamps them with its own clock).
    for (const [i, order] of placed.entries()) {
      order.number = await placePickupOrder(verstak, `guest${i}`, PHONE);
      await store.db.query('UPDATE orders SET created_at = $2 WHERE number = $1', [order.number, order.at]);
    }
    await store.db.query(
      `UPDATE orders SET payment_status = 'paid', paid_kopecks = total_kopecks WHERE number = $1`,
      [placed[1]?.number ?? ''],
    );
    await login('staff', SEEDED_LOGINS.operator.email);
    await login('ivan', SEEDED_LOGINS.person.email);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const numbers = (list: { items: Array<{ number: string }> }) => list.items.map((o) => o.number);
  /** The numbers of the orders placed, oldest to newest (known once `beforeAll` has run). */
  const numberOf = (i: number) => () => placed[i]?.number ?? '';
  const [oldest, middle, newest] = [numberOf(0), numberOf(1), numberOf(2)];

  it('pages through orders newest first, each page with the total, and says where the rest are', async () => {
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(
        json<{ items: Array<{ number: string }>; total: number; page: number }>(
          await verstak('staff', [
            '--json',
            'order',
            'list',
            '--customer',
            PHONE,
            '--limit',
            '1',
            '--page',
            String(page),
          ]),
        ),
      );
    expect(pages.map(numbers)).toEqual([[newest()], [middle()], [oldest()]]);
    expect(pages.map((p) => [p.total, p.page])).toEqual([
      [3, 1],
      [3, 2],
      [3, 3],
    ]);
    const table = await verstak('staff', [
      'order',
      'list',
      '--customer',
      PHONE,
      '--limit',
      '1',
      '--page',
      '2',
    ]);
    expect(table.stdout).toMatch(/^Showing 2–2 of 3 orders: next page with --page 3$/m);
    const past = await verstak('staff', ['order', 'list', '--customer', PHONE, '--page', '9']);
    expect(past.stdout).toBe('Page 9 is past the last: 3 order(s) match');
    // 200 a page at most, and pages go on past it.
    expect((await verstak('staff', ['order', 'list', '--limit', '201'])).code).toBe(2);
    expect((await verstak('staff', ['order', 'list', '--limit', '200', '--page', '2'])).code).toBe(0);
  });

  it('filters by the Moscow days the orders were placed on, both ends inclusive', async () => {
    const [first, second, third] = ['2026-11-01', '2026-11-02', '2026-11-05'];
    const between = (from: string, to: string) =>
      verstak('staff', ['--json', 'order', 'list', '--customer', PHONE, '--from', from, '--to', to]);
    expect(numbers(json(await between(second ?? '', second ?? '')))).toEqual([middle()]);
    expect(numbers(json(await between(first ?? '', second ?? '')))).toEqual([middle(), oldest()]);
    const since = json<{ items: Array<{ number: string }> }>(
      await verstak('staff', ['--json', 'order', 'list', '--customer', PHONE, '--from', third ?? '']),
    );
    expect(numbers(since)).toEqual([newest()]);
    const backwards = await verstak('staff', ['order', 'list', '--from', third ?? '', '--to', first ?? '']);
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toBe(`error: --from ${third} is after --to ${first}`);
    const notADay = await verstak('staff', ['order', 'list', '--from', '2026-02-30']);
    expect(notADay.code).toBe(2);
    expect(notADay.stderr).toMatch(/--from must be a day as YYYY-MM-DD/);
  });

  it('filters by payment: --paid, --unpaid, --payment, one at a time', async () => {
    const list = async (...flags: string[]) =>
      numbers(json(await verstak('staff', ['--json', 'order', 'list', '--customer', PHONE, ...flags])));
    expect(await list('--paid')).toEqual([middle()]);
    expect(await list('--unpaid')).toEqual([newest(), oldest()]);
    expect(await list('--payment', 'unpaid')).toEqual([newest(), oldest()]);
    expect(await list('--payment', 'refunded')).toEqual([]);
    expect((await verstak('staff', ['order', 'list', '--paid', '--unpaid'])).code).toBe(2);
    expect((await verstak('staff', ['order', 'list', '--payment', 'maybe'])).code).toBe(2);
  });

  it('finds customers by name and by organisation, with a total and pages', async () => {
    const byName = json<{ items: Array<{ id: number; name: string }>; total: number }>(
      await verstak('staff', ['--json', 'customer', 'find', 'петров иван']),
    );
    expect(byName.items).toEqual([
      expect.objectContaining({ id: SEEDED_LOGINS.person.id, name: 'Иван Петров' }),
    ]);
    expect(byName.total).toBe(1);
    const byOrganisation = await verstak('staff', ['customer', 'find', 'стройресурс']);
    expect(byOrganisation.code, byOrganisation.stderr).toBe(0);
    expect(byOrganisation.stdout).toMatch(/organisation/);
    expect(byOrganisation.stdout).toMatch(/b2b@stroyresurs\.example\.ru +legal +ООО «Стройресурс»/);
    const guests = json<{ items: Array<{ type: string; ordersCount: number }> }>(
      await verstak('staff', ['--json', 'customer', 'find', PHONE]),
    );
    expect(guests.items).toEqual([expect.objectContaining({ type: 'guest', ordersCount: 3 })]);
    // The seeded buyers' phones all hold 901: more than a page of them.
    const first = json<{ items: Array<{ phone: string }>; total: number }>(
      await verstak('staff', ['--json', 'customer', 'find', '901', '--limit', '5']),
    );
    const second = json<{ items: Array<{ phone: string }>; total: number }>(
      await verstak('staff', ['--json', 'customer', 'find', '901', '--limit', '5', '--page', '2']),
    );
    expect(first.total).toBeGreaterThan(10);
    expect(second.total).toBe(first.total);
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(second.items.map((c) => c.phone)).not.toContain(first.items[0]?.phone);
    const table = await verstak('staff', ['customer', 'find', '901', '--limit', '5']);
    expect(table.stdout).toMatch(
      new RegExp(`^Showing 1–5 of ${first.total} customers: next page with --page 2$`, 'm'),
    );
  });

  it("shows a customer's basket to staff as the customer sees it, and to no one else", async () => {
    const found = JSON.parse(
      (await verstak('ivan', ['--json', 'catalog', 'search', 'перфоратор'])).stdout,
    ) as {
      items: Array<{ id: number; isAvailable: boolean }>;
    };
    const product = found.items.find((p) => p.isAvailable)?.id ?? 0;
    const own = json<{ items: Array<{ id: number; quantity: number }> }>(
      await verstak('ivan', ['--json', 'basket', 'add', String(product), '--qty', '2']),
    );
    const seen = json<{
      customer: { id: number; name: string };
      basket: { items: Array<{ id: number; quantity: number }> };
    }>(await verstak('staff', ['--json', 'customer', 'basket', String(SEEDED_LOGINS.person.id)]));
    expect(seen.customer).toMatchObject({ id: SEEDED_LOGINS.person.id, name: 'Иван Петров' });
    expect(seen.basket.items.map((i) => [i.id, i.quantity])).toEqual(
      own.items.map((i) => [i.id, i.quantity]),
    );
    const table = await verstak('staff', ['customer', 'basket', String(SEEDED_LOGINS.person.id)]);
    expect(table.stdout).toMatch(/^customer +Иван Петров \(id 1\)$/m);
    expect(table.stdout).toMatch(new RegExp(`^ *${product} .+ 2 `, 'm'));

    const asShopper = await verstak('ivan', ['--json', 'customer', 'basket', '1']);
    expect(asShopper.code).toBe(1);
    expect(JSON.parse(asShopper.stderr).error.code).toBe('forbidden');
    const asGuest = await verstak('nobody', ['--json', 'customer', 'basket', '1']);
    expect(JSON.parse(asGuest.stderr).error.code).toBe('not_logged_in');
    const missing = await verstak('staff', ['customer', 'basket', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('error: id: There is no customer account 999999');
    const notAPhone = await verstak('staff', ['--json', 'customer', 'basket', 'ivan']);
    expect(notAPhone.code).toBe(1);
    expect(JSON.parse(notAPhone.stderr).error.code).toBe('validation');
  });

  it("shows a guest's basket by the phone of their orders: where order copy puts the products", async () => {
    const before = json<{ customer: { id: null; phone: string }; basket: { items: unknown[] } }>(
      await verstak('staff', ['--json', 'customer', 'basket', PHONE]),
    );
    expect(before.customer).toMatchObject({ id: null, phone: '+7 (900) 555-44-33' });
    expect(before.basket.items).toEqual([]);
    expect((await verstak('staff', ['order', 'copy', newest()])).code).toBe(0);
    const after = await verstak('staff', ['customer', 'basket', '8 900 555-44-33']);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stdout).toMatch(/^customer +Анна \(guest\)$/m);
    expect(after.stdout).toMatch(/^items +1$/m);
    const nobody = await verstak('staff', ['customer', 'basket', '+7 900 000-99-99']);
    expect(nobody).toMatchObject({
      code: 1,
      stderr: 'error: phone: No guest order was placed with +7 (900) 000-99-99',
    });
  });

  it('lists the pickup points and courier windows that checkout takes', async () => {
    const shops = await addHeldDrill(verstak, 'shopper');
    expect(shops.total).toBe(shops.items.length);
    expect(shops.items.some((s) => s.holdsBasket && /^\d{4}-\d{2}-\d{2}$/.test(s.readyDate))).toBe(true);
    const table = await verstak('shopper', ['--city', 'yaroslavl', 'shops']);
    expect(table.stdout).toMatch(/^ *id {2}name +address +schedule +basket$/m);
    expect(table.stdout).toMatch(/Ярославл/);
    const windows = json<{ items: Array<{ date: string; time: string }>; total: number; price: number }>(
      await verstak('shopper', ['--json', 'delivery', 'windows']),
    );
    expect(windows.items.length).toBe(windows.total);
    for (const w of windows.items) {
      expect(w.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(w.time).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/);
    }
  });
});
