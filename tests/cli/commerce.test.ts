// The commerce commands of the built `verstak` binary against the real reference API with the payment
// sandbox: a shopper's basket and checkout (as a guest), and the support staff's order and customer
// commands (tables and --json), with their refusals: bad flags exit 2, failures 1, never a stack trace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../../reference-server/src/seed/accounts-seed';
import { type CliResult, type CliServer, startCliServer } from './cli-server';

const PASSWORD = SEED_PASSWORD;
const OPERATOR = SEEDED_LOGINS.operator.email;
const ADMIN = SEEDED_LOGINS.admin.email;
const IVAN = SEEDED_LOGINS.person.email;
/** The guest buyer's phone, written as a person would. */
const BUYER_PHONE = '8 900 777-12-34';
const BUYER_PHONE_FORMATTED = '+7 (900) 777-12-34';

let store: CliServer;
let folder: string;
/** Each persona has its own session file: a guest shopper, support staff, a shopper with an account. */
const sessions = { guest: '', staff: '', ivan: '' };

const as = (who: keyof typeof sessions, args: readonly string[], stdin = '') =>
  store.verstak(args, { VERSTAK_SESSION: sessions[who] }, stdin);
const json = <T>(result: CliResult): T => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
/** What no output of the CLI may ever show: a stack trace. */
const noStack = (result: CliResult) => expect(result.stderr + result.stdout).not.toMatch(/\n\s+at /);

interface PlacedJson {
  number: string;
  orderId: number;
  paymentUrl: string | null;
  order: { status: string; total: number; deliveryCode: string; phone: string };
}

/** Products a guest can buy now: the first products a search finds that can be had. */
async function buyable(query: string): Promise<number[]> {
  const found = json<{ items: Array<{ id: number; isAvailable: boolean }> }>(
    await as('guest', ['--json', 'catalog', 'search', query, '--limit', '20']),
  );
  return found.items.filter((p) => p.isAvailable).map((p) => p.id);
}

