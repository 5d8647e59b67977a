import { estimatesCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { listsKit } from '../testing/lists-kit';
import { seededDatabase } from '../testing/seeded-database';
import { defaultEstimateTitle, mergeLines } from './estimate-rows';

describe('estimate titles and lines', () => {
  it.each([
    [Date.UTC(2026, 10, 23, 12), 'Смета от 23.11.2026'],
    // 00:30 in Moscow is the next day there.
    [Date.UTC(2026, 10, 23, 21, 30), 'Смета от 24.11.2026'],
    [Date.UTC(2026, 11, 31, 20, 59), 'Смета от 31.12.2026'],
    [Date.UTC(2026, 11, 31, 21, 0), 'Смета от 01.01.2027'],
  ])('names an estimate saved at %d «%s» (the date in Moscow)', (now, title) => {
    expect(defaultEstimateTitle(now)).toBe(title);
  });

  it('sums a repeated product’s quantities, in first-mention order, up to the line cap', () => {
    expect(
      mergeLines([
        { id: 5, quantity: 2 },
        { id: 3, quantity: 1 },
        { id: 5, quantity: 4 },
      ]),
    ).toEqual([
      { id: 5, quantity: 6 },
      { id: 3, quantity: 1 },
    ]);
    expect(
      mergeLines([
        { id: 1, quantity: 900 },
        { id: 1, quantity: 900 },
      ]),
    ).toEqual([{ id: 1, quantity: 999 }]);
  });
});

/** A product that can be bought now, with its price. */
type Good = { id: number; price: number };

describe('estimates (§7.4 /user/estimates/, §7.3)', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof listsKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  let person: string;
  let other: string;
  /** Products that can be bought now, with their price. */
  let goods: Good[];

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = await listsKit(db, () => now);
    person = await kit.tokenFor(SEEDED_LOGINS.person.id);
    other = await kit.tokenFor(SEEDED_LOGINS.b2b.id, ['b2b']);
    goods = await db.query<Good>(
      'SELECT id, price FROM products WHERE is_available AND delivery_stock >= 10 ORDER BY id LIMIT 3',
    );
  });
  afterAll(() => db.close());

  const create = (token: string, json: unknown) => kit.raw('POST', '/user/estimates/', { token, json });

  it('refuses a guest (401) on every call and saves nothing', async () => {
    const guest = await kit.guestToken();
    for (const [method, path] of [
      ['POST', '/user/estimates/'],
      ['DELETE', '/user/estimates/1'],
      ['POST', '/user/estimates/add-basket/1'],
      ['GET', '/pages/personal/estimates'],
      ['GET', '/pages/personal/estimates/1'],
    ] as const) {
      const options =
        method === 'POST' && path === '/user/estimates/'
          ? { json: { products: [{ id: 1, quantity: 1 }] } }
          : {};
      expect((await kit.raw(method, path, { token: guest, ...options })).status, path).toBe(401);
      expect((await kit.raw(method, path, options)).status, path).toBe(401);
    }
    expect(await db.query('SELECT * FROM estimates')).toEqual([]);
  });

  it('saves products and quantities under a default title, at today’s prices', async () => {
    const [a, b] = goods as [Good, Good];
    const { status, data } = await create(person, {
      products: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
        { id: a.id, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ title: 'Смета от 23.11.2026', created: '2026-11-23T12:00:00Z' });
    expect(
      data.products.map((p: { id: number; quantity: number; price: number }) => [p.id, p.quantity, p.price]),
    ).toEqual([
      [a.id, 3, a.price],
      [b.id, 1, b.price],
    ]);
    expect(data.total).toBe(a.price * 3 + b.price);
    expect(data.products[0]!.url).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    // Today's price: the page shows what the product costs now.
    await db.query('UPDATE products SET price = price + 100 WHERE id = $1', [b.id]);
    try {
      const detail = await kit.call(estimatesCalls.detailPage, { id: data.id }, { token: person });
      expect(detail.data.estimate.total).toBe(a.price * 3 + b.price + 100);
    } finally {
      await db.query('UPDATE products SET price = price - 100 WHERE id = $1', [b.id]);
    }
  });

  it('keeps a given title (trimmed) and refuses bad input with a clear 4xx, saving nothing', async () => {
    const [a] = goods as [Good];
    const titled = await create(person, { title: '  Дача, 2 этаж ', products: [{ id: a.id, quantity: 1 }] });
    expect(titled.data.title).toBe('Дача, 2 этаж');
    const [{ n: before }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM estimates')) as [
      { n: number },
    ];
    const unknown = await create(person, {
      products: [
        { id: a.id, quantity: 1 },
        { id: 2_000_000_000, quantity: 1 },
      ],
    });
    expect(unknown).toMatchObject({
      status: 404,
      code: 'product_not_found',
      errors: { products: 'Товар 2000000000 не найден' },
    });
    for (const body of [
      {},
      { products: [] },
      { products: [{ id: a.id, quantity: 0 }] },
      { products: [{ id: a.id, quantity: 1000 }] },
      { products: [{ id: a.id, quantity: -1 }] },
      { products: [{ id: 2 ** 31, quantity: 1 }] },
      { products: [{ id: 'abc', quantity: 1 }] },
      { products: Array.from({ length: 101 }, () => ({ id: a.id, quantity: 1 })) },
      { title: 'x'.repeat(101), products: [{ id: a.id, quantity: 1 }] },
      { title: 'a\u0000b', products: [{ id: a.id, quantity: 1 }] },
      { products: 'everything' },
    ])
      expect((await create(person, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await db.query('SELECT count(*)::int AS n FROM estimates')).toEqual([{ n: before }]);
    for (const bad of ['abc', '-1', '0', '2147483648'])
      expect((await kit.call(estimatesCalls.detailPage, { id: bad }, { token: person })).status, bad).toBe(
        400,
      );
  });

  it('lists the user’s own estimates newest first, with the personal trail', async () => {
    const { data } = await kit.call(estimatesCalls.page, {}, { token: person });
    expect(data.items.map((e: { title: string }) => e.title)).toEqual([
      'Дача, 2 этаж',
      'Смета от 23.11.2026',
    ]);
    expect(data.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
      'Главная',
      'Личный кабинет',
      'Сметы',
    ]);
    expect(data.meta).toMatchObject({ title: 'Сметы | Верстак', robots: 'noindex, nofollow' });
    expect(data.sidebar).not.toBeNull();
    expect((await kit.call(estimatesCalls.page, {}, { token: other })).data.items).toEqual([]);
  });

  it('shows one estimate to its owner only (another’s is 404)', async () => {
    const [estimate] = (await kit.call(estimatesCalls.page, {}, { token: person })).data.items;
    const own = await kit.call(estimatesCalls.detailPage, { id: estimate!.id }, { token: person });
    expect(own.data.estimate).toEqual(estimate);
    expect(own.data.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
      'Главная',
      'Личный кабинет',
      'Сметы',
      estimate!.title,
    ]);
    const foreign = await kit.call(estimatesCalls.detailPage, { id: estimate!.id }, { token: other });
    expect(foreign).toMatchObject({ status: 404, code: 'estimate_not_found' });
    expect((await kit.call(estimatesCalls.addToBasket, { id: estimate!.id }, { token: other })).status).toBe(
      404,
    );
    expect((await kit.call(estimatesCalls.remove, { id: estimate!.id }, { token: other })).status).toBe(404);
    expect((await kit.call(estimatesCalls.page, {}, { token: person })).data.items).toHaveLength(2);
  });

  it('adds every line to the user’s basket, adding to lines already there, and answers the basket', async () => {
    const [a, b, c] = goods as [Good, Good, Good];
    const { data: estimate } = await create(person, {
      products: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 3 },
      ],
    });
    const shopper = await kit.tokenFor(SEEDED_LOGINS.person.id);
    await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [
      `00000000-0000-4000-8000-${String(SEEDED_LOGINS.person.id).padStart(12, '0')}`,
    ]);
    const first = await kit.call(estimatesCalls.addToBasket, { id: estimate.id }, { token: shopper });
    expect(first.status).toBe(200);
    const quantities = (basket: { items: Array<{ id: number; quantity: number }> }) =>
      Object.fromEntries(basket.items.map((i) => [i.id, i.quantity]));
    expect(quantities(first.data)).toEqual({ [a.id]: 2, [b.id]: 3 });
    const again = await kit.call(estimatesCalls.addToBasket, { id: estimate.id }, { token: shopper });
    expect(quantities(again.data)).toEqual({ [a.id]: 4, [b.id]: 6 });
    expect(again.data.items.every((i: { id: number }) => i.id !== c.id)).toBe(true);
  });

  it('removes the user’s estimate; a second removal is 404', async () => {
    const { data } = await create(person, {
      products: [{ id: (goods[0] as Good).id, quantity: 1 }],
    });
    expect((await kit.call(estimatesCalls.remove, { id: data.id }, { token: person })).data).toEqual({
      removed: true,
    });
    expect((await kit.call(estimatesCalls.remove, { id: data.id }, { token: person })).status).toBe(404);
    expect(await db.query('SELECT * FROM estimate_lines WHERE estimate_id = $1', [data.id])).toEqual([]);
  });
});
