import { basketCalls, catalogCalls, ordersCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { ordersKit } from '../testing/orders-kit';
import { seededDatabase } from '../testing/seeded-database';

// Regional prices (§4.3, migration 029): every price the server reads for the request's city is the
// city's price zone's. Moscow (zone 0) pays the base list; Novosibirsk (zone 1) pays its zone's list
// for the products it names. The test sets both lists itself, so it reads no seeded figure.

describe('prices follow the city (§4.3)', () => {
  let db: Db;
  const now = Date.parse('2026-11-23T09:00:00Z');
  let kit: ReturnType<typeof ordersKit>;
  let moscow = '';
  let novosibirsk = '';
  /** A: 1000 ₽ in Moscow, 1500 ₽ in zone 1. B: 1200 ₽ everywhere. Same leaf section. */
  let a = { id: 0, code: '' };
  let b = { id: 0, code: '' };
  let sectionUrl = '';

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = ordersKit(db, () => now);
    const city = async (where: string) =>
      (await db.query<{ location_id: string }>(`SELECT location_id FROM cities WHERE ${where}`))[0]
        ?.location_id ?? '';
    moscow = await city('is_default');
    novosibirsk = await city(`subdomain = 'novosibirsk'`);
    const [pair] = await db.query<{ a: number; b: number; url: string }>(
      `SELECT min(p.id) AS a, max(p.id) AS b, s.url FROM products p JOIN sections s ON s.id = p.top_id
       WHERE p.is_available GROUP BY s.url HAVING count(*) >= 2 ORDER BY s.url LIMIT 1`,
    );
    if (!pair) throw new Error('No section with two available products');
    sectionUrl = pair.url;
    await db.query('DELETE FROM zone_prices WHERE product_id = ANY($1::int[])', [[pair.a, pair.b]]);
    await db.query(
      `UPDATE products SET price = CASE id WHEN $1 THEN 1000 ELSE 1200 END, old_price = 0, delivery_stock = 20
       WHERE id IN ($1, $2)`,
      [pair.a, pair.b],
    );
    await db.query('INSERT INTO zone_prices (product_id, zone, price, old_price) VALUES ($1, 1, 1500, 0)', [
      pair.a,
    ]);
    const codes = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products WHERE id IN ($1, $2) ORDER BY id',
      [pair.a, pair.b],
    );
    a = codes[0] ?? a;
    b = codes[1] ?? b;
  }, 120_000);
  afterAll(() => db.close());

  it('seeds dearer far cities and keeps Moscow on the base list', async () => {
    const zones = await db.query<{ subdomain: string; price_zone: number }>(
      `SELECT subdomain, price_zone FROM cities WHERE subdomain IN ('moskva', 'novosibirsk', 'murmansk', 'yaroslavl')
       ORDER BY subdomain`,
    );
    expect(zones.map((z) => [z.subdomain, z.price_zone])).toEqual([
      ['moskva', 0],
      ['murmansk', 2],
      ['novosibirsk', 1],
      ['yaroslavl', 0],
    ]);
    // The seed's lists as they are, but for the two products the tests price themselves.
    const [dearer] = await db.query<{ n: number; cheaper: number; steep: number; lost: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE zp.price <= p.price)::int AS cheaper,
         count(*) FILTER (WHERE zp.price > p.price * 1.2)::int AS steep,
         count(*) FILTER (WHERE (p.old_price > p.price) <> (zp.old_price > 0))::int AS lost
       FROM zone_prices zp JOIN products p ON p.id = zp.product_id WHERE p.id <> ALL($1::int[])`,
      [[a.id, b.id]],
    );
    // Dearer, by at most the zone's markup and its rounding, a discount kept a discount.
    expect(dearer).toMatchObject({ cheaper: 0, steep: 0, lost: 0 });
    expect(dearer?.n).toBeGreaterThan(0);
  });

  it('prices the product page and the listing card by the city asked, and back again', async () => {
    const price = async (city: string) =>
      (await kit.call(catalogCalls.product, { code: a.code }, { city })).data.product.priceCurrent.current;
    expect(await price(moscow)).toBe(1000);
    expect(await price(novosibirsk)).toBe(1500);
    expect(await price(moscow)).toBe(1000);
    const page = await kit.call(catalogCalls.products, { ids: [a.id] }, { city: novosibirsk });
    expect(page.data.items[0]?.priceCurrent.current).toBe(1500);
  });

  it('sorts and bounds the section by the city’s prices', async () => {
    const listing = async (city: string) => {
      const answer = await kit.call(
        catalogCalls.section,
        { path: sectionUrl, sort: 'price-asc', count: 100 },
        { city },
      );
      expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
      const ids = answer.data.products.map((p) => p.id).filter((id) => id === a.id || id === b.id);
      const card = answer.data.products.find((p) => p.id === a.id);
      const price = answer.data.filter.items.find((i) => i.code === 'price');
      return { ids, current: card?.priceCurrent.current, max: price?.max ?? 0 };
    };
    const inMoscow = await listing(moscow);
    expect(inMoscow.ids).toEqual([a.id, b.id]);
    expect(inMoscow.current).toBe(1000);
    const inNovosibirsk = await listing(novosibirsk);
    expect(inNovosibirsk.ids).toEqual([b.id, a.id]);
    expect(inNovosibirsk.current).toBe(1500);
    expect(inNovosibirsk.max).toBeGreaterThanOrEqual(1500);
    // The price filter picks by the city's price: 1100–1600 ₽ holds A in Novosibirsk only.
    const filtered = async (city: string) =>
      (
        await kit.call(
          catalogCalls.section,
          { path: sectionUrl, filter: 'price-from-1100-to-1600' },
          { city },
        )
      ).data.products.map((p) => p.id);
    expect(await filtered(novosibirsk)).toContain(a.id);
    expect(await filtered(moscow)).not.toContain(a.id);
  });

  it('re-prices the basket when the city changes', async () => {
    const shopper = await kit.guest();
    await kit.fillBasket(shopper.fUserId, [{ id: a.id, quantity: 2 }]);
    const basket = async (city: string) =>
      (await kit.call(basketCalls.get, {}, { token: shopper.token, city })).data;
    const there = await basket(novosibirsk);
    expect(there.items[0]).toMatchObject({ id: a.id, price: 1500, priceFinal: 3000 });
    expect(there.priceTotal).toBe(3000);
    const here = await basket(moscow);
    expect(here.items[0]).toMatchObject({ id: a.id, price: 1000, priceFinal: 2000 });
    expect(here.priceTotal).toBe(2000);
  });

  it('charges an order the price of the city it is placed in; a basket shown in another city is refused', async () => {
    const shopper = await kit.guest();
    await kit.fillBasket(shopper.fUserId, [{ id: a.id, quantity: 2 }]);
    const version = async (city: string) =>
      (await kit.call(ordersCalls.makePage, {}, { token: shopper.token, city })).data.basket
        .version as string;
    // The basket as Moscow showed it (2000 ₽) cannot be bought in Novosibirsk at Moscow's price.
    const shownInMoscow = await version(moscow);
    const refused = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(shownInMoscow), {
      token: shopper.token,
      city: novosibirsk,
    });
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('basket_changed');
    expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
    // A price sent by the client is not read: the server prices the lines.
    const form = kit.checkoutForm(await version(novosibirsk));
    form.set('price', '1');
    form.set('basket[0][price]', '1');
    const placed = await kit.callWithForm(ordersCalls.make, form, {
      token: shopper.token,
      city: novosibirsk,
    });
    expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
    expect(placed.data.order.products).toEqual([
      expect.objectContaining({ id: a.id, quantity: 2, price: 1500, sum: 3000 }),
    ]);
    const [line] = await db.query<{ price_kopecks: number }>(
      'SELECT price_kopecks::int AS price_kopecks FROM order_lines WHERE order_id = $1',
      [placed.data.order.id],
    );
    expect(line?.price_kopecks).toBe(150_000);
  });
});