describe('verstak basket, checkout, order and customer against the reference API', () => {
  let pickupOrder: PlacedJson;
  let courierOrder: PlacedJson;

  beforeAll(async () => {
    store = await startCliServer(400, { payments: true });
    folder = mkdtempSync(join(tmpdir(), 'verstak-commerce-'));
    for (const who of Object.keys(sessions) as Array<keyof typeof sessions>)
      sessions[who] = join(folder, `${who}.json`);
    expect(
      (await as('staff', ['login', '--email', OPERATOR, '--password-stdin'], `${PASSWORD}\n`)).code,
    ).toBe(0);
    expect((await as('ivan', ['login', '--email', IVAN, '--password-stdin'], `${PASSWORD}\n`)).code).toBe(0);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  describe('a guest shopper', () => {
    it('adds, sets and removes lines, and lists the basket as a table and as JSON', async () => {
      const [first = 0, second = 0] = await buyable('дрель');
      const added = await as('guest', ['basket', 'add', String(first), '--qty', '2']);
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toMatch(/^ *id {2}title +qty +price +sum/m);
      expect(added.stdout).toMatch(new RegExp(`^ *${first} .+ 2 +[\\d ]+ ₽ +[\\d ]+ ₽`, 'm'));
      expect(added.stdout).toMatch(/^total +[\d ]+ ₽$/m);

      await as('guest', ['basket', 'add', String(second)]);
      const set = json<{ items: Array<{ id: number; quantity: number }>; itemsTotal: number }>(
        await as('guest', ['--json', 'basket', 'set', String(first), '3']),
      );
      expect(set.items.map((i) => [i.id, i.quantity])).toEqual([
        [first, 3],
        [second, 1],
      ]);
      expect(set.itemsTotal).toBe(4);
      const removed = json<{ items: Array<{ id: number }> }>(
        await as('guest', ['--json', 'basket', 'remove', String(second)]),
      );
      expect(removed.items.map((i) => i.id)).toEqual([first]);
      const listed = json<{ items: Array<{ id: number; quantity: number }>; version: string }>(
        await as('guest', ['basket', 'list', '--json']),
      );
      expect(listed.items).toMatchObject([{ id: first, quantity: 3 }]);
      expect(listed.version).not.toBe('');
    });

    it('checks out for pickup to pay on receipt: the order number, no payment URL, the basket emptied', async () => {
      // A basket a shop can hand over: the lines as they are, or else one product a shop has.
      let point = (await deliveries()).pickup.points.find((p) => p.available);
      for (const product of point ? [] : await buyable('дрель')) {
        const { items } = json<{ items: Array<{ id: number }> }>(
          await as('guest', ['--json', 'basket', 'list']),
        );
        for (const item of items) await as('guest', ['basket', 'remove', String(item.id)]);
        await as('guest', ['basket', 'add', String(product)]);
        point = (await deliveries()).pickup.points.find((p) => p.available);
        if (point) break;
      }
      expect(point, 'a shop with every line').toBeDefined();
      const result = await as('guest', [
        'checkout',
        '--pickup',
        String(point?.shopId),
        '--pay',
        'card',
        '--name',
        'Анна Покупаева',
        '--phone',
        BUYER_PHONE,
      ]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^order +В-\d+$/m);
      expect(result.stdout).toMatch(
        /^payment +Картой или наличными при получении \(nothing to pay online now\)$/m,
      );
      pickupOrder = {
        number: /^order +(\S+)$/m.exec(result.stdout)?.[1] ?? '',
      } as PlacedJson;
      expect(json<{ items: unknown[] }>(await as('guest', ['--json', 'basket', 'list'])).items).toEqual([]);
    });

    it('checks out by courier to pay online: --json gives the number and the sandbox pay URL', async () => {
      // A product a courier can bring: one the delivery warehouse has.
      let courier = false;
      for (const product of await buyable('перфоратор')) {
        await as('guest', ['basket', 'add', String(product)]);
        courier = (await deliveries()).courier.available;
        if (courier) break;
        await as('guest', ['basket', 'remove', String(product)]);
      }
      expect(courier, 'a product a courier can bring').toBe(true);
      courierOrder = json<PlacedJson>(
        await as('guest', [
          '--json',
          'checkout',
          '--courier',
          '--address',
          'г. Москва, ул. Тверская, д. 7',
          '--date',
          (await deliveries()).courier.dates[0]?.date ?? '',
          '--time',
          '10:00 - 12:00',
          '--pay',
          'raiff-sbp',
          '--name',
          'Анна Покупаева',
          '--phone',
          BUYER_PHONE,
          '--email',
          'anna@example.ru',
        ]),
      );
      expect(courierOrder.number).toMatch(/^В-\d+$/);
      expect(courierOrder.order).toMatchObject({
        status: 'new',
        deliveryCode: 'courier',
        phone: BUYER_PHONE_FORMATTED,
      });
      expect(courierOrder.paymentUrl?.startsWith(`${store.sandbox}/`)).toBe(true);
    });

    it('checks its order status by number and phone in any notation', async () => {
      const table = await as('guest', ['order', 'status', courierOrder.number, '--phone', BUYER_PHONE]);
      expect(table.code, table.stderr).toBe(0);
      expect(table.stdout).toMatch(new RegExp(`^order +${courierOrder.number}$`, 'm'));
      expect(table.stdout).toMatch(/^status +new \(.+\)$/m);
      expect(table.stdout).toMatch(/^payment +(unpaid|pending)$/m);
      const status = json<{ number: string; isPaid: boolean }>(
        await as('guest', [
          '--json',
          'order',
          'status',
          courierOrder.number,
          '--phone',
          BUYER_PHONE_FORMATTED,
        ]),
      );
      expect(status).toMatchObject({ number: courierOrder.number, isPaid: false });
      const wrong = await as('guest', [
        '--json',
        'order',
        'status',
        courierOrder.number,
        '--phone',
        '+7 900 000-99-99',
      ]);
      expect(wrong.code).toBe(1);
      expect(JSON.parse(wrong.stderr).error.code).toBe('order_not_found');
    });

    it('is refused the support commands: not logged in', async () => {
      const result = await as('guest', ['order', 'list']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^error: Not logged in to .+ as staff/);
    });
  });

  describe('support staff', () => {
    it('lists orders newest first, by customer in any notation and by status', async () => {
      const table = await as('staff', ['order', 'list', '--customer', BUYER_PHONE]);
      expect(table.code, table.stderr).toBe(0);
      const lines = table.stdout.trim().split('\n');
      expect(lines[0]).toMatch(/^number +placed +status +payment +total +items +delivery +customer$/);
      expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual([courierOrder.number, pickupOrder.number]);
      expect(lines[1]).toContain(`Анна Покупаева, ${BUYER_PHONE_FORMATTED} (guest)`);
      const listed = json<{ items: Array<{ number: string; status: string }>; total: number }>(
        await as('staff', [
          '--json',
          'order',
          'list',
          '--customer',
          BUYER_PHONE_FORMATTED,
          '--status',
          'active',
          '--limit',
          '1',
        ]),
      );
      expect(listed.total).toBe(2);
      expect(listed.items.map((o) => o.number)).toEqual([courierOrder.number]);
      const byMail = json<{ total: number }>(
        await as('staff', ['--json', 'order', 'list', '--customer', 'ANNA@example.ru']),
      );
      expect(byMail.total).toBe(1);
    });

    it('checks any order status by number alone', async () => {
      const result = await as('staff', ['order', 'status', pickupOrder.number]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^order +${pickupOrder.number}$`, 'm'));
    });

    it('shows an order with its lines, events and cancel reasons; by its digits too', async () => {
      const result = await as('staff', ['order', 'show', pickupOrder.number]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^order +${pickupOrder.number} \\(id \\d+\\)$`, 'm'));
      expect(result.stdout).toMatch(/^customer +Анна Покупаева, \+7 \(900\) 777-12-34$/m);
      expect(result.stdout).toMatch(/^ *id +title +qty +price +sum$/m);
      expect(result.stdout).toMatch(/^Events:$/m);
      expect(result.stdout).toMatch(/placed/);
      expect(result.stdout).toMatch(/^Cancel reasons \(verstak order cancel .+ --reason <id>\):$/m);
      const digits = pickupOrder.number.replace(/\D/g, '');
      const shown = json<{ order: { number: string }; cancelReasons: unknown[] }>(
        await as('staff', ['--json', 'order', 'show', digits]),
      );
      expect(shown.order.number).toBe(pickupOrder.number);
      expect(shown.cancelReasons.length).toBeGreaterThan(0);
    });

    it("cancels an order on the customer's behalf, logged with the staff account; a second cancel is refused", async () => {
      const result = await as('staff', [
        'order',
        'cancel',
        pickupOrder.number,
        '--reason',
        '1',
        '--comment',
        'Позвонил в поддержку',
        '--yes',
      ]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Order ${pickupOrder.number} cancelled: `));
      const events = await store.db.query<{
        kind: string;
        detail: { staff?: { login: string }; comment?: string };
      }>(
        `SELECT e.kind, e.detail FROM order_events e JOIN orders o ON o.id = e.order_id
          WHERE o.number = $1 AND e.kind = 'staff_cancel'`,
        [pickupOrder.number],
      );
      expect(events).toMatchObject([
        { detail: { staff: { login: OPERATOR }, comment: 'Позвонил в поддержку' } },
      ]);
      const shown = await as('staff', ['order', 'show', pickupOrder.number]);
      expect(shown.stdout).toMatch(/^status +cancelled \(/m);
      expect(shown.stdout).toMatch(new RegExp(`staff_cancel +${OPERATOR.replace(/\./g, '\\.')}`));
      const again = await as('staff', [
        '--json',
        'order',
        'cancel',
        pickupOrder.number,
        '--reason',
        '1',
        '--yes',
      ]);
      expect(again.code).toBe(1);
      expect(JSON.parse(again.stderr).error).toEqual({
        code: 'order_already_cancelled',
        message: `Order ${pickupOrder.number} is already cancelled`,
      });
      const badReason = await as('staff', [
        'order',
        'cancel',
        courierOrder.number,
        '--reason',
        '999',
        '--yes',
      ]);
      expect(badReason.code).toBe(1);
      expect(badReason.stderr).toBe(
        `error: reason: There is no cancel reason 999: see them with verstak order show ${courierOrder.number}\n`,
      );
    });

    it("copies an order into its customer's basket (the guest's here), logged with the staff account", async () => {
      const before = json<{ items: unknown[] }>(await as('guest', ['--json', 'basket', 'list']));
      expect(before.items).toEqual([]);
      const result = await as('staff', ['order', 'copy', courierOrder.number]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Copied into the guest's basket: 1 line\(s\)$/m);
      const after = json<{ items: Array<{ quantity: number }> }>(
        await as('guest', ['--json', 'basket', 'list']),
      );
      expect(after.items).toHaveLength(1);
      // Run again (a retry, a second operator): the basket already holds the order, nothing is raised.
      const copied = json<{ basketOf: string; added: unknown[]; kept: Array<{ quantity: number }> }>(
        await as('staff', ['--json', 'order', 'copy', courierOrder.number]),
      );
      expect(copied).toMatchObject({ basketOf: 'guest', added: [] });
      expect(copied.kept).toHaveLength(1);
      const again = json<{ items: Array<{ quantity: number }> }>(
        await as('guest', ['--json', 'basket', 'list']),
      );
      expect(again.items).toEqual(after.items);
    });

    it('finds customers by phone in any notation, by e-mail, and guests known from their orders', async () => {
      const ivan = await as('staff', ['customer', 'find', '89000000001']);
      expect(ivan.code, ivan.stderr).toBe(0);
      expect(ivan.stdout).toMatch(
        /^ *id +name +phone +e-mail +type +organisation +orders +last order +bonuses$/m,
      );
      expect(ivan.stdout).toMatch(/Иван Петров +\+7 \(900\) 000-00-01 +ivan\.petrov@example\.ru +person/);
      const byMail = json<{ items: Array<{ email: string; type: string }>; total: number }>(
        await as('staff', ['--json', 'customer', 'find', 'b2b@stroyresurs']),
      );
      expect(byMail).toMatchObject({
        items: [{ email: 'b2b@stroyresurs.example.ru', type: 'legal' }],
        total: 1,
      });
      const guest = json<{
        items: Array<{ id: number | null; type: string; ordersCount: number; lastOrder: string }>;
      }>(await as('staff', ['--json', 'customer', 'find', BUYER_PHONE]));
      expect(guest.items).toEqual([
        expect.objectContaining({ id: null, type: 'guest', ordersCount: 2, lastOrder: courierOrder.number }),
      ]);
      const none = await as('staff', ['customer', 'find', 'nobody@nowhere.example']);
      expect(none.stdout).toBe('No customer matches "nobody@nowhere.example"\n');
    });

    it('says an order that does not exist is not found', async () => {
      const result = await as('staff', ['--json', 'order', 'show', 'В-999999']);
      expect(result.code).toBe(1);
      expect(JSON.parse(result.stderr)).toEqual({
        error: { code: 'order_not_found', message: 'Ошибка: заказ №В-999999 не найден.' },
      });
    });

    it('lets administrators in, and refuses a shopper account in plain words', async () => {
      const admin = join(folder, 'admin.json');
      await store.verstak(
        ['login', '--email', ADMIN, '--password-stdin'],
        { VERSTAK_SESSION: admin },
        `${PASSWORD}\n`,
      );
      expect((await store.verstak(['order', 'list'], { VERSTAK_SESSION: admin })).code).toBe(0);
      const shopper = await as('ivan', ['order', 'list']);
      expect(shopper.code).toBe(1);
      expect(shopper.stderr).toBe(
        'error: This command is for support staff: the account needs the operator or administrators group\n',
      );
      const code = await as('ivan', ['--json', 'customer', 'find', 'ivan']);
      expect(JSON.parse(code.stderr).error.code).toBe('forbidden');
    });
  });

  describe('bad input', () => {
    it.each([
      [
        ['checkout', '--pickup', '1', '--name', 'A', '--phone', '1'],
        /required option '--pay <system>' not specified/,
      ],
      [
        ['checkout', '--pay', 'cash', '--pickup', '1', '--name', 'A', '--phone', '1'],
        /Allowed choices are card, parts-halva, raiff-sbp, raiff-acquiring/,
      ],
      [
        ['checkout', '--pay', 'card', '--name', 'A', '--phone', '1'],
        /^error: Choose a delivery: --pickup <shopId> or --courier/,
      ],
      [
        ['checkout', '--pay', 'card', '--pickup', '1', '--courier', '--name', 'A', '--phone', '1'],
        /not both/,
      ],
      [
        ['checkout', '--pay', 'card', '--courier', '--address', 'x', '--name', 'A', '--phone', '1'],
        /--courier needs --date, --time/,
      ],
      [
        [
          'checkout',
          '--pay',
          'card',
          '--courier',
          '--address',
          'x',
          '--date',
          'tomorrow',
          '--time',
          '10:00 - 12:00',
          '--name',
          'A',
          '--phone',
          '1',
        ],
        /--date must be YYYY-MM-DD, got "tomorrow"/,
      ],
      [
        ['checkout', '--pay', 'card', '--pickup', '0', '--name', 'A', '--phone', '1'],
        /--pickup must be a whole number from 1/,
      ],
      [['basket', 'add', 'drill'], /<productId> must be a whole number from 1/],
      [['basket', 'add', '99999999999'], /<productId> must be a whole number from 1 to 2147483647/],
      [['basket', 'add', '5', '--qty', '1000'], /--qty must be a whole number from 1 to 999/],
      [['basket', 'set', '5', '-1'], /unknown option '-1'|<qty> must be/],
      [['basket', 'set', '5'], /missing required argument 'qty'/],
      [['order', 'list', '--status', 'lost'], /Allowed choices are active, new, confirmed/],
      [['order', 'list', '--limit', '500'], /--limit must be a whole number from 1 to 200/],
      [['order', 'cancel', 'В-1'], /required option '--reason <id>' not specified/],
      [['order'], /^error: a command is missing/],
      [
        ['scenario', 'run', '/nonexistent/journey.json'],
        /^error: Cannot read the scenario \/nonexistent\/journey\.json: no such file$/,
      ],
    ])('exits 2 with one clear line: %j', async (args, message) => {
      const result = await as('guest', args);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr.trim()).toMatch(message);
      noStack(result);
    });

    it('answers hostile values with the API refusal, exit 1, never a stack trace', async () => {
      for (const args of [
        ['order', 'status', 'x'.repeat(5000), '--phone', '1'],
        ['customer', 'find', 'ab'],
        ['order', 'show', "' OR 1=1 --"],
        ['basket', 'add', '2147483647'],
      ]) {
        const who =
          args[0] === 'order' && args[1] === 'status' ? 'guest' : args[0] === 'basket' ? 'guest' : 'staff';
        const result = await as(who, args);
        expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(1);
        expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
        noStack(result);
      }
      const percent = await as('staff', ['--json', 'customer', 'find', '%%%']);
      expect(percent.code).toBe(0);
      expect(JSON.parse(percent.stdout)).toEqual({ items: [], total: 0, page: 1 });
    });
  });
});

async function readSession(who: keyof typeof sessions): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(sessions[who], 'utf8');
}

/** How the guest's basket can reach them now (the checkout page's deliveries). */
async function deliveries(): Promise<{
  courier: { available: boolean; dates: Array<{ date: string }> };
  pickup: { points: Array<{ shopId: number; available: boolean }> };
}> {
  const token = JSON.parse(await readSession('guest')).token as string;
  const response = await fetch(`${store.api}/api/v4/catalog/deliveries`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Awaited<ReturnType<typeof deliveries>> }).data;
}
