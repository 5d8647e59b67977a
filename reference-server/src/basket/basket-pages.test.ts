import { baseCalls, basketCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { type Answer, basketKit, claimsOf, type TestProduct } from '../testing/basket-kit';
import { seededDatabase } from '../testing/seeded-database';

// The shared basket (get-link, the share page, add-products), the cart page and the base data lists.

describe('the shared basket, the cart page and the base data', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof basketKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  let p: TestProduct[];

  beforeAll(async () => {
    db = await seededDatabase(300);
    kit = await basketKit(db, () => now);
    p = [];
    for (const product of kit.buyable) if ((await kit.maxQuantity(product.id)) >= 10) p.push(product);
  });
  afterAll(() => db.close());

  /** A multipart request of add-products with `products` entries. */
  const addShared = async (token: string, entries: string[]) => {
    const form = new FormData();
    for (const entry of entries) form.append('products[]', entry);
    const response = await kit.api.fetch(
      new Request('http://api.test/api/v4/basket/share/add-products', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      }),
    );
    return {
      status: response.status,
      ...((await response.json()) as Pick<Answer, 'data' | 'errors'>),
    };
  };

  it('freezes the lines under a 10-character code on the request’s public origin; the page prices them now', async () => {
    const [a, b] = p as [TestProduct, TestProduct];
    const token = await kit.guest();
    expect((await kit.call(basketCalls.shareLink, {}, { token })).status).toBe(422);
    await kit.add(token, a.id, 2);
    await kit.add(token, b.id, 1);
    const response = await kit.api.fetch(
      new Request('http://api.test/api/v4/basket/share/get-link', {
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-Host': 'localhost:5173' },
      }),
    );
    const { data } = (await response.json()) as { data: { code: string; url: string } };
    expect(data.code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(data.url).toBe(`http://localhost:5173/share-cart/?code=${data.code}`);
    expect(response.headers.get('vary')).toMatch(/X-Forwarded-Host/);
    const other = await kit.call(basketCalls.shareLink, {}, { token });
    expect(other.data.code).not.toBe(data.code);
    // A host the store does not trust gets the configured origin, never its own name.
    const evil = await kit.api.fetch(
      new Request('http://api.test/api/v4/basket/share/get-link', {
        headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-Host': 'evil.example' },
      }),
    );
    expect(((await evil.json()) as { data: { url: string } }).data.url).not.toContain('evil.example');

    // The basket changes after: the share keeps what it froze.
    await kit.call(basketCalls.remove, { productIds: [String(a.id)] }, { token });
    const viewer = await kit.guest();
    const page = await kit.call(basketCalls.sharePage, { code: data.code }, { token: viewer });
    expect(page.status).toBe(200);
    expect(page.data.basket).toMatchObject({
      code: data.code,
      itemsTotal: 3,
      priceTotal: a.price * 2 + b.price,
    });
    expect(page.data.basket.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(page.data.sidebar).toBeNull();
    // Priced now: a price change shows.
    await db.query('UPDATE products SET price = price + 10 WHERE id = $1', [a.id]);
    try {
      const repriced = await kit.call(basketCalls.sharePage, { code: data.code }, { token: viewer });
      expect(repriced.data.basket.items[0]!.price).toBe(a.price + 10);
    } finally {
      await db.query('UPDATE products SET price = price - 10 WHERE id = $1', [a.id]);
    }
    expect((await kit.call(basketCalls.sharePage, { code: 'NOSUCHCODE' }, { token: viewer })).status).toBe(
      404,
    );
    expect((await kit.call(basketCalls.sharePage, { code: 'bad%20code' }, { token: viewer })).status).toBe(
      400,
    );
  });

  it('add-products copies `id:quantity` entries into one’s basket within the limits', async () => {
    const [a, b] = p as [TestProduct, TestProduct];
    const token = await kit.guest();
    const added = await addShared(token, [`${a.id}:2`, `${b.id}:1`, '999999:1', `${a.id}:0`]);
    expect(added.status).toBe(200);
    expect(added.data.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    const max = await kit.maxQuantity(a.id);
    const capped = await addShared(token, [`${a.id}:999`]);
    expect(capped.data.items[0].quantity).toBe(max);
    for (const bad of [['x:1'], ['1:1000'], ['1'], [], ['9999999999:1']]) {
      const answer = await addShared(token, bad);
      expect([bad, answer.status]).toEqual([bad, bad[0] === '9999999999:1' ? 200 : 400]);
    }
    // A plain form (no files) is read too.
    const plainForm = await kit.call(basketCalls.shareAddProducts, { products: `${b.id}:1` }, { token });
    expect(plainForm.data.items[1]!.quantity).toBe(2);
  });

  it('the cart page: the basket, up to 8 related products not in it, «Корзина», a sidebar for a user', async () => {
    const [a, b] = p as [TestProduct, TestProduct];
    const guest = await kit.guest();
    await kit.add(guest, a.id, 1);
    await kit.add(guest, b.id, 1);
    const page = await kit.call(basketCalls.page, {}, { token: guest });
    expect(page.status).toBe(200);
    expect(page.data.basket.items).toHaveLength(2);
    expect(page.data.related.length).toBeGreaterThan(0);
    expect(page.data.related.length).toBeLessThanOrEqual(8);
    const relatedIds = page.data.related.map((r: { id: number }) => r.id);
    expect(relatedIds).not.toContain(a.id);
    expect(relatedIds).not.toContain(b.id);
    const sections = await db.query<{ section_id: number; mid_id: number }>(
      'SELECT section_id, mid_id FROM products WHERE id = ANY($1::int[])',
      [[a.id, b.id]],
    );
    const related = await db.query<{ section_id: number; mid_id: number; is_available: boolean }>(
      'SELECT section_id, mid_id, is_available FROM products WHERE id = ANY($1::int[])',
      [relatedIds],
    );
    for (const r of related) {
      expect(r.is_available).toBe(true);
      expect(sections.some((s) => s.section_id === r.section_id || s.mid_id === r.mid_id)).toBe(true);
    }
    expect(page.data.breadcrumbs.map((c: { title: string }) => c.title)).toEqual(['Главная', 'Корзина']);
    expect(page.data.sidebar).toBeNull();
    expect(page.data.meta.robots).toBe('noindex, nofollow');
    const user = await kit.login(SEEDED_LOGINS.person.email);
    const mine = await kit.call(basketCalls.page, {}, { token: user });
    expect(mine.data.breadcrumbs.at(-1)!.title).toBe('Корзина');
    expect(mine.data.sidebar!.length).toBeGreaterThan(0);
    const empty = await kit.call(basketCalls.page, {}, { token: await kit.guest() });
    expect(empty.data).toMatchObject({ related: [], basket: { items: [], priceTotal: 0 } });
  });

  it('base data carries the session’s real basket, favourites, compare and estimates count', async () => {
    const [a, b] = p as [TestProduct, TestProduct];
    const guest = await kit.guest();
    await kit.add(guest, a.id, 2);
    await db.query('INSERT INTO favorites (f_user_id, product_id) VALUES ($1, $2)', [
      claimsOf(guest).fUserId,
      b.id,
    ]);
    await db.query('INSERT INTO compare_items (f_user_id, product_id) VALUES ($1, $2)', [
      claimsOf(guest).fUserId,
      a.id,
    ]);
    const base = await kit.call(
      baseCalls.get,
      { select: 'basket,favorites,compare,estimatesCount' },
      { token: guest },
    );
    expect(base.status).toBe(200);
    expect(base.data).toMatchObject({ favorites: [b.id], compare: [a.id], estimatesCount: 0 });
    expect(base.data.basket).toMatchObject({ itemsTotal: 2, priceTotal: a.price * 2 });
    expect(base.data.basket!.version).toBe((await kit.get(guest)).data.version);
    // A guest without a session: empty lists.
    const none = await kit.call(baseCalls.get, { select: 'basket,favorites,compare,estimatesCount' });
    expect(none.data).toMatchObject({ favorites: [], compare: [], estimatesCount: 0, basket: { items: [] } });
    const user = await kit.login(SEEDED_LOGINS.b2b.email);
    await db.query(`INSERT INTO estimates (user_id, title) VALUES ($1, 'Смета 1'), ($1, 'Смета 2')`, [
      SEEDED_LOGINS.b2b.id,
    ]);
    const mine = await kit.call(baseCalls.get, { select: 'estimatesCount' }, { token: user });
    expect(mine.data.estimatesCount).toBeGreaterThanOrEqual(2);
  });
});
