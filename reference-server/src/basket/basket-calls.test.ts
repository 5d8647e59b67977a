import { basketCalls, MAX_BASKET_LINES } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { SEEDED_PROMO_CODES } from '../seed/commerce-seed';
import { basketKit, claimsOf, type TestProduct } from '../testing/basket-kit';
import { seededDatabase } from '../testing/seeded-database';

// The basket through the real API (§4.7, §7.5, docs/basket.md): prices in both families, limits,
// promo code rules, the three bonus stages, deleted lines and bad input.

const NBSP = '\u00a0';

describe('the basket calls', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof basketKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  /** Products that can be bought, with and without an old price. */
  let plain: TestProduct[];
  let discounted: TestProduct;

  beforeAll(async () => {
    db = await seededDatabase(300);
    kit = await basketKit(db, () => now);
    const withStock = [];
    for (const p of kit.buyable) if ((await kit.maxQuantity(p.id)) >= 5) withStock.push(p);
    plain = withStock.filter((p) => p.old_price <= p.price);
    const found = withStock.find((p) => p.old_price > p.price);
    if (!found) throw new Error('The seed has no discounted product in stock');
    discounted = found;
  });
  afterAll(() => db.close());

  it('refuses a request without a session with 401 (the client refreshes into a guest session)', async () => {
    const answer = await kit.call(basketCalls.get, {});
    expect(answer.status).toBe(401);
  });

  it('prices lines in roubles from integer kopecks: the old price is the base, sums per line', async () => {
    const token = await kit.guest();
    const a = plain[0] as TestProduct;
    expect((await kit.add(token, a.id, 2)).status).toBe(200);
    const answer = await kit.add(token, discounted.id, 3);
    expect(answer.status).toBe(200);
    const basket = answer.data;
    expect(basket.items.map((i: { id: number }) => i.id)).toEqual([a.id, discounted.id]);
    const [first, second] = basket.items;
    expect(first).toMatchObject({ quantity: 2, price: a.price, priceFinal: a.price * 2, discountFinal: 0 });
    expect(second).toMatchObject({
      quantity: 3,
      price: discounted.price,
      priceFinal: discounted.price * 3,
      priceBaseFinal: discounted.old_price * 3,
      discountFinal: (discounted.old_price - discounted.price) * 3,
      canBuy: true,
      isAvailable: true,
      measure: 'шт.',
    });
    expect(basket.itemsTotal).toBe(5);
    expect(basket.priceTotal).toBe(a.price * 2 + discounted.price * 3);
    expect(basket.priceBaseTotal).toBe(a.price * 2 + discounted.old_price * 3);
    expect(basket.discountTotal).toBe((discounted.old_price - discounted.price) * 3);
    expect(basket.availableBonuses).toBe(0);
    expect(basket.version).toMatch(/^[\w-]{16}$/);
    // Adding to a line adds units; the version follows what the shopper sees.
    const more = (await kit.add(token, a.id)).data;
    expect(more.items[0]!.quantity).toBe(3);
    expect(more.version).not.toBe(basket.version);
    expect((await kit.get(token)).data.version).toBe(more.version);
  });

  it('re-prices at the next read when the account becomes B2B (its category discount on top)', async () => {
    const token = await kit.login(SEEDED_LOGINS.person.email);
    const a = plain[1] as TestProduct;
    const before = (await kit.add(token, a.id, 1)).data;
    expect(before.items[0]!.price).toBe(a.price);
    const [gold] = await db.query<{ value: number }>(`SELECT value FROM b2b_categories WHERE code = 'gold'`);
    const percent = gold?.value ?? 0;
    expect(percent).toBeGreaterThan(0);
    await db.query(
      `UPDATE users SET groups = array_append(groups, 'b2b'), b2b_category = 'gold' WHERE id = $1`,
      [SEEDED_LOGINS.person.id],
    );
    try {
      // The same token (issued before the switch): the price follows the account, not the token.
      const after = (await kit.get(token)).data;
      const unitKopecks = a.price * 100 - Math.floor((a.price * 100 * percent + 50) / 100);
      expect(after.items[0]!.price).toBe(unitKopecks / 100);
      expect(after.items[0]!.discountFinal).toBe((a.price * 100 - unitKopecks) / 100);
      expect(after.version).not.toBe(before.version);
    } finally {
      await db.query(`UPDATE users SET groups = '{}', b2b_category = '' WHERE id = $1`, [
        SEEDED_LOGINS.person.id,
      ]);
      await kit.call(basketCalls.remove, { productIds: [String(a.id)] }, { token });
    }
  });

  it('refuses more than can be bought with the figure, and leaves the basket as it was', async () => {
    const token = await kit.guest();
    const a = plain.find((p) => p.delivery_stock >= 2 && p.id !== plain[0]?.id) as TestProduct;
    const max = await kit.maxQuantity(a.id);
    await kit.add(token, a.id, 1);
    const refused = await kit.add(token, a.id, max);
    expect(refused.status).toBe(422);
    expect(refused.code).toBe('quantity_unavailable');
    expect(refused.errors?.quantity).toBe(`Доступно только ${max} шт.`);
    expect((await kit.get(token)).data.items[0]!.quantity).toBe(1);
    const set = await kit.call(
      basketCalls.set,
      { productId: String(a.id), quantity: String(max + 1) },
      { token },
    );
    expect(set.status).toBe(422);
    expect(set.errors?.quantity).toBe(`Доступно только ${max} шт.`);
    const exact = await kit.call(
      basketCalls.set,
      { productId: String(a.id), quantity: String(max) },
      { token },
    );
    expect(exact.data.items[0]).toMatchObject({ quantity: max, maxQuantity: max });
    // Stock falls under the line: lowering it is still taken, raising it is not.
    const [stock] = await db.query<{ delivery_stock: number }>(
      'SELECT delivery_stock FROM products WHERE id = $1',
      [a.id],
    );
    await db.query('UPDATE products SET delivery_stock = 0 WHERE id = $1', [a.id]);
    try {
      const shrunk = (await kit.get(token)).data.items[0];
      expect(shrunk!.maxQuantity).toBeLessThan(max - 1);
      const lowered = await kit.call(
        basketCalls.set,
        { productId: String(a.id), quantity: String(max - 1) },
        { token },
      );
      expect(lowered.status).toBe(200);
      expect(lowered.data.items[0]!.quantity).toBe(max - 1);
      expect((await kit.add(token, a.id, 1)).status).toBe(422);
    } finally {
      await db.query('UPDATE products SET delivery_stock = $2 WHERE id = $1', [
        a.id,
        stock?.delivery_stock ?? 0,
      ]);
    }
    // 0 removes the line.
    const removed = await kit.call(basketCalls.set, { productId: String(a.id), quantity: '0' }, { token });
    expect(removed.data.items).toEqual([]);
  });

  it(`holds at most ${MAX_BASKET_LINES} lines`, async () => {
    const token = await kit.guest();
    const { fUserId } = claimsOf(token);
    const ids = kit.buyable.slice(0, MAX_BASKET_LINES).map((p) => p.id);
    await db.query(
      'INSERT INTO basket_lines (f_user_id, product_id, quantity) SELECT $1, unnest($2::int[]), 1',
      [fUserId, ids],
    );
    const extra = kit.buyable[MAX_BASKET_LINES] as TestProduct;
    const refused = await kit.add(token, extra.id);
    expect(refused.status).toBe(422);
    expect(refused.code).toBe('basket_full');
    expect(refused.errors?.quantity).toBe('В корзине может быть не больше 100 товаров');
    // A line already there still takes units.
    expect((await kit.add(token, ids[0] as number)).status).toBe(200);
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const token = await kit.guest();
    const a = plain[0] as TestProduct;
    const cases: Array<[string, Record<string, string>, number]> = [
      ['/catalog/basket/add', { productId: String(a.id), quantity: '1000' }, 400],
      ['/catalog/basket/add', { productId: String(a.id), quantity: '-1' }, 400],
      ['/catalog/basket/add', { productId: String(a.id), quantity: '1e3' }, 400],
      ['/catalog/basket/add', { productId: 'abc' }, 400],
      ['/catalog/basket/add', { productId: '99999999999' }, 400],
      ['/catalog/basket/add', { productId: '0' }, 400],
      ['/catalog/basket/add', { productId: '999999' }, 422],
      ['/catalog/basket/set', { productId: String(a.id), quantity: '99999999999999999999' }, 400],
      ['/catalog/basket/remove', { 'productIds[]': 'x' }, 400],
      ['/catalog/basket/set-bonuses', { appliedBonuses: '-5' }, 400],
      ['/catalog/basket/set-bonuses', { 'appliedBonuses[a]': 'lots' }, 400],
      ['/catalog/basket/set-promo-code', { promoCode: 'X'.repeat(51) }, 400],
      ['/catalog/basket/set-promo-code', { promoCode: 'BAD\u0000' }, 400],
    ];
    for (const [path, form, status] of cases) {
      const answer = await kit.raw('POST', path, { token, form });
      expect([path, form, answer.status]).toEqual([path, form, status]);
    }
    const unknown = await kit.add(token, 999999);
    expect(unknown.errors?.productId).toBe('Товар не найден');
    for (const json of [
      { items: [{ id: a.id, quantity: 1000 }] },
      { items: [{ id: 'x', quantity: 1 }] },
      { items: [] },
      { items: Array.from({ length: 101 }, () => ({ id: a.id, quantity: 1 })) },
      { items: 'nope' },
    ]) {
      const answer = await kit.raw('POST', '/basket/products/', { token, json });
      expect(answer.status).toBe(400);
    }
    expect((await kit.call(basketCalls.updateItem, { id: 'abc', quantity: 1 }, { token })).status).toBe(400);
    expect((await kit.call(basketCalls.updateItem, { id: 999999, quantity: 1 }, { token })).status).toBe(422);
    expect((await kit.get(token)).data.items).toEqual([]);
  });

  it('refuses adding 0 units and removing nothing, in both families, naming the field and changing nothing', async () => {
    const token = await kit.guest();
    const a = plain[0] as TestProduct;
    await kit.add(token, a.id, 2);
    const before = (await kit.get(token)).data;
    const first = await kit.call(basketCalls.add, { productId: String(a.id), quantity: '0' }, { token });
    expect([first.status, Object.keys(first.errors ?? {})]).toEqual([400, ['quantity']]);
    const items = await kit.call(basketCalls.addItems, { items: [{ id: a.id, quantity: 0 }] }, { token });
    expect([items.status, Object.keys(items.errors ?? {})]).toEqual([400, ['items.0.quantity']]);
    // Both families say it in the same words.
    expect(items.errors?.['items.0.quantity']).toBe(first.errors?.quantity);
    for (const form of [{ productIds: '' }, { 'productIds[]': '' }, { productIds: ' , ' }]) {
      const removed = await kit.raw('POST', '/catalog/basket/remove', { token, form });
      expect([removed.status, Object.keys(removed.errors ?? {})]).toEqual([400, ['productIds']]);
    }
    const none = await kit.call(basketCalls.updateItems, { items: [] }, { token });
    expect([none.status, Object.keys(none.errors ?? {})]).toEqual([400, ['items']]);
    expect((await kit.get(token)).data.version).toBe(before.version);
  });

  it('the items family adds, sets a list and sets one line, 0 removing it', async () => {
    const token = await kit.guest();
    const [a, b] = plain as [TestProduct, TestProduct];
    const added = await kit.call(
      basketCalls.addItems,
      {
        items: [
          { id: a.id, quantity: 2 },
          { id: b.id, quantity: 1 },
          { id: a.id, quantity: 1 },
        ],
      },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.data.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);
    const updated = await kit.call(
      basketCalls.updateItems,
      {
        items: [
          { id: a.id, quantity: 1 },
          { id: b.id, quantity: 0 },
        ],
      },
      { token },
    );
    expect(updated.data.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [a.id, 1],
    ]);
    const one = await kit.call(basketCalls.updateItem, { id: a.id, quantity: 4 }, { token });
    expect(one.data.items[0]!.quantity).toBe(4);
    const gone = await kit.call(basketCalls.updateItem, { id: a.id, quantity: 0 }, { token });
    expect(gone.data.items).toEqual([]);
    expect(gone.data.priceTotal).toBe(0);
  });

  it('moves a line whose product became unavailable to deletedItems, shown once', async () => {
    const token = await kit.guest();
    const [a, b] = [plain[3], plain[4]] as [TestProduct, TestProduct];
    await kit.add(token, a.id, 2);
    await kit.add(token, b.id, 1);
    await db.query('UPDATE products SET is_available = false WHERE id = $1', [a.id]);
    try {
      const first = (await kit.get(token)).data;
      expect(first.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
      expect(first.deletedItems).toHaveLength(1);
      expect(first.deletedItems[0]).toMatchObject({ id: a.id, quantity: 2, canBuy: false, price: a.price });
      expect(first.priceTotal).toBe(b.price);
      const second = (await kit.get(token)).data;
      expect(second.deletedItems).toEqual([]);
    } finally {
      await db.query('UPDATE products SET is_available = true WHERE id = $1', [a.id]);
    }
  });

  describe('promo codes', () => {
    const cheapest = () => [...plain].sort((x, y) => x.price - y.price)[0] as TestProduct;
    /** A guest basket worth at least `roubles`. */
    const basketOf = async (roubles: number, pick: (p: TestProduct) => boolean = () => true) => {
      const token = await kit.guest();
      const p = plain.find((x) => pick(x) && x.price >= 100) as TestProduct;
      const quantity = Math.min(Math.ceil(roubles / p.price), await kit.maxQuantity(p.id));
      await kit.add(token, p.id, quantity);
      return { token, p, quantity };
    };

    it('applies a per-cent code from its minimum sum, per line rounded once', async () => {
      const { token, p, quantity } = await basketOf(3_500);
      expect(p.price * quantity).toBeGreaterThanOrEqual(3_000);
      const answer = await kit.setPromo(token, SEEDED_PROMO_CODES.percent.toLowerCase());
      expect(answer.status).toBe(200);
      const sum = p.price * 100 * quantity;
      const discount = Math.floor((sum * 10 + 50) / 100);
      expect(answer.data).toMatchObject({
        appliedPromoCode: SEEDED_PROMO_CODES.percent,
        promoCodeDiscount: discount / 100,
        priceTotal: (sum - discount) / 100,
      });
      expect(answer.data.promoCodeError).toBeUndefined();
      // The basket shrinks below the minimum: reported on the basket, kept, no error status.
      const shrunk = await kit.call(basketCalls.set, { productId: String(p.id), quantity: '1' }, { token });
      if (p.price < 3_000) {
        expect(shrunk.status).toBe(200);
        expect(shrunk.data.appliedPromoCode).toBe('');
        expect(shrunk.data.promoCodeDiscount).toBe(0);
        expect(shrunk.data.promoCodeError).toBe(`Сумма заказа должна быть от 3${NBSP}000${NBSP}₽`);
        // Growing again applies it again.
        const grown = await kit.add(token, p.id, quantity - 1);
        expect(grown.data.appliedPromoCode).toBe(SEEDED_PROMO_CODES.percent);
      }
      // '' removes it.
      expect((await kit.setPromo(token, '')).data.appliedPromoCode).toBe('');
    });

    it('refuses a code with why, 422 on errors.promoCode, the basket as it was', async () => {
      const token = await kit.guest();
      const p = cheapest();
      await kit.add(token, p.id, 1);
      const before = (await kit.get(token)).data;
      const expectRefused = async (code: string, message: string) => {
        const answer = await kit.setPromo(token, code);
        expect([code, answer.status, answer.code, answer.errors?.promoCode]).toEqual([
          code,
          422,
          'promo_code_refused',
          message,
        ]);
        expect((await kit.get(token)).data).toEqual(before);
      };
      if (p.price < 3_000)
        await expectRefused(SEEDED_PROMO_CODES.percent, `Сумма заказа должна быть от 3${NBSP}000${NBSP}₽`);
      // Published codes say why they do not work; a code the store keeps to itself answers as unknown.
      await db.query('UPDATE promo_codes SET is_public = true WHERE code = ANY($1)', [
        [SEEDED_PROMO_CODES.expired, SEEDED_PROMO_CODES.exhausted],
      ]);
      await expectRefused(SEEDED_PROMO_CODES.expired, 'Промокод истёк');
      await expectRefused(SEEDED_PROMO_CODES.exhausted, 'Промокод уже использован');
      await db.query('UPDATE promo_codes SET is_public = false WHERE code = ANY($1)', [
        [SEEDED_PROMO_CODES.expired, SEEDED_PROMO_CODES.exhausted],
      ]);
      await expectRefused(SEEDED_PROMO_CODES.expired, 'Промокод не найден');
      await expectRefused('NO-SUCH-CODE', 'Промокод не найден');
      await db.query(
        `INSERT INTO promo_codes (code, title, kind, value, starts_at, is_public) VALUES ('LATER', 'Позже', 'percent', 5, $1, true)`,
        [new Date(now + 86_400_000).toISOString()],
      );
      await expectRefused('LATER', 'Промокод ещё не действует');
      await db.query(
        `INSERT INTO promo_codes (code, title, kind, value, active) VALUES ('OFF', 'Выкл', 'percent', 5, false)`,
      );
      await expectRefused('OFF', 'Промокод не найден');
    });

    it('a section code (any depth) and a brand code take off only their lines', async () => {
      const [row] = await db.query<{ section_id: number; brand_id: number }>(
        `SELECT section_id, brand_id FROM promo_codes WHERE code = $1 UNION ALL
         SELECT section_id, brand_id FROM promo_codes WHERE code = $2`,
        [SEEDED_PROMO_CODES.section, SEEDED_PROMO_CODES.brand],
      );
      const sectionId = row?.section_id as number;
      const [brand] = await db.query<{ brand_id: number }>(
        'SELECT brand_id FROM promo_codes WHERE code = $1',
        [SEEDED_PROMO_CODES.brand],
      );
      const inSection = plain.find(
        (p) => p.top_id === sectionId || p.mid_id === sectionId || p.section_id === sectionId,
      );
      const outside = plain.find(
        (p) =>
          p.top_id !== sectionId &&
          p.mid_id !== sectionId &&
          p.section_id !== sectionId &&
          p.brand_id !== brand?.brand_id,
      );
      const ofBrand = plain.find((p) => p.brand_id === brand?.brand_id);
      if (!inSection || !outside || !ofBrand) throw new Error('The seed lacks products for the rule tests');
      const token = await kit.guest();
      await kit.add(token, outside.id, 1);
      const refused = await kit.setPromo(token, SEEDED_PROMO_CODES.section);
      expect(refused.errors?.promoCode).toBe('Промокод не действует на товары в корзине');
      await kit.add(token, inSection.id, 2);
      const applied = await kit.setPromo(token, SEEDED_PROMO_CODES.section);
      const sectionDiscount = Math.floor((inSection.price * 100 * 2 * 15 + 50) / 100);
      expect(applied.data.promoCodeDiscount).toBe(sectionDiscount / 100);
      const brandToken = await kit.guest();
      await kit.add(brandToken, outside.id, 1);
      expect((await kit.setPromo(brandToken, SEEDED_PROMO_CODES.brand)).status).toBe(422);
      await kit.add(brandToken, ofBrand.id, 1);
      const brandApplied = await kit.setPromo(brandToken, SEEDED_PROMO_CODES.brand);
      expect(brandApplied.data.promoCodeDiscount).toBe(
        Math.floor((ofBrand.price * 100 * 7 + 50) / 100) / 100,
      );
    });

    it('a retail-only code is refused to a B2B account; a first-order code after an order', async () => {
      const b2b = await kit.login(SEEDED_LOGINS.b2b.email);
      await kit.add(b2b, (plain[5] as TestProduct).id, 1);
      const refused = await kit.setPromo(b2b, SEEDED_PROMO_CODES.retailOnly);
      expect(refused.errors?.promoCode).toBe('Промокод не действует для юридических лиц');

      const { token } = await basketOf(5_200);
      const first = await kit.setPromo(token, SEEDED_PROMO_CODES.firstOrder);
      expect(first.status).toBe(200);
      expect(first.data.promoCodeDiscount).toBe(500);
      await kit.setPromo(token, '');
      const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE is_default');
      await db.query(
        `INSERT INTO orders (number, account_number, f_user_id, pay_system, delivery_type, city_id, delivery_date,
           goods_kopecks, base_kopecks, total_kopecks, name, phone, status)
         VALUES ('T-1', 'A-T-1', $1, 'card', 'pickup', $2, '2026-11-25', 100, 100, 100, 'Тест', '+7 (900) 111-22-33', $3)`,
        [claimsOf(token).fUserId, city?.id ?? 1, 'cancelled'],
      );
      // A cancelled order does not count.
      expect((await kit.setPromo(token, SEEDED_PROMO_CODES.firstOrder)).status).toBe(200);
      await db.query(`UPDATE orders SET status = 'new' WHERE number = 'T-1'`);
      // The kept code stops applying: reported on the basket.
      const later = (await kit.get(token)).data;
      expect(later.promoCodeError).toBe('Промокод действует только на первый заказ');
      expect(later.appliedPromoCode).toBe('');
      await kit.setPromo(token, '');
      expect((await kit.setPromo(token, SEEDED_PROMO_CODES.firstOrder)).errors?.promoCode).toBe(
        'Промокод действует только на первый заказ',
      );
    });

    it('a first-order code is refused to an account whose phone ordered before as a guest', async () => {
      const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE is_default');
      await db.query(
        `INSERT INTO orders (number, account_number, f_user_id, pay_system, delivery_type, city_id, delivery_date,
           goods_kopecks, base_kopecks, total_kopecks, name, phone)
         VALUES ('T-GUEST', 'A-T-GUEST', 'another-browser', 'card', 'pickup', $1, '2026-11-25', 100, 100, 100, 'Иван', $2)`,
        [city?.id ?? 1, SEEDED_LOGINS.person.phone],
      );
      try {
        const person = await kit.login(SEEDED_LOGINS.person.email);
        const p = plain.find((x) => x.price >= 100) as TestProduct;
        await kit.add(person, p.id, Math.min(Math.ceil(5_200 / p.price), await kit.maxQuantity(p.id)));
        expect((await kit.setPromo(person, SEEDED_PROMO_CODES.firstOrder)).errors?.promoCode).toBe(
          'Промокод действует только на первый заказ',
        );
        await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [claimsOf(person).fUserId]);
      } finally {
        await db.query("DELETE FROM orders WHERE number = 'T-GUEST'");
      }
    });

    it('a change carrying a code that does not apply still changes, and says why', async () => {
      const token = await kit.guest();
      const p = cheapest();
      const answer = await kit.add(token, p.id, 1, { promoCode: SEEDED_PROMO_CODES.expired });
      expect(answer.status).toBe(200);
      expect(answer.data.items).toHaveLength(1);
      expect(answer.data.appliedPromoCode).toBe('');
      expect(answer.data.promoCodeError).toBe(
        `Промокод ${SEEDED_PROMO_CODES.expired} не применён: Промокод не найден`,
      );
    });
  });

  it('bonuses in three stages: available (accounts only, capped at 30%), asked, applied', async () => {
    const guest = await kit.guest();
    const p = [...plain].sort((x, y) => y.price - x.price)[0] as TestProduct;
    await kit.add(guest, p.id, 1);
    const guestAsked = await kit.call(basketCalls.setBonuses, { applyBonuses: 'Y' }, { token: guest });
    expect(guestAsked.data).toMatchObject({ availableBonuses: 0, applyBonuses: true, appliedBonuses: 0 });

    const token = await kit.login(SEEDED_LOGINS.person.email);
    const [balanceRow] = await db.query<{ n: number }>(
      'SELECT coalesce(sum(amount), 0)::int AS n FROM bonus_movements WHERE user_id = $1',
      [SEEDED_LOGINS.person.id],
    );
    const balance = balanceRow?.n ?? 0;
    expect(balance).toBeGreaterThan(0);
    const cheap = [...plain].sort((x, y) => x.price - y.price)[0] as TestProduct;
    const small = (await kit.add(token, cheap.id, 1)).data;
    const cap = Math.floor(Math.floor((cheap.price * 100 * 30 + 50) / 100) / 100);
    expect(small.availableBonuses).toBe(Math.min(balance, cap));
    expect(small.applyBonuses).toBe(false);
    expect(small.appliedBonuses).toBe(0);
    const all = (await kit.call(basketCalls.setBonuses, { applyBonuses: 'Y' }, { token })).data;
    expect(all.appliedBonuses).toBe(small.availableBonuses);
    expect(all.priceTotal).toBe(cheap.price - all.appliedBonuses);
    // Keyed entries are summed, and capped at what may be spent.
    await kit.add(token, p.id, 1);
    const keyed = (
      await kit.call(
        basketCalls.setBonuses,
        { applyBonuses: 'Y', appliedBonuses: { bonus: '100', extra: '50' } },
        { token },
      )
    ).data;
    expect(keyed.appliedBonuses).toBe(Math.min(150, keyed.availableBonuses));
    expect(keyed.priceTotal).toBe(cheap.price + p.price - keyed.appliedBonuses);
    const tooMuch = (
      await kit.call(basketCalls.setBonuses, { applyBonuses: 'Y', appliedBonuses: '999999' }, { token })
    ).data;
    expect(tooMuch.appliedBonuses).toBe(tooMuch.availableBonuses);
    // Every change carries the stages: an add with applyBonuses N takes none.
    const off = (await kit.add(token, cheap.id, 1, { applyBonuses: 'N' })).data;
    expect(off).toMatchObject({ applyBonuses: false, appliedBonuses: 0 });
    expect(off.version).not.toBe(tooMuch.version);
    await kit.call(
      basketCalls.remove,
      { productIds: [String(cheap.id), String(p.id)] },
      {
        token,
      },
    );
  });

  it('answers a courier delivery price to the city, free from the threshold, null with nothing to deliver', async () => {
    const token = await kit.guest();
    const deliverable = [...plain].filter((p) => p.delivery_stock > 0).sort((x, y) => x.price - y.price);
    const cheap = deliverable[0] as TestProduct;
    const small = (await kit.add(token, cheap.id, 1)).data;
    if (cheap.price < 5_000) expect(small.delivery).toEqual({ title: 'Курьерская доставка', price: 390 });
    const units = Math.min(Math.ceil(5_000 / cheap.price), await kit.maxQuantity(cheap.id));
    const big = (
      await kit.call(basketCalls.set, { productId: String(cheap.id), quantity: String(units) }, { token })
    ).data;
    if (cheap.price * units >= 5_000)
      expect(big.delivery).toEqual({ title: 'Курьерская доставка', price: 0 });
    const empty = (await kit.call(basketCalls.remove, { productIds: [String(cheap.id)] }, { token })).data;
    expect(empty.delivery).toBeNull();
  });
});
